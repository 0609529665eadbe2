import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { getFunctionName } from "convex/server";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { createTestI18n, renderWithProviders } from "../../test/renderWithProviders";
import AccountsPage from "./AccountsPage";
import accountsEn from "./locales/en.json";

const card = {
  _id: "c1",
  _creationTime: 1,
  name: "Visa",
  type: "credit_card",
  currency: "USD",
  initialBalance: -30000,
  balance: -30000,
  creditLimit: 200000,
  billingDay: 5,
  paymentDay: 25,
  owed: 30000,
  availableCredit: 170000,
  nextPaymentDate: "2025-03-25",
};
const euros = {
  _id: "b1",
  _creationTime: 2,
  name: "Girokonto",
  type: "bank",
  currency: "EUR",
  initialBalance: 0,
  balance: 100000,
};
const summary = {
  displayCurrency: "USD",
  byCurrency: [
    { currency: "EUR", accountCount: 1, assets: 100000, liabilities: 0, net: 100000 },
    { currency: "USD", accountCount: 1, assets: 0, liabilities: -30000, net: -30000 },
  ],
  assets: 0,
  liabilities: -30000,
  net: -30000,
  complete: false,
  missingRates: ["EUR"],
};

const data: { accounts: unknown[] } = { accounts: [] };
const remove = vi.fn();
vi.mock("convex/react", () => ({
  useConvexAuth: () => ({ isAuthenticated: true, isLoading: false }),
  useConvex: () => ({}),
  useQuery: (ref: unknown) => {
    const name = getFunctionName(ref as never);
    if (name === "accounts:list") return data.accounts;
    if (name === "accounts:summary") return summary;
    if (name === "exchangeRates:list") return [];
    return undefined;
  },
  useMutation: () => remove,
  useAction: () => vi.fn(),
}));
vi.mock("@mantine/notifications", () => ({ notifications: { show: vi.fn() } }));

const i18n = createTestI18n({ en: { accounts: accountsEn } });
const open = () => renderWithProviders(<AccountsPage />, { i18n, route: "/accounts" });

beforeEach(() => {
  data.accounts = [card, euros];
  remove.mockReset();
});

describe("accounts screen", () => {
  test("R22 with no accounts: 'You have no accounts yet' and an action that opens the wizard", async () => {
    data.accounts = [];
    open();
    const empty = screen.getByTestId("accounts-empty");
    expect(within(empty).getByText("You have no accounts yet")).toBeTruthy();
    fireEvent.click(within(empty).getByRole("button", { name: "Add your first account" }));
    expect(await screen.findByRole("dialog", { name: "Add account" })).toBeTruthy();
  });

  test("Home's 'Add an account' (?add=1) opens the wizard at once", async () => {
    data.accounts = [];
    renderWithProviders(<AccountsPage />, { i18n, route: "/accounts?add=1" });
    expect(await screen.findByRole("dialog", { name: "Add account" })).toBeTruthy();
  });

  test("R22 R26 the list shows each account with its balance; cards show available credit and the payment date", () => {
    open();
    const rows = screen.getAllByTestId("account-row");
    expect(rows).toHaveLength(2);
    const visa = rows.find((r) => r.dataset.accountName === "Visa")!;
    expect(within(visa).getByTestId("account-balance").textContent).toBe("-$300.00");
    expect(within(visa).getByTestId("account-details").textContent).toBe(
      "Available $1,700.00 · Payment due Mar 25, 2025",
    );
  });

  test("net worth names a missing exchange rate instead of counting it 1:1", () => {
    open();
    const card = screen.getByTestId("net-worth-card");
    expect(within(card).getByText("Net worth (incomplete)")).toBeTruthy();
    expect(within(card).getByText("No rate EUR → USD")).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Add rate" })).toBeTruthy();
  });

  test("R23 delete shows the exact confirmation and says the transactions go too", async () => {
    remove.mockResolvedValue(null);
    open();
    fireEvent.click(screen.getByRole("button", { name: "Actions for Visa" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Delete" }));
    expect(
      await screen.findByText(
        "Are you sure you want to delete this account? This action cannot be undone.",
      ),
    ).toBeTruthy();
    expect(screen.getByText("All transactions of “Visa” will be deleted too.")).toBeTruthy();
    fireEvent.click(screen.getByTestId("confirm-delete"));
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ id: "c1" }));
  });
});
