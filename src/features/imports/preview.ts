/**
 * The preview of an import: each statement row with its status (new, duplicate, problem), the
 * category it will get and whether it is ticked. Duplicates follow the server's counts: the
 * first k occurrences of a (date, amount, payee) key are duplicates when the account already
 * holds k such transactions, so N identical lines import N and a re-import imports nothing.
 */
import type { CategoryKey } from "../../../convex/shared/domain";
import { importKeyOf, matchKey } from "../../../convex/shared/importing";
import type { RowProblem, StatementRow } from "./parse/types";

export type PreviewStatus = "new" | "duplicate" | "problem";

export interface PreviewRow extends StatementRow {
  status: PreviewStatus;
  problem?: RowProblem;
  /** importKeyOf(row, occurrence); empty for rows with a problem. */
  key: string;
  category: CategoryKey;
  /** The category the file itself named, when it matched one of ours. */
  fileCategory: boolean;
  /** The file named a category that matches none of ours (offered to create in the preview). */
  unmatchedCategory?: string;
  /** Neither the file nor the payee's history gave a category: "other" is only the default. */
  categoryDefaulted: boolean;
  selected: boolean;
}

export interface ExistingMatches {
  /** Per match key: transactions already in the account. */
  counts: ReadonlyMap<string, number>;
  importedFitIds: ReadonlySet<string>;
  /** Per payee as written: the category the user usually gives it. */
  payeeCategories: ReadonlyMap<string, CategoryKey>;
}

type Parsed = StatementRow & { date: string; amount: number };

const isParsed = (row: StatementRow): row is Parsed =>
  row.problem === undefined && row.date !== null && row.amount !== null && row.amount !== 0;

/** The distinct keys, FITIDs and payees the server is asked about. */
export function questionsFor(rows: readonly StatementRow[]) {
  const keys = new Map<string, { date: string; amount: number; payee?: string }>();
  const fitIds = new Set<string>();
  const payees = new Set<string>();
  for (const row of rows.filter(isParsed)) {
    if (row.fitId) fitIds.add(row.fitId);
    else keys.set(matchKey(row), { date: row.date, amount: row.amount, payee: row.payee });
    if (row.payee.trim()) payees.add(row.payee.trim());
  }
  return { keys: [...keys.values()], fitIds: [...fitIds], payees: [...payees] };
}

export function buildPreview(
  rows: readonly StatementRow[],
  existing: ExistingMatches,
  categoryOfFileText: (text: string) => CategoryKey | null,
): PreviewRow[] {
  const occurrences = new Map<string, number>();
  return rows.map((row): PreviewRow => {
    const fileText = row.category?.trim() ?? "";
    const fromFile = fileText ? categoryOfFileText(fileText) : null;
    const usual = existing.payeeCategories.get(row.payee.trim());
    const category = fromFile ?? usual ?? "other";
    const base = {
      ...row,
      category,
      fileCategory: fromFile !== null,
      ...(fileText && fromFile === null ? { unmatchedCategory: fileText } : {}),
      categoryDefaulted: fromFile === null && usual === undefined,
    };
    if (row.problem || row.date === null || row.amount === null) {
      return {
        ...base,
        status: "problem",
        problem: row.problem ?? "INVALID_AMOUNT",
        key: "",
        selected: false,
      };
    }
    if (row.amount === 0) {
      return { ...base, status: "problem", problem: "ZERO_AMOUNT", key: "", selected: false };
    }
    const parsed = row as Parsed;
    if (parsed.fitId) {
      const duplicate = existing.importedFitIds.has(parsed.fitId);
      return {
        ...base,
        status: duplicate ? "duplicate" : "new",
        key: importKeyOf(parsed, 0),
        selected: !duplicate,
      };
    }
    const match = matchKey(parsed);
    const occurrence = occurrences.get(match) ?? 0;
    occurrences.set(match, occurrence + 1);
    const duplicate = occurrence < (existing.counts.get(match) ?? 0);
    return {
      ...base,
      status: duplicate ? "duplicate" : "new",
      key: importKeyOf(parsed, occurrence),
      selected: !duplicate,
    };
  });
}

/**
 * The rows with the user's own ticks (by index) over the default ticks. The ticks outlive a
 * change of status (a row the user unticked stays unticked when it turns duplicate and back);
 * a row that cannot be read is never ticked.
 */
export function withTicks(
  rows: readonly PreviewRow[],
  ticks: ReadonlyMap<number, boolean>,
): PreviewRow[] {
  return rows.map((row, i) => {
    const selected = row.status !== "problem" && (ticks.get(i) ?? row.selected);
    return selected === row.selected ? row : { ...row, selected };
  });
}

export interface PreviewCounts {
  total: number;
  fresh: number;
  duplicates: number;
  problems: number;
  selected: number;
}

export function countPreview(rows: readonly PreviewRow[]): PreviewCounts {
  const counts = { total: rows.length, fresh: 0, duplicates: 0, problems: 0, selected: 0 };
  for (const row of rows) {
    if (row.status === "new") counts.fresh++;
    else if (row.status === "duplicate") counts.duplicates++;
    else counts.problems++;
    if (row.selected) counts.selected++;
  }
  return counts;
}

/** The file's category names that match none of the user's, each once, in file order. */
export function unmatchedCategories(rows: readonly PreviewRow[]): string[] {
  const seen = new Map<string, string>();
  for (const row of rows) {
    const name = row.unmatchedCategory;
    if (name !== undefined && !seen.has(name.toLocaleLowerCase()))
      seen.set(name.toLocaleLowerCase(), name);
  }
  return [...seen.values()];
}
