import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { getFunctionName } from "convex/server";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { createTestI18n, renderWithProviders } from "../../test/renderWithProviders";
import transactionsEn from "./locales/en.json";
import TransactionsPage from "./TransactionsPage";

const accounts = [
  {
    _id: "a1",
    _creationTime: 1,
    name: "Checking",
    type: "bank",
    currency: "USD",
    initialBalance: 0,
    balance: 123456,
  },
  {
    _id: "a2",
    _creationTime: 2,
    name: "Savings",
    type: "savings",
    currency: "EUR",
    initialBalance: 0,
    balance: 5000,
  },
];
const rows = [
  {
    _id: "t1",
    _creationTime: 1,
    accountId: "a1",
    date: "2025-03-14",
    kind: "expense",
    amount: -4250,
    currency: "USD",
    category: "food",
    notes: "Groceries",
  },
  {
    _id: "t2",
    _creationTime: 2,
    accountId: "a1",
    date: "2025-03-10",
    kind: "expense",
    amount: -1085,
    currency: "USD",
    category: "travel",
    notes: "Museum",
    original: { amount: -1000, currency: "EUR", rate: 1.085 },
  },
  {
    _id: "t3",
    _creationTime: 3,
    accountId: "a1",
    date: "2025-03-01",
    kind: "transfer",
    amount: -20000,
    currency: "USD",
    category: "other",
    counterpartId: "t4",
    counterpartAccountId: "a2",
  },
];

const mutation = vi.fn();
const state: { results: unknown[]; fail: number; partial: boolean } = {
  results: rows,
  fail: 0,
  partial: false,
};
vi.mock("convex/react", () => ({
  useQuery: (ref: unknown, args: unknown) => {
    const name = getFunctionName(ref as never);
    if (name === "transactions:searchIsPartial") return args === "skip" ? undefined : state.partial;
    return name === "accounts:list" ? accounts : undefined;
  },
  usePaginatedQuery: () => {
    if (state.fail > 0) {
      state.fail -= 1;
      throw new Error("offline");
    }
    return { results: state.results, status: "Exhausted", loadMore: vi.fn(), isLoading: false };
  },
  useMutation: () => mutation,
}));
vi.mock("@mantine/notifications", () => ({ notifications: { show: vi.fn() } }));

const i18n = createTestI18n({ en: { transactions: transactionsEn } });
const open = (route = "/transactions") =>
  renderWithProviders(<TransactionsPage />, { i18n, route });

// jsdom lays nothing out; give elements a size so the virtualized list renders its rows.
Object.defineProperty(HTMLElement.prototype, "clientHeight", {
  configurable: true,
  get: () => 600,
});
Object.defineProperty(HTMLElement.prototype, "clientWidth", { configurable: true, get: () => 720 });

/** A phone: the list and its dialogs (the desktop register has its own tests, register/). */
const phone = (query: string) => ({
  matches: query.includes("max-width: 48em"),
  media: query,
  onchange: null,
  addListener: vi.fn(),
  removeListener: vi.fn(),
  addEventListener: vi.fn(),
  removeEventListener: vi.fn(),
  dispatchEvent: vi.fn(),
});

beforeEach(() => {
  window.matchMedia = vi.fn().mockImplementation(phone);
  state.results = rows;
  state.fail = 0;
  state.partial = false;
  mutation.mockReset();
});

describe("transactions screen", () => {
  test("R28 without a chosen account it asks to select one", () => {
    open();
    expect(screen.getByText("Select an account to see its transactions")).toBeTruthy();
    expect(screen.queryByTestId("transaction-list")).toBeNull();
  });

  test("R29 the account's live balance and its rows: date, amount, currency, category, notes", () => {
    open("/transactions?account=a1");
    expect(within(screen.getByTestId("account-balance")).getByText("$1,234.56")).toBeTruthy();
    const list = screen.getByTestId("transaction-list");
    const [first, second, third] = within(list).getAllByTestId("transaction-row");
    expect(within(first).getByText("Groceries")).toBeTruthy();
    expect(within(first).getByText("Mar 14, 2025 · Food")).toBeTruthy();
    // The sign sits in its own narrow element, right against the figure.
    expect(within(first).getByTestId("transaction-amount").textContent).toBe("-$42.50");
    expect(within(first).getByText("USD")).toBeTruthy();
    expect(within(second).getByText(/entered as -€10\.00 at rate 1\.085/)).toBeTruthy();
    expect(within(third).getByText("Transfer to Savings")).toBeTruthy();
  });

  test("a split row names its split once, and one without payee or notes by its parts", () => {
    const parts = [
      { category: "food", amount: -3000 },
      { category: "shopping", amount: -1000 },
    ];
    const split = { ...rows[0], amount: -4000, splits: parts };
    state.results = [split, { ...split, _id: "t5", notes: undefined }];
    open("/transactions?account=a1");
    const [named, unnamed] = screen.getAllByTestId("transaction-row");
    expect(named.textContent?.split("Split (2)")).toHaveLength(2);
    expect(within(named).getByTestId("transaction-details").textContent).toBe("Mar 14, 2025");
    expect(within(unnamed).getByTestId("transaction-title").textContent).toBe("Food and Shopping");
    expect(unnamed.textContent?.split("Split (2)")).toHaveLength(2);
  });

  test("R30 empty state with an add action", async () => {
    state.results = [];
    open("/transactions?account=a1");
    const empty = screen.getByTestId("transactions-empty");
    expect(within(empty).getByText("No transactions yet")).toBeTruthy();
    fireEvent.click(within(empty).getByRole("button", { name: "Add transaction" }));
    expect(await screen.findByRole("dialog", { name: "Add transaction" })).toBeTruthy();
  });

  test("R30 delete asks for confirmation, says it can be undone (as the toast offers), then deletes", async () => {
    open("/transactions?account=a1");
    const [first] = screen.getAllByTestId("transaction-row");
    fireEvent.click(within(first).getByRole("button", { name: /Actions for Groceries/ }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Delete" }));
    expect(
      await screen.findByText(
        "Are you sure you want to delete this transaction? You can undo this for 30 seconds.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/cannot be undone/)).toBeNull();
    fireEvent.click(screen.getByTestId("confirm-delete"));
    await waitFor(() => expect(mutation).toHaveBeenCalledWith({ ids: ["t1"] }));
  });

  test("a search with more matches than the list shows says so", async () => {
    state.partial = true;
    open("/transactions?account=a1");
    expect(screen.queryByTestId("search-partial")).toBeNull();
    fireEvent.change(screen.getByLabelText("Search payee and notes"), {
      target: { value: "coffee" },
    });
    // The search box waits for typing to pause before it filters.
    const notice = await screen.findByTestId("search-partial", {}, { timeout: 5000 });
    expect(notice.textContent).toBe(
      "Only the 1,000 best matches are listed, by date. Add words to find others.",
    );
  });

  test("R30 a failed load offers Try again, which loads the list afresh", () => {
    state.fail = 2; // React renders twice before giving up on an error in development.
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    open("/transactions?account=a1");
    expect(screen.getByText("Transactions could not be loaded")).toBeTruthy();
    state.fail = 0;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getAllByTestId("transaction-row")).toHaveLength(3);
    spy.mockRestore();
  });

  test("R30 R36 adding an expense sends positive minor units with the chosen category", async () => {
    mutation.mockResolvedValue("t9");
    open("/transactions?account=a1");
    fireEvent.click(screen.getByTestId("add-transaction"));
    const dialog = await screen.findByRole("dialog", { name: "Add transaction" });
    fireEvent.change(within(dialog).getByLabelText(/Amount/), { target: { value: "1,234.5" } });
    fireEvent.change(within(dialog).getByLabelText(/Notes/), { target: { value: "Rent" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(mutation).toHaveBeenCalledWith(
        expect.objectContaining({
          accountId: "a1",
          kind: "expense",
          amount: 123450,
          category: "other",
          notes: "Rent",
          currency: undefined,
        }),
      ),
    );
  });

  test("R30 a bad amount is reported and nothing is sent", async () => {
    open("/transactions?account=a1");
    fireEvent.click(screen.getByTestId("add-transaction"));
    const dialog = await screen.findByRole("dialog", { name: "Add transaction" });
    fireEvent.change(within(dialog).getByLabelText(/Amount/), { target: { value: "12.345" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Please enter a valid amount.")).toBeTruthy();
    expect(mutation).not.toHaveBeenCalled();
  });
});
