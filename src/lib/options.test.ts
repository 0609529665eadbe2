import { describe, expect, test } from "vitest";
import { accountOptions, optionsOf } from "./options";

describe("optionsOf", () => {
  test("keeps the keys' order, each key its value and its own label", () => {
    expect(optionsOf(["payee", "notes"] as const, (k) => k.toUpperCase())).toEqual([
      { value: "payee", label: "PAYEE" },
      { value: "notes", label: "NOTES" },
    ]);
  });
});

describe("accountOptions", () => {
  const accounts = [
    { _id: "a1", name: "Checking", currency: "EUR" },
    { _id: "a2", name: "Card", currency: "USD" },
  ];
  test("names each account, with its currency when asked", () => {
    expect(accountOptions(accounts)).toEqual([
      { value: "a1", label: "Checking" },
      { value: "a2", label: "Card" },
    ]);
    expect(accountOptions(accounts, { withCurrency: true })[1]).toEqual({
      value: "a2",
      label: "Card (USD)",
    });
  });
});
