import { describe, expect, it } from "vitest";
import { matchKey } from "../../../convex/shared/importing";
import { categoryOfFileText, fileCategoryMatcher } from "./categoryNames";
import {
  buildPreview,
  countPreview,
  questionsFor,
  unmatchedCategories,
  withTicks,
  type ExistingMatches,
} from "./preview";
import type { StatementRow } from "./parse/types";

const row = (line: number, over: Partial<StatementRow> = {}): StatementRow => ({
  line,
  date: "2026-10-13",
  amount: -350,
  payee: "Coffee",
  notes: "",
  category: "",
  ...over,
});

const none: ExistingMatches = {
  counts: new Map(),
  importedFitIds: new Set(),
  payeeCategories: new Map(),
};

describe("import preview", () => {
  it("N identical rows are N new rows with distinct keys", () => {
    const preview = buildPreview([row(1), row(2), row(3)], none, () => null);
    expect(preview.map((r) => r.status)).toEqual(["new", "new", "new"]);
    expect(new Set(preview.map((r) => r.key)).size).toBe(3);
  });

  it("flags as many occurrences as the account already holds, and unticks them", () => {
    const counts = new Map([[matchKey({ date: "2026-10-13", amount: -350, payee: "coffee " }), 2]]);
    const preview = buildPreview([row(1), row(2), row(3)], { ...none, counts }, () => null);
    expect(preview.map((r) => [r.status, r.selected])).toEqual([
      ["duplicate", false],
      ["duplicate", false],
      ["new", true],
    ]);
    expect(countPreview(preview)).toMatchObject({ fresh: 1, duplicates: 2, selected: 1 });
  });

  it("OFX rows match on FITID only; problems and zero amounts are shown, never ticked", () => {
    const rows = [
      row(1, { fitId: "A" }),
      row(2, { fitId: "B" }),
      row(3, { amount: null, problem: "INVALID_AMOUNT" }),
      row(4, { amount: 0 }),
    ];
    const preview = buildPreview(rows, { ...none, importedFitIds: new Set(["A"]) }, () => null);
    expect(preview.map((r) => [r.status, r.problem, r.selected])).toEqual([
      ["duplicate", undefined, false],
      ["new", undefined, true],
      ["problem", "INVALID_AMOUNT", false],
      ["problem", "ZERO_AMOUNT", false],
    ]);
    expect(questionsFor(rows)).toEqual({ keys: [], fitIds: ["A", "B"], payees: ["Coffee"] });
  });

  it("categories: the file's own (in any language), else the payee's usual one, else other", () => {
    const payeeCategories = new Map([["REWE", "food" as const]]);
    const rows = [
      row(1, { category: "Wohnen" }),
      row(2, { category: "Food:Restaurants" }),
      row(3, { payee: "REWE" }),
      row(4, { payee: "Unknown", category: "Misc" }),
    ];
    const preview = buildPreview(rows, { ...none, payeeCategories }, categoryOfFileText);
    expect(preview.map((r) => r.category)).toEqual(["housing", "food", "food", "other"]);
    expect(categoryOfFileText("住房")).not.toBeNull();
  });

  it("categories: the user's own by name first, whole or as the child of Parent:Child", () => {
    const categoryOf = fileCategoryMatcher([
      { _id: "pets1", name: "Pets" },
      { _id: "school1", name: "School fees" },
      { _id: "food1", name: "Food" },
    ]);
    const rows = [
      row(1, { category: "pets" }),
      row(2, { category: "Kids:School Fees" }),
      row(3, { category: "Food" }),
      row(4, { category: "Wohnen" }),
      row(5, { category: "Aquarium" }),
    ];
    const preview = buildPreview(rows, none, categoryOf);
    // Their own "Food" wins over the built-in one of the same name: it is the one they made.
    expect(preview.map((r) => r.category)).toEqual([
      "pets1",
      "school1",
      "food1",
      "housing",
      "other",
    ]);
    expect(preview.map((r) => r.fileCategory)).toEqual([true, true, true, true, false]);
  });

  it("categories: common synonyms in any language; what matches nothing is named, never dropped", () => {
    const rows = [
      row(1, { category: "Groceries" }),
      row(2, { category: "Miete" }),
      row(3, { category: "食費" }),
      row(4, { category: "Aquarium" }),
      row(5, { category: "aquarium" }),
      row(6, { category: "Kids:Allowance" }),
      row(7, { payee: "Nobody" }),
    ];
    const preview = buildPreview(rows, none, fileCategoryMatcher([]));
    expect(preview.map((r) => r.category)).toEqual([
      "food",
      "housing",
      "food",
      "other",
      "other",
      "other",
      "other",
    ]);
    expect(unmatchedCategories(preview)).toEqual(["Aquarium", "Kids:Allowance"]);
    // Only the rows whose "other" nothing chose are marked as a default (rule suggestions).
    expect(preview.map((r) => r.categoryDefaulted)).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
      true,
    ]);
  });

  it("the user's ticks outlive a row turning duplicate and back (an import undone meanwhile)", () => {
    const rows = [row(1), row(2, { payee: "Bus" }), row(3, { date: null })];
    const counts = new Map([[matchKey({ date: "2026-10-13", amount: -350, payee: "Coffee" }), 1]]);
    const ticks = new Map([
      [1, false],
      [2, true],
    ]);
    const before = withTicks(
      buildPreview(rows, { ...none, counts }, () => null),
      ticks,
    );
    expect(before.map((r) => [r.status, r.selected])).toEqual([
      ["duplicate", false],
      ["new", false],
      ["problem", false],
    ]);
    const after = withTicks(
      buildPreview(rows, none, () => null),
      ticks,
    );
    expect(after.map((r) => [r.status, r.selected])).toEqual([
      ["new", true],
      ["new", false],
      ["problem", false],
    ]);
  });
});
