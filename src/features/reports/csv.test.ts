import { describe, expect, test } from "vitest";
import {
  cashFlowCsv,
  csvFileName,
  incomeExpensesCsv,
  netWorthCsv,
  spendingCsv,
  toCsv,
} from "./csv";
import { toDecimalString } from "../../../convex/shared/money";
import de from "./locales/de.json";
import en from "./locales/en.json";

const label = (columns: Record<string, string>) => (key: string) => columns[key];

describe("R31 reports: CSV export", () => {
  test("R31 reports: amounts are exact decimals in major units", () => {
    expect(toDecimalString(123456, "USD")).toBe("1234.56");
    expect(toDecimalString(-5, "EUR")).toBe("-0.05");
    expect(toDecimalString(0, "EUR")).toBe("0.00");
    expect(toDecimalString(100, "GBP")).toBe("1.00");
    expect(toDecimalString(1234, "JPY")).toBe("1234");
    expect(toDecimalString(900_719_925_474_099, "USD")).toBe("9007199254740.99");
  });

  test("R31 reports: spending by category has a translated header and one row per category", () => {
    const table = spendingCsv(
      {
        displayCurrency: "EUR",
        categories: [
          { category: "housing", amount: 120000, share: 0.75 },
          { category: "food", amount: 40000, share: 0.25 },
        ],
      },
      label(de.columns),
      (c) => de.categories[c],
    );
    expect(toCsv(table)).toBe(
      [
        "Kategorie,Betrag,Währung,Anteil (%)",
        "Wohnen,1200.00,EUR,75.0",
        "Lebensmittel,400.00,EUR,25.0",
      ].join("\r\n"),
    );
  });

  test("R31 reports: commas and quotes in names are quoted, not split", () => {
    const table = spendingCsv(
      {
        displayCurrency: "USD",
        categories: [{ category: "gifts_donations", amount: 1999, share: 1 }],
      },
      label(en.columns),
      () => 'Gifts, "big" ones',
    );
    expect(toCsv(table).split("\r\n")[1]).toBe('"Gifts, ""big"" ones",19.99,USD,100.0');
  });

  test("R31 reports: monthly reports export month keys and signed amounts", () => {
    const months = [
      { month: "2024-01", income: 500000, expense: 320050, net: 179950, cumulative: 179950 },
      { month: "2024-02", income: 0, expense: 20000, net: -20000, cumulative: 159950 },
    ];
    const columns = label(en.columns);
    expect(toCsv(incomeExpensesCsv({ displayCurrency: "USD", months }, columns))).toBe(
      [
        "Month,Income,Expenses,Net,Currency",
        "2024-01,5000.00,3200.50,1799.50,USD",
        "2024-02,0.00,200.00,-200.00,USD",
      ].join("\r\n"),
    );
    expect(toCsv(cashFlowCsv({ displayCurrency: "USD", months }, columns)).split("\r\n")).toEqual([
      "Month,Net,Running total,Currency",
      "2024-01,1799.50,1799.50,USD",
      "2024-02,-200.00,1599.50,USD",
    ]);
    const points = [{ month: "2024-01", assets: 1000000, liabilities: -250000, netWorth: 750000 }];
    expect(toCsv(netWorthCsv({ displayCurrency: "JPY", points }, columns))).toBe(
      "Month,Assets,Liabilities,Net worth,Currency\r\n2024-01,1000000,-250000,750000,JPY",
    );
  });

  test("R31 reports: file names name the report and the months", () => {
    expect(csvFileName("spending-by-category", "2024-01", "2024-12")).toBe(
      "spending-by-category-2024-01_2024-12.csv",
    );
  });
});
