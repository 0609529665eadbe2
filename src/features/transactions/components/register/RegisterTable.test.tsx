import { fireEvent, screen, within } from "@testing-library/react";
import axe from "axe-core";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { EditAccess } from "../../../../components/editAccess";
import type { AccountView } from "../../../../data/accounts";
import type { TransactionView } from "../../../../data/transactions";
import { createTestI18n, renderWithProviders } from "../../../../test/renderWithProviders";
import transactionsEn from "../../locales/en.json";
import { useLedgerState } from "../useLedgerState";
import { registerKeyAction } from "./registerKeys";
import { RegisterTable } from "./RegisterTable";

const account = {
  _id: "a1",
  name: "Checking",
  type: "bank",
  currency: "USD",
  initialBalance: 0,
  balance: 100_000,
} as unknown as AccountView;
const row = (i: number, extra: Partial<TransactionView> = {}) =>
  ({
    _id: `t${i}`,
    _creationTime: i,
    accountId: "a1",
    date: `2025-03-${String(20 - i).padStart(2, "0")}`,
    kind: "expense",
    amount: -1_000 * (i + 1),
    currency: "USD",
    category: "food",
    notes: `Row ${i}`,
    ...extra,
  }) as TransactionView;

const state = {
  results: [] as TransactionView[],
  status: "Exhausted",
  args: [] as unknown[],
  // Every mutation of the register resolves, as Convex's do; the calls are kept to check.
  mutation: vi.fn(async (_args: unknown) => null),
};
vi.mock("convex/react", () => ({
  useQuery: () => undefined,
  usePaginatedQuery: (_ref: unknown, args: unknown) => {
    state.args.push(args);
    return { results: state.results, status: state.status, loadMore: vi.fn(), isLoading: false };
  },
  useMutation: () => state.mutation,
}));
vi.mock("@mantine/notifications", () => ({ notifications: { show: vi.fn() } }));
// A household of two: rows entered by a member name who did it.
vi.mock("../../../../data/households", async (original) => ({
  ...(await original<object>()),
  useMemberNames: () => new Map([["u-ana", "ana@example.com"]]),
}));

const i18n = createTestI18n({ en: { transactions: transactionsEn } });
Object.defineProperty(HTMLElement.prototype, "clientHeight", {
  configurable: true,
  get: () => 600,
});
Object.defineProperty(HTMLElement.prototype, "clientWidth", {
  configurable: true,
  get: () => 1000,
});

function Register({ filtered = false }: { filtered?: boolean }) {
  const ledger = useLedgerState([account]);
  return (
    <RegisterTable
      account={account}
      accounts={[account]}
      {...ledger.listProps}
      filtered={filtered}
      selection={ledger.selection}
      entry={ledger.entry}
      entryAccount={account}
      onEntryAccount={() => undefined}
    />
  );
}
const open = (filtered = false) =>
  renderWithProviders(<Register filtered={filtered} />, { i18n, route: "/transactions" });
const rows = () => screen.getAllByTestId("transaction-row");

beforeEach(() => {
  state.args = [];
  state.status = "Exhausted";
  state.results = [
    row(0, { payee: "Bakery", balance: 100_000 } as Partial<TransactionView>),
    row(1, {
      splits: [
        { category: "food", amount: -1_500 },
        { category: "shopping", amount: -500 },
      ],
      balance: 101_000,
    } as Partial<TransactionView>),
    row(2, { kind: "transfer", counterpartAccountId: undefined, balance: 103_000 } as never),
    row(3, { kind: "income", amount: 5_000, category: "income", balance: 106_000 } as never),
  ];
});

describe("register", () => {
  test("R29 columns: date, payee, category (split and transfer as such), notes, signed amount, running balance", () => {
    open();
    expect(state.args[0]).toMatchObject({ accountId: "a1", runningBalance: true });
    const [bakery, split, transfer, income] = rows();
    expect(within(bakery).getByTestId("cell-date").textContent).toBe("Mar 20, 2025");
    expect(within(bakery).getByTestId("transaction-title").textContent).toBe("Bakery");
    expect(within(bakery).getByTestId("cell-category").textContent).toBe("Food");
    expect(within(bakery).getByTestId("cell-notes").textContent).toBe("Row 0");
    expect(within(bakery).getByTestId("transaction-amount").textContent).toBe("-$10.00");
    expect(within(bakery).getByTestId("transaction-amount").dataset.sign).toBe("negative");
    expect(within(bakery).getByTestId("running-balance").textContent).toBe("$1,000.00");
    expect(within(split).getByTestId("cell-category").textContent).toBe("Split (2)");
    expect(within(transfer).getByTestId("cell-category").textContent).toBe("Transfer");
    expect(within(transfer).getByTestId("transaction-title").textContent).toBe(
      "Transfer to a deleted account",
    );
    expect(within(income).getByTestId("transaction-amount").textContent).toBe("+$50.00");
  });

  test("outflow and inflow columns are the user's choice, remembered", () => {
    const { unmount } = open();
    fireEvent.click(screen.getByRole("radio", { name: "Outflow / inflow" }));
    expect(within(rows()[0]).getByTestId("cell-outflow").textContent).toBe("$10.00");
    expect(within(rows()[3]).getByTestId("cell-inflow").textContent).toBe("$50.00");
    unmount();
    open();
    expect(within(rows()[0]).getByTestId("cell-outflow").textContent).toBe("$10.00");
    fireEvent.click(screen.getByRole("radio", { name: "Amount" }));
  });

  test("without balances from the server (a filter leaves rows out) the column says why it is empty", () => {
    state.results = state.results.map(({ balance: _b, ...rest }) => rest as TransactionView);
    open(true);
    expect(within(rows()[0]).getByTestId("running-balance").textContent).toBe("");
    expect(screen.getByTestId("balance-hidden").textContent).toBe(
      "No running balance: this filter leaves rows out.",
    );
  });

  test("arrows move between rows, Space selects, Shift extends, Enter edits in place, Escape cancels", () => {
    open();
    const grid = screen.getByRole("grid");
    rows()[0].focus();
    fireEvent.focus(rows()[0]);
    fireEvent.keyDown(grid, { key: "ArrowDown" });
    expect(document.activeElement).toBe(rows()[1]);
    fireEvent.keyDown(rows()[1], { key: " " });
    expect(rows()[1].getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(rows()[1], { key: "ArrowDown", shiftKey: true });
    fireEvent.keyDown(rows()[2], { key: "ArrowDown", shiftKey: true });
    expect(rows().map((r) => r.getAttribute("aria-selected"))).toEqual([
      "false",
      "true",
      "true",
      "true",
    ]);
    fireEvent.keyDown(rows()[3], { key: "ArrowUp" });
    fireEvent.keyDown(rows()[2], { key: "ArrowUp" });
    fireEvent.keyDown(rows()[1], { key: "ArrowUp" });
    // Row 0 is a plain expense: Enter opens it in the entry row.
    fireEvent.keyDown(rows()[0], { key: "Enter" });
    const entry = screen.getByTestId("register-entry");
    expect((within(entry).getByLabelText("Payee") as HTMLInputElement).value).toBe("Bakery");
    expect((within(entry).getByLabelText("Notes") as HTMLInputElement).value).toBe("Row 0");
    expect((within(entry).getByLabelText("Amount") as HTMLInputElement).value).toBe("10.00");
    fireEvent.keyDown(within(entry).getByLabelText("Notes"), { key: "Escape" });
    expect(screen.queryByTestId("register-entry")).toBeNull();
  });

  test("keys typed into a field stay there; the key map clamps at the ends", () => {
    expect(registerKeyAction("ArrowUp", false, 0, 4)).toEqual({
      type: "move",
      to: 0,
      extend: false,
    });
    expect(registerKeyAction("End", true, 1, 4)).toEqual({ type: "move", to: 3, extend: true });
    expect(registerKeyAction("PageDown", false, 1, 4)).toEqual({
      type: "move",
      to: 3,
      extend: false,
    });
    expect(registerKeyAction(" ", false, -1, 4)).toBeNull();
    expect(registerKeyAction("ArrowDown", false, -1, 0)).toBeNull();
    open();
    fireEvent.keyDown(screen.getByRole("grid"), { key: "Enter" });
    fireEvent.click(rows()[0]);
    const notes = within(screen.getByTestId("register-entry")).getByLabelText("Notes");
    fireEvent.keyDown(notes, { key: "ArrowDown" });
    fireEvent.keyDown(notes, { key: " " });
    expect(rows().every((r) => r.getAttribute("aria-selected") === "false")).toBe(true);
  });
});

test("a click on a row's cleared mark (its icon) ticks it and does not open the row for editing", () => {
  open();
  const toggle = within(rows()[0]).getByTestId("cleared-toggle");
  state.mutation.mockClear();
  fireEvent.click(toggle.querySelector("svg")!);
  expect(state.mutation).toHaveBeenCalledWith({
    id: "t0",
    cleared: true,
    allowReconciled: undefined,
  });
  expect(screen.queryByTestId("register-entry")).toBeNull();
  // A click elsewhere on the row edits it in place.
  fireEvent.click(within(rows()[0]).getByTestId("cell-notes"));
  expect(screen.getByTestId("register-entry")).toBeTruthy();
});

test("a viewer of the household: rows show their cleared mark, and nothing opens, ticks or selects", () => {
  state.results[0] = { ...state.results[0], cleared: "cleared" } as TransactionView;
  renderWithProviders(
    <EditAccess value={false}>
      <Register />
    </EditAccess>,
    { i18n, route: "/transactions" },
  );
  state.mutation.mockClear();
  expect(screen.queryAllByTestId("cleared-toggle")).toEqual([]);
  expect(within(rows()[0]).getByTestId("cleared-mark").textContent).toBe("Cleared");
  expect(screen.queryByTestId("select-all")).toBeNull();
  expect(screen.queryAllByTestId("select-row")).toEqual([]);
  fireEvent.click(within(rows()[0]).getByTestId("cell-notes"));
  fireEvent.keyDown(rows()[0], { key: "Enter" });
  fireEvent.keyDown(rows()[0], { key: " " });
  fireEvent.keyDown(document.body, { key: "n" });
  expect(screen.queryByTestId("register-entry")).toBeNull();
  expect(rows()[0].getAttribute("aria-selected")).toBeNull();
  expect(state.mutation).not.toHaveBeenCalled();
});

describe("while pages load", () => {
  // A grid holds rows and a row holds cells; a spinner's name needs a role to carry it.
  const ariaProblems = async () => {
    const result = await axe.run(screen.getByTestId("transaction-list"), {
      runOnly: ["aria-required-children", "aria-prohibited-attr", "aria-required-parent"],
    });
    return result.violations.map((v) => v.id);
  };

  test("the first page's spinner stands in a row of the grid, named as a status", async () => {
    state.status = "LoadingFirstPage";
    state.results = [];
    open();
    expect(screen.getByRole("status", { name: "Loading transactions" })).toBeTruthy();
    expect(await ariaProblems()).toEqual([]);
  });

  test("the next page's spinner below the rows does too", async () => {
    state.status = "LoadingMore";
    open();
    expect(await ariaProblems()).toEqual([]);
  });
});

describe("pairing from the row menu", () => {
  const menuOf = (i: number) => within(rows()[i]!).getByRole("button", { name: /^Actions for/ });

  test("a transfer's menu unpairs it (either side's id)", async () => {
    open();
    state.mutation.mockClear();
    fireEvent.click(menuOf(2));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Unpair transfer" }));
    expect(state.mutation).toHaveBeenCalledWith({ id: "t2" });
    expect(screen.queryByRole("menuitem", { name: "Pair as transfer…" })).toBeNull();
  });

  test("an ordinary row's menu offers pairing; a split row's does not", async () => {
    open();
    fireEvent.click(menuOf(0));
    expect(await screen.findByRole("menuitem", { name: "Pair as transfer…" })).toBeTruthy();
    expect(screen.queryByRole("menuitem", { name: "Unpair transfer" })).toBeNull();
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    fireEvent.click(menuOf(1));
    await screen.findAllByRole("menuitem");
    expect(screen.queryByRole("menuitem", { name: "Pair as transfer…" })).toBeNull();
  });
});

test("after a click on a row's cleared mark the arrows still move between rows", () => {
  open();
  const toggle = within(rows()[0]).getByTestId("cleared-toggle");
  toggle.focus();
  fireEvent.focus(toggle);
  fireEvent.click(toggle);
  fireEvent.keyDown(toggle, { key: "ArrowDown" });
  expect(document.activeElement).toBe(rows()[1]);
  fireEvent.keyDown(rows()[1], { key: "ArrowDown" });
  expect(document.activeElement).toBe(rows()[2]);
});

test("who entered a row is its tooltip, not text added to the notes", () => {
  state.results = [row(0, { createdBy: "u-ana" } as Partial<TransactionView>)];
  open();
  expect(rows()[0].getAttribute("title")).toBe("by ana");
  const notes = within(rows()[0]).getByTestId("cell-notes");
  expect(within(notes).getByTestId("transaction-title").textContent).toBe("Row 0");
  // Read by screen readers only, out of the visible notes.
  expect(within(notes).getByTestId("transaction-who").className).toMatch(/srOnly/);
});
