import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, test, vi } from "vitest";
import type { AccountView } from "../../../data/accounts";
import type { TransactionView } from "../../../data/transactions";
import { createTestI18n } from "../../../test/renderWithProviders";
import { useLedgerState } from "./useLedgerState";

vi.mock("convex/react", () => ({ useMutation: () => vi.fn() }));

const i18n = createTestI18n({});
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
);
const accounts = [
  { _id: "a1", name: "Checking", currency: "USD" },
  { _id: "a2", name: "Savings", currency: "EUR" },
] as unknown as AccountView[];
const tx = (id: string, accountId: string) =>
  ({ _id: id, accountId, cleared: "uncleared" }) as unknown as TransactionView;

const ledger = () => renderHook(() => useLedgerState(accounts), { wrapper });

describe("useLedgerState (one account and all accounts alike)", () => {
  test("editing a row opens the form for the row's own account", () => {
    const { result } = ledger();
    const row = tx("t1", "a2");
    act(() => result.current.listProps.onEdit(row));
    expect(result.current.form).toEqual({ mode: "edit", account: accounts[1], tx: row });
    act(() => result.current.closeForm());
    expect(result.current.form).toEqual({ mode: "closed" });
    act(() => result.current.openAdd(accounts[0]));
    expect(result.current.form).toEqual({ mode: "add", account: accounts[0] });
  });

  test("rows are picked and unpicked; clearing also drops 'everything matching'", () => {
    const { result } = ledger();
    act(() => result.current.selection.onSelect([tx("t1", "a1"), tx("t2", "a1")], true));
    act(() => result.current.selection.onSelect([tx("t1", "a1")], false));
    expect([...result.current.selection.selected.keys()]).toEqual(["t2"]);
    act(() => result.current.selectAllMatching());
    expect(result.current.allMatching).toBe(true);
    act(() => result.current.clearSelection());
    expect(result.current.selection.selected.size).toBe(0);
    expect(result.current.allMatching).toBe(false);
  });

  test("filters reach the list newest first until changed; account names are by id", () => {
    const { result } = ledger();
    expect(result.current.listProps).toMatchObject({ filters: { order: "desc" }, filtered: false });
    expect(result.current.listProps.accountNames.get("a2")).toBe("Savings");
    act(() => result.current.onFilters({ order: "asc", notes: "rent" }, true));
    expect(result.current.listProps).toMatchObject({
      filters: { order: "asc", notes: "rent" },
      filtered: true,
    });
    expect(result.current.filters).toEqual({ order: "asc", notes: "rent" });
  });
});
