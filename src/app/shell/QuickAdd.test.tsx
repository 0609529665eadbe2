import { fireEvent, screen, waitFor } from "@testing-library/react";
import { getFunctionName } from "convex/server";
import { Route, Routes, useLocation } from "react-router-dom";
import { beforeEach, describe, expect, test, vi } from "vitest";
import transactionsEn from "../../features/transactions/locales/en.json";
import TransactionsPage from "../../features/transactions/TransactionsPage";
import { LAST_LEDGER_KEY } from "../../lib/lastLedger";
import { createTestI18n, renderWithProviders } from "../../test/renderWithProviders";
import { QuickAdd } from "./QuickAdd";

const account = (id: string, name: string, currency: string, balance: number) => ({
  _id: id,
  _creationTime: 1,
  name,
  type: "bank",
  currency,
  initialBalance: 0,
  balance,
});
const accounts = [account("a1", "Checking", "USD", 123456), account("a2", "Savings", "EUR", 5000)];

vi.mock("convex/react", () => ({
  useQuery: (ref: unknown) =>
    getFunctionName(ref as never) === "accounts:list" ? accounts : undefined,
  usePaginatedQuery: () => ({
    results: [],
    status: "Exhausted",
    loadMore: vi.fn(),
    isLoading: false,
  }),
  useMutation: () => vi.fn(),
}));

const i18n = createTestI18n({ en: { transactions: transactionsEn } });

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

/** The header's quick add beside the routes, as the shell draws them (a desktop screen). */
const open = (route: string) =>
  renderWithProviders(
    <>
      <QuickAdd />
      <Routes>
        <Route path="/transactions" element={<TransactionsPage />} />
        <Route path="*" element={<p>home</p>} />
      </Routes>
      <Where />
    </>,
    { i18n, route },
  );

const pressN = () => fireEvent.keyDown(document.body, { key: "n", code: "KeyN" });

beforeEach(() => window.localStorage.clear());

describe("the n key", () => {
  test("on the register it opens the register's own entry row, once, where the user is", async () => {
    open("/transactions?account=a1");
    await screen.findByTestId("transaction-list");
    // Another tab opened the other account since: the quick add would go there.
    window.localStorage.setItem(LAST_LEDGER_KEY, "a2");
    pressN();
    await waitFor(() => expect(screen.getAllByTestId("register-entry")).toHaveLength(1));
    expect(screen.getByTestId("where").textContent).toBe("/transactions?account=a1");
    expect(screen.getByTestId("account-balance").textContent).toBe("$1,234.56");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  test("elsewhere it is the quick add: the last ledger opens with its entry row", async () => {
    window.localStorage.setItem(LAST_LEDGER_KEY, "a2");
    open("/");
    pressN();
    await waitFor(() => expect(screen.getAllByTestId("register-entry")).toHaveLength(1));
    expect(screen.getByTestId("where").textContent).toBe("/transactions?account=a2");
    expect(screen.getByTestId("account-balance").textContent).toBe("€50.00");
  });
});
