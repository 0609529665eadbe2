import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { getFunctionName } from "convex/server";
import { beforeEach, describe, expect, test, vi } from "vitest";
import type { AccountView } from "../../../../data/accounts";
import { createTestI18n, renderWithProviders } from "../../../../test/renderWithProviders";
import transactionsEn from "../../locales/en.json";
import { EntryRow } from "./EntryRow";

const account = {
  _id: "a1",
  name: "Checking",
  type: "bank",
  currency: "USD",
  initialBalance: 0,
  balance: 100_000,
} as unknown as AccountView;

const state = {
  calls: [] as { fn: string; args: Record<string, unknown> }[],
};
// The payee's history files "Corner Cinema" under Entertainment; nothing else is known.
vi.mock("convex/react", () => ({
  useQuery: (ref: never, args: { payee?: string } | "skip") => {
    const name = getFunctionName(ref);
    if (name === "rules:guess" && args !== "skip" && args.payee === "Corner Cinema") {
      return { category: "entertainment", payee: "Corner Cinema", tags: [], source: "history" };
    }
    return undefined;
  },
  useMutation: (ref: never) => async (args: Record<string, unknown>) => {
    state.calls.push({ fn: getFunctionName(ref), args });
    return "t-new";
  },
}));
vi.mock("@mantine/notifications", () => ({ notifications: { show: vi.fn() } }));

const i18n = createTestI18n({ en: { transactions: transactionsEn } });

function open() {
  renderWithProviders(
    <EntryRow
      account={account}
      date="2025-03-20"
      amounts="amount"
      onSaved={() => undefined}
      onCancel={() => undefined}
    />,
    { i18n, route: "/transactions" },
  );
  const entry = screen.getByTestId("register-entry");
  const field = (label: string) => within(entry).getByLabelText(label) as HTMLInputElement;
  return { entry, field };
}

beforeEach(() => {
  state.calls = [];
});

describe("the entry row saves what it shows", () => {
  test("a category filled from the payee's history while the category field has focus is the one saved", async () => {
    const { field } = open();
    fireEvent.change(field("Payee"), { target: { value: "Corner Cinema" } });
    // Tab has moved on to the category before the guess arrives.
    field("Category").focus();
    fireEvent.focus(field("Category"));
    await waitFor(() => expect(field("Category").value).toBe("Entertainment"));
    // Tab leaves the category without typing in it: the shown category stays.
    fireEvent.blur(field("Category"));
    expect(field("Category").value).toBe("Entertainment");
    fireEvent.change(field("Amount"), { target: { value: "4" } });
    fireEvent.keyDown(field("Amount"), { key: "Enter" });
    await waitFor(() => expect(state.calls).toHaveLength(1));
    expect(state.calls[0]).toMatchObject({
      fn: "transactions:create",
      args: {
        payee: "Corner Cinema",
        category: "entertainment",
        amount: 400,
        // The server's rules keep the shown category.
        categoryChosen: true,
      },
    });
  });
});
