import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { getFunctionName } from "convex/server";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { createTestI18n, renderWithProviders } from "../../test/renderWithProviders";
import HomePage from "./HomePage";
import homeEn from "./locales/en.json";

const viewer = {
  id: "u1",
  name: "Ada",
  email: "ada@example.com",
  emailVerified: true,
  createdAt: 0,
  lastLoginAt: 0,
};
let results: Record<string, unknown> = {};
const preview = vi.fn();
const remove = vi.fn();
vi.mock("convex/react", () => ({
  useQuery: (ref: unknown, args: unknown) =>
    args === "skip" ? undefined : results[getFunctionName(ref as never)],
  useMutation: (ref: unknown) =>
    getFunctionName(ref as never) === "sampleData:remove" ? remove : vi.fn(),
  useConvex: () => ({ query: preview }),
  useConvexAuth: () => ({ isAuthenticated: true, isLoading: false }),
}));
vi.mock("../../data/session", () => ({ useSession: () => ({ viewer }) }));

const i18n = createTestI18n({ en: { home: homeEn } });

beforeEach(() => {
  window.sessionStorage.clear();
  results = {};
  preview.mockReset();
  remove.mockReset();
});

describe("Home", () => {
  test("before any account the welcome leads, then Add an account and sample data", () => {
    results["sampleData:status"] = { hasAccounts: false, hasSample: false };
    renderWithProviders(<HomePage />, { i18n });
    const welcome = screen.getByTestId("welcome");
    const start = screen.getByTestId("sample-offer");
    expect(screen.getAllByTestId("welcome")).toHaveLength(1);
    expect(welcome.compareDocumentPosition(start) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const add = within(start).getByRole("link", { name: "Add an account" });
    expect(add.getAttribute("href")).toBe("/accounts?add=1");
    within(start).getByRole("button", { name: "Try it with sample data" });
  });

  test("with accounts the money comes first and the welcome is last", () => {
    results["sampleData:status"] = { hasAccounts: true, hasSample: false };
    renderWithProviders(<HomePage />, { i18n });
    const welcome = screen.getByTestId("welcome");
    const netWorth = screen.getByTestId("home-net-worth");
    expect(
      netWorth.compareDocumentPosition(welcome) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.queryByTestId("sample-offer")).toBeNull();
  });

  test("R21 the welcome belongs to the first visit after signing in; coming back, the money is all there is", () => {
    results["sampleData:status"] = { hasAccounts: true, hasSample: false };
    const first = renderWithProviders(<HomePage />, { i18n });
    screen.getByTestId("welcome");
    first.unmount();
    renderWithProviders(<HomePage />, { i18n });
    expect(screen.queryByTestId("welcome")).toBeNull();
    // Its cards' titles are the page's headings now.
    screen.getByRole("heading", { level: 2, name: "Net worth" });
  });

  test("'Net worth' is written the same way as on the Accounts page, and once", () => {
    results["sampleData:status"] = { hasAccounts: true, hasSample: false };
    results["accounts:summary"] = {
      net: 1000,
      assets: 1000,
      liabilities: 0,
      displayCurrency: "USD",
      complete: true,
      missingRates: [],
      byCurrency: [],
    };
    renderWithProviders(<HomePage />, { i18n });
    const card = screen.getByTestId("home-net-worth");
    const labels = within(card).getAllByText("Net worth");
    // The card's title names its headline figure; a label repeating it under the title is noise.
    expect(labels).toHaveLength(1);
    expect(getComputedStyle(labels[0]!).textTransform).not.toBe("uppercase");
    within(card).getByText("Assets");
  });

  test("the removal's confirmation names what goes and what stays", async () => {
    results["sampleData:status"] = { hasAccounts: true, hasSample: true };
    preview.mockResolvedValue({
      accounts: ["Savings (sample)"],
      kept: ["Everyday account (sample)"],
      transactions: 34,
      reconciled: 0,
      budgets: 1,
    });
    remove.mockResolvedValue({ undoId: "undo1", kept: ["Everyday account"] });
    renderWithProviders(<HomePage />, { i18n });
    fireEvent.click(screen.getByRole("button", { name: "Remove sample data" }));
    const dialog = await screen.findByRole("dialog");
    within(dialog).getByText(
      "This removes the sample account Savings (sample), 34 sample transactions, and 1 sample budget.",
    );
    within(dialog).getByText(
      "Everyday account (sample) holds your own data, so it stays; only its sample transactions go. It becomes your own account, without “(sample)” in its name. You can undo this right after.",
    );
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByTestId("confirm-delete"));
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
  });

  test("the confirmation says reconciled sample rows go too, before they do", async () => {
    results["sampleData:status"] = { hasAccounts: true, hasSample: true };
    preview.mockResolvedValue({
      accounts: ["Everyday account (sample)", "Savings (sample)"],
      kept: [],
      transactions: 39,
      reconciled: 36,
      budgets: 1,
    });
    renderWithProviders(<HomePage />, { i18n });
    fireEvent.click(screen.getByRole("button", { name: "Remove sample data" }));
    const dialog = await screen.findByRole("dialog");
    within(dialog).getByText(
      "This removes the sample accounts Everyday account (sample) and Savings (sample), 39 sample transactions (36 of them reconciled: they are sample rows too), and 1 sample budget.",
    );
  });
});
