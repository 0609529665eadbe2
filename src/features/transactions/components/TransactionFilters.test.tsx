import { act } from "@testing-library/react";
import { useCallback, useState } from "react";
import { describe, expect, test, vi } from "vitest";
import type { ListFilters } from "../../../data/transactions";
import { createTestI18n, renderWithProviders } from "../../../test/renderWithProviders";
import transactionsEn from "../locales/en.json";
import { TransactionFilters } from "./TransactionFilters";

vi.mock("convex/react", () => ({ useQuery: () => undefined }));

const i18n = createTestI18n({ en: { transactions: transactionsEn } });
/** Far more reports than a settled screen makes; a render loop reaches it at once. */
const LOOP = 50;

/**
 * Like the all-accounts ledger: keeps the reported filters in state and passes a new
 * `acrossAccounts` object on every render. Stops storing after LOOP reports so a loop ends.
 */
function Ledger({ reports }: { reports: ListFilters[] }) {
  const [, setFilters] = useState<ListFilters | null>(null);
  const onChange = useCallback(
    (value: ListFilters) => {
      reports.push(value);
      if (reports.length < LOOP) setFilters(value);
    },
    [reports],
  );
  return (
    <TransactionFilters
      currency="USD"
      acrossAccounts={{ mixed: false }}
      onChange={onChange}
      desktop={false}
    />
  );
}

describe("transaction filters", () => {
  test("across accounts, the filters are reported once, not again on every render of the ledger", async () => {
    const reports: ListFilters[] = [];
    renderWithProviders(<Ledger reports={reports} />, { i18n });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(reports.length).toBeLessThan(3);
    expect(reports[0]).toEqual(expect.objectContaining({ order: "desc", amountCurrency: "USD" }));
  });
});
