import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { getFunctionName } from "convex/server";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { AccountView } from "../../../../data/accounts";
import { forgetDevicePerson, rememberDevicePerson } from "../../../../lib/offline/devicePerson";
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
const savings = { ...account, _id: "a2", name: "Savings" } as AccountView;
const euros = { ...account, _id: "a3", name: "Euro cash", currency: "EUR" } as AccountView;

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
// jsdom has no IndexedDB: what the outbox would keep is recorded here.
const kept = vi.hoisted(() => [] as { fn: string }[]);
vi.mock("../../../../data/device/outbox", () => ({
  keepInOutbox: async (_person: string, call: { fn: string }) => void kept.push(call),
  newClientId: () => crypto.randomUUID(),
}));
const notified = vi.hoisted(() => vi.fn());
vi.mock("@mantine/notifications", () => ({ notifications: { show: notified } }));

/** Typed by the person: the field has the focus (a change without it is an autofill's). */
function typeInto(input: HTMLInputElement, text: string) {
  input.focus();
  fireEvent.change(input, { target: { value: text } });
}

const i18n = createTestI18n({ en: { transactions: transactionsEn } });

function open() {
  renderWithProviders(
    <EntryRow
      account={account}
      transferAccounts={[account, savings, euros]}
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
  kept.length = 0;
  notified.mockClear();
});

describe("the entry row saves what it shows", () => {
  test("a category filled from the payee's history while the category field has focus is the one saved", async () => {
    const { field } = open();
    fireEvent.change(field("Payee"), { target: { value: "Corner Cinema" } });
    // Tab has moved on to the category before the guess arrives.
    field("Category").focus();
    fireEvent.focus(field("Category"));
    // The guess follows the typing after a pause; a loaded machine may take a while.
    await waitFor(() => expect(field("Category").value).toBe("Entertainment"), { timeout: 5_000 });
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

test("Tab in the category takes the first match of the typed text (“Entert”: Entertainment)", async () => {
  const { field } = open();
  typeInto(field("Category"), "Entert");
  fireEvent.keyDown(field("Category"), { key: "Tab" });
  fireEvent.blur(field("Category"));
  await waitFor(() => expect(field("Category").value).toBe("Entertainment"));
  fireEvent.change(field("Amount"), { target: { value: "12" } });
  fireEvent.keyDown(field("Amount"), { key: "Enter" });
  await waitFor(() => expect(state.calls).toHaveLength(1));
  expect(state.calls[0].args).toMatchObject({ category: "entertainment", categoryChosen: true });
});

describe("transfers in the entry row", () => {
  test("a “Transfer: Savings” payee saves a transfer to Savings, as the dialog makes one", async () => {
    const { field } = open();
    fireEvent.change(field("Payee"), { target: { value: "Transfer: Savings" } });
    // The category says what the row is; there is no category to pick for a transfer.
    expect(field("Category").value).toBe("Transfer");
    fireEvent.change(field("Notes"), { target: { value: "Rainy day" } });
    fireEvent.change(field("Amount"), { target: { value: "300" } });
    fireEvent.keyDown(field("Amount"), { key: "Enter" });
    await waitFor(() => expect(state.calls).toHaveLength(1));
    expect(state.calls[0]).toEqual({
      fn: "transactions:createTransfer",
      args: {
        fromAccountId: "a1",
        toAccountId: "a2",
        amount: 30_000,
        date: "2025-03-20",
        category: "other",
        notes: "Rainy day",
        clientId: expect.any(String),
      },
    });
  });

  test("received money (+) with a transfer payee comes from that account", async () => {
    const { field } = open();
    fireEvent.change(field("Payee"), { target: { value: "Transfer: Savings" } });
    fireEvent.change(field("Amount"), { target: { value: "+50" } });
    fireEvent.keyDown(field("Amount"), { key: "Enter" });
    await waitFor(() => expect(state.calls).toHaveLength(1));
    expect(state.calls[0]).toMatchObject({
      fn: "transactions:createTransfer",
      args: { fromAccountId: "a2", toAccountId: "a1", amount: 5_000 },
    });
  });

  test("money in from an account in another currency is refused with the reason, nothing saved", async () => {
    const { field } = open();
    fireEvent.change(field("Payee"), { target: { value: "Transfer: Euro cash" } });
    fireEvent.change(field("Amount"), { target: { value: "+50" } });
    fireEvent.keyDown(field("Amount"), { key: "Enter" });
    await waitFor(() => expect(notified).toHaveBeenCalled());
    expect(notified.mock.calls[0][0]).toMatchObject({
      message: "Money in from an account in another currency is entered from that account.",
    });
    expect(state.calls).toEqual([]);
  });

  test("a payee typed away from the transfer choice is an ordinary expense again", async () => {
    const { field } = open();
    fireEvent.change(field("Payee"), { target: { value: "Transfer: Savings" } });
    fireEvent.change(field("Payee"), { target: { value: "Transfer: Sav" } });
    expect(field("Category").value).toBe("Other");
    fireEvent.change(field("Amount"), { target: { value: "5" } });
    fireEvent.keyDown(field("Amount"), { key: "Enter" });
    await waitFor(() => expect(state.calls).toHaveLength(1));
    expect(state.calls[0]).toMatchObject({
      fn: "transactions:create",
      args: { payee: "Transfer: Sav", kind: "expense", amount: 500 },
    });
  });
});

describe("splits in the entry row", () => {
  const pick = async (label: string, option: string, field: (l: string) => HTMLInputElement) => {
    const input = field(label);
    fireEvent.click(input);
    await waitFor(() => expect(input.getAttribute("aria-controls")).toBeTruthy());
    const list = document.getElementById(input.getAttribute("aria-controls")!)!;
    fireEvent.click(within(list).getByRole("option", { name: option, hidden: true }));
  };

  test("“Split” in the category opens parts; they must add up to the total, and save as one split", async () => {
    const { entry, field } = open();
    fireEvent.change(field("Payee"), { target: { value: "Market" } });
    typeInto(field("Category"), "Split");
    fireEvent.click(await screen.findByRole("option", { name: "Split", hidden: true }));
    const parts = await within(entry).findByTestId("split-editor");
    expect(field("Category").value).toBe("Split (2)");
    // The total is still empty: the focus goes there first.
    await waitFor(() => expect(document.activeElement).toBe(field("Amount")));
    fireEvent.change(field("Amount"), { target: { value: "30" } });
    await pick("Category of part 1", "Food", field);
    await pick("Category of part 2", "Shopping", field);
    fireEvent.change(field("Amount of part 1"), { target: { value: "20" } });
    fireEvent.change(field("Amount of part 2"), { target: { value: "5" } });
    expect(within(parts).getByTestId("split-remaining").textContent).toBe("Left to assign: $5.00");
    fireEvent.keyDown(field("Amount"), { key: "Enter" });
    await waitFor(() => expect(notified).toHaveBeenCalled());
    expect(state.calls).toEqual([]);
    fireEvent.change(field("Amount of part 2"), { target: { value: "10" } });
    expect(within(parts).getByTestId("split-remaining").textContent).toBe("Fully assigned");
    fireEvent.keyDown(field("Amount of part 2"), { key: "Enter" });
    await waitFor(() => expect(state.calls).toHaveLength(1));
    expect(state.calls[0]).toMatchObject({
      fn: "transactions:create",
      args: {
        payee: "Market",
        kind: "expense",
        amount: 3_000,
        splits: [
          { category: "food", amount: 2_000 },
          { category: "shopping", amount: 1_000 },
        ],
      },
    });
  });

  test("removing a part down to one leaves the split: the category field is back", async () => {
    const { entry, field } = open();
    // "Spl" and Tab choose Split as a click on it does.
    typeInto(field("Category"), "Spl");
    fireEvent.keyDown(field("Category"), { key: "Tab" });
    await within(entry).findByTestId("split-editor");
    fireEvent.click(within(entry).getByRole("button", { name: "Remove part 2" }));
    expect(within(entry).queryByTestId("split-editor")).toBeNull();
    expect(within(entry).getByTestId("entry-category")).toBeTruthy();
  });
});

describe("an entry typed without a network", () => {
  beforeEach(() => {
    rememberDevicePerson("p1");
    vi.stubGlobal("navigator", { ...navigator, onLine: false });
  });
  afterEach(() => {
    forgetDevicePerson();
    vi.unstubAllGlobals();
  });

  const keptNotice = {
    color: "yellow",
    title: "Saved on this device",
    message: "It will be sent when the connection is back.",
  };

  test("is reported as saved on this device, to be sent later, never as added", async () => {
    const { field } = open();
    fireEvent.change(field("Payee"), { target: { value: "Bus" } });
    fireEvent.change(field("Amount"), { target: { value: "3.20" } });
    fireEvent.keyDown(field("Amount"), { key: "Enter" });
    await waitFor(() => expect(notified).toHaveBeenCalled());
    expect(kept.map((call) => call.fn)).toEqual(["create"]);
    expect(state.calls).toEqual([]);
    expect(notified.mock.calls.map((call) => call[0] as object)).toEqual([
      expect.objectContaining(keptNotice),
    ]);
  });

  test("a transfer kept on the device gets the same notice", async () => {
    const { field } = open();
    fireEvent.change(field("Payee"), { target: { value: "Transfer: Savings" } });
    fireEvent.change(field("Amount"), { target: { value: "300" } });
    fireEvent.keyDown(field("Amount"), { key: "Enter" });
    await waitFor(() => expect(notified).toHaveBeenCalled());
    expect(kept.map((call) => call.fn)).toEqual(["createTransfer"]);
    expect(notified.mock.calls.map((call) => call[0] as object)).toEqual([
      expect.objectContaining(keptNotice),
    ]);
  });
});
