import { describe, expect, test } from "vitest";
import type { ExportFile } from "../../../../convex/shared/portability";
import { CSV_COLUMNS, transactionsCsv } from "./transactionsCsv";

const file: ExportFile = {
  format: "personal-finance-advisor",
  version: 1,
  exportedAt: "2025-03-01T10:00:00.000Z",
  profile: {},
  tables: {
    accounts: [{ _id: "a1", name: "Girokonto", currency: "EUR" }],
    categories: [{ _id: "c1", name: "Hund" }],
    transactions: [
      {
        _id: "t1",
        accountId: "a1",
        date: "2025-02-01",
        amount: -132975,
        kind: "expense",
        category: "housing",
      },
      {
        _id: "t2",
        accountId: "a1",
        date: "2025-02-02",
        amount: -1500,
        kind: "expense",
        category: "c1",
      },
      {
        _id: "t3",
        accountId: "a1",
        date: "2025-02-03",
        amount: 250000,
        kind: "income",
        category: "income",
      },
    ],
  },
};

const german = {
  category: (key: string) => ({ housing: "Wohnen", income: "Einkommen" })[key] ?? `?${key}`,
  kind: (kind: string) =>
    ({ expense: "Ausgabe", income: "Einnahme", transfer: "Umbuchung" })[kind]!,
};

describe("transactions CSV", () => {
  test("type and category are words in the user's language, own categories as named", () => {
    const lines = transactionsCsv(file, [...CSV_COLUMNS], german).split("\r\n");
    expect(lines[1]).toBe("2025-02-01,Girokonto,EUR,-1329.75,Ausgabe,Wohnen,,,");
    expect(lines[2]).toBe("2025-02-02,Girokonto,EUR,-15.00,Ausgabe,Hund,,,");
    expect(lines[3]).toBe("2025-02-03,Girokonto,EUR,2500.00,Einnahme,Einkommen,,,");
    expect(lines.join("\n")).not.toMatch(/housing|expense|income/u);
  });
});
