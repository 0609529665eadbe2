import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { getFunctionName } from "convex/server";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { createTestI18n, renderWithProviders } from "../../../test/renderWithProviders";
import commonEn from "../../../locales/en/common.json";
import accountsEn from "../locales/en.json";
import { BankConnections } from "./BankConnections";

const checking = {
  _id: "a1",
  _creationTime: 1,
  name: "Checking",
  type: "bank",
  currency: "USD",
  initialBalance: 0,
  balance: 100000,
};
const euros = { ...checking, _id: "a2", name: "Girokonto", currency: "EUR" };

interface LinkedAccount {
  externalId: string;
  name: string;
  org: string;
  currency: string;
  balance: number;
  linkedAccountId: string | null;
  difference: number | null;
}

const connection = {
  _id: "c1",
  _creationTime: 1,
  provider: "simplefin",
  status: "ok",
  lastSyncedAt: Date.UTC(2026, 10, 26, 12),
  error: null as string | null,
  bankMessage: null as string | null,
  nextSyncAt: null as number | null,
  expiresAt: null as number | null,
  institution: null as { name: string; country: string } | null,
  mine: true,
  accounts: [
    {
      externalId: "chk",
      name: "Everyday Checking",
      org: "Maple Bank",
      currency: "USD",
      balance: 100000,
      linkedAccountId: "a1",
      difference: null as number | null,
    },
    {
      externalId: "card",
      name: "Maple Rewards Card",
      org: "Maple Bank",
      currency: "USD",
      balance: -2500,
      linkedAccountId: null,
      difference: null,
    },
  ] as LinkedAccount[],
};

const data = { connections: [connection] };
const link = vi.fn();
const adjust = vi.fn();
const sync = vi.fn();
const show = vi.fn();
vi.mock("convex/react", () => ({
  useConvexAuth: () => ({ isAuthenticated: true, isLoading: false }),
  useQuery: (ref: unknown) => {
    const name = getFunctionName(ref as never);
    if (name === "bankConnections:list") return data.connections;
    if (name === "bankConnections:demoToken") return null;
    return undefined;
  },
  useMutation: (ref: unknown) =>
    getFunctionName(ref as never) === "bankConnections:adjust" ? adjust : link,
  useAction: () => sync,
}));
vi.mock("@mantine/notifications", () => ({ notifications: { show: (n: unknown) => show(n) } }));

const i18n = createTestI18n({ en: { accounts: accountsEn, common: commonEn } });
const open = () =>
  renderWithProviders(<BankConnections accounts={[checking, euros] as never} />, { i18n });

beforeEach(() => {
  data.connections = [structuredClone(connection)];
  link.mockReset();
  adjust.mockReset();
  sync.mockReset();
  show.mockReset();
});

describe("bank connection card", () => {
  test("shows the last sync, the linked account and the bank's balance", () => {
    open();
    const card = screen.getByTestId("bank-connection");
    expect(within(card).getByText("Maple Bank")).toBeTruthy();
    expect(within(card).getByTestId("bank-status").textContent).toBe("Connected");
    expect(within(card).getByTestId("bank-last-synced").textContent).toMatch(/^Last synced /);
    expect(within(card).getByText("Into Checking")).toBeTruthy();
  });

  test("a revoked access says 'Reconnect needed'; the bank's own words are quoted", () => {
    data.connections[0] = { ...connection, status: "reconnect", error: "BANK_RECONNECT_NEEDED" };
    const { unmount } = open();
    expect(screen.getByTestId("bank-status").textContent).toBe("Reconnect needed");
    expect(screen.getByTestId("bank-error").textContent).toBe(
      commonEn.errors.BANK_RECONNECT_NEEDED,
    );
    unmount();
    data.connections[0] = {
      ...connection,
      status: "error",
      error: "BANK_MESSAGE",
      bankMessage: "Please log in to Maple Bank again.",
    };
    open();
    expect(screen.getByTestId("bank-error").textContent).toBe(
      "The bank says: Please log in to Maple Bank again.",
    );
  });

  test("past the budget 'Sync now' is off and says when it is possible; a difference is shown", () => {
    data.connections[0] = {
      ...connection,
      nextSyncAt: Date.UTC(2026, 10, 27, 9),
      accounts: [{ ...connection.accounts[0], difference: -1000 }],
    };
    open();
    expect(screen.getByTestId("bank-last-synced").textContent).toMatch(/ · Next sync possible at /);
    expect((screen.getByTestId("bank-sync-now") as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId("bank-difference").textContent).toBe(
      "The bank's balance differs from ours by -$10.00",
    );
  });

  test("an unlinked card is proposed as a new credit card, or linked to an account in its currency", async () => {
    open();
    const row = screen.getByTestId("bank-account-to-link");
    expect((within(row).getByLabelText(/^Account name/) as HTMLInputElement).value).toBe(
      "Maple Rewards Card",
    );
    expect((within(row).getByLabelText("Account type") as HTMLInputElement).value).toBe(
      "Credit card",
    );
    // A card's limit is the person's to give (the bank does not say it); its days are proposed.
    const button = within(row).getByTestId("bank-link") as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect((within(row).getByLabelText(/^Billing day/) as HTMLInputElement).value).toBe("1");
    expect((within(row).getByLabelText(/^Payment day/) as HTMLInputElement).value).toBe("25");
    fireEvent.change(within(row).getByLabelText(/^Credit limit/), { target: { value: "5000" } });
    fireEvent.change(within(row).getByLabelText(/^Payment day/), { target: { value: "7" } });
    fireEvent.click(button);
    await waitFor(() =>
      expect(link).toHaveBeenCalledWith({
        connectionId: "c1",
        externalId: "card",
        create: {
          name: "Maple Rewards Card",
          type: "credit_card",
          card: { creditLimit: 500000, billingDay: 1, paymentDay: 7 },
        },
      }),
    );
    fireEvent.click(within(row).getByLabelText("Transactions go to"));
    const options = (await screen.findAllByRole("option", { hidden: true })).map(
      (o) => o.textContent,
    );
    // Only accounts in the bank account's currency are offered (no EUR "Girokonto").
    expect(options).toEqual(expect.arrayContaining(["A new account", "Checking"]));
    expect(options).not.toContain("Girokonto");
  });

  test("a new account without a name cannot be linked: Link waits for the name", () => {
    open();
    const row = screen.getByTestId("bank-account-to-link");
    const button = within(row).getByTestId("bank-link") as HTMLButtonElement;
    fireEvent.change(within(row).getByLabelText(/^Account name/), { target: { value: "  " } });
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(link).not.toHaveBeenCalled();
    fireEvent.change(within(row).getByLabelText(/^Account name/), { target: { value: "Card" } });
    fireEvent.change(within(row).getByLabelText(/^Credit limit/), { target: { value: "100" } });
    expect(button.disabled).toBe(false);
  });

  test("linking an existing account compares the balances and says its past stays", async () => {
    open();
    const row = screen.getByTestId("bank-account-to-link");
    fireEvent.click(within(row).getByLabelText("Transactions go to"));
    fireEvent.click(await screen.findByRole("option", { name: "Checking", hidden: true }));
    const note = await within(row).findByTestId("bank-link-balances");
    expect(note.textContent).toContain("Balance in this app$1,000.00");
    expect(note.textContent).toContain("Balance at the bank-$25.00");
    expect(note.textContent).toContain("Difference-$1,025.00");
    expect(note.textContent).toContain("never changes this account's past");
    fireEvent.click(within(row).getByTestId("bank-link"));
    await waitFor(() =>
      expect(link).toHaveBeenCalledWith({
        connectionId: "c1",
        externalId: "card",
        accountId: "a1",
      }),
    );
  });

  test("a difference offers an adjustment dated today, or to leave it", async () => {
    data.connections[0] = {
      ...connection,
      accounts: [{ ...connection.accounts[0], difference: -1000 }],
    };
    adjust.mockResolvedValue("tx1");
    open();
    expect(screen.getByTestId("bank-difference-row").textContent).toContain(
      "or leave it: the difference stays shown here.",
    );
    fireEvent.click(screen.getByTestId("bank-adjust"));
    await waitFor(() =>
      expect(adjust).toHaveBeenCalledWith({
        connectionId: "c1",
        externalId: "chk",
        today: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        notes: "Balance adjustment to match the bank",
      }),
    );
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: "Adjustment of -$10.00 added, dated today." }),
      ),
    );
  });

  test("'Sync now' says what the sync did, or that nothing was new", async () => {
    sync.mockResolvedValueOnce({ added: 3, updated: 1, matched: 0 });
    sync.mockResolvedValueOnce({ added: 0, updated: 0, matched: 0 });
    open();
    fireEvent.click(screen.getByTestId("bank-sync-now"));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: "Synced: 3 new, 1 updated." }),
      ),
    );
    fireEvent.click(screen.getByTestId("bank-sync-now"));
    await waitFor(() =>
      expect(show).toHaveBeenLastCalledWith(
        expect.objectContaining({ message: "Synced: nothing new, already up to date." }),
      ),
    );
  });
});
