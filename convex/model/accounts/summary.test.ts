import { describe, expect, test } from "vitest";
import { Converter } from "../exchangeRates/convert";
import { summarize } from "./summary";

describe("summarize", () => {
  test("liability types count as liabilities even when positive; rates convert per currency", () => {
    const result = summarize(
      [
        { type: "bank", currency: "EUR", balance: 1_000 },
        { type: "loan", currency: "EUR", balance: -400 },
        { type: "credit_card", currency: "USD", balance: 50 },
      ],
      new Converter("EUR", [{ base: "USD", quote: "EUR", rate: 0.5, source: "reference" }]),
    );
    expect(result).toMatchObject({ assets: 1_000, liabilities: -375, net: 625, complete: true });
  });
  test("no accounts is an empty, complete summary", () => {
    expect(summarize([], new Converter("USD", []))).toMatchObject({
      byCurrency: [],
      net: 0,
      complete: true,
    });
  });
});
