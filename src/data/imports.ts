import { useConvex, useMutation, useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { useEffect, useMemo, useState } from "react";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import type { CategoryKey } from "../../convex/shared/domain";
import { MATCH_BATCH, matchKey } from "../../convex/shared/importing";
import { useAccounts } from "./accounts";

/** The account's imports, newest first, live. */
export function useImports(accountId: Id<"accounts"> | null) {
  return useQuery(api.imports.list, accountId ? { accountId } : "skip");
}

/** The CSV mapping used last time for the account (null: none yet; undefined: loading). */
export function useSavedMapping(accountId: Id<"accounts"> | null) {
  return useQuery(api.imports.mapping, accountId ? { accountId } : "skip");
}

export function useImportMutations() {
  return {
    start: useMutation(api.imports.start),
    addChunk: useMutation(api.imports.addChunk),
    finish: useMutation(api.imports.finish),
    undo: useMutation(api.imports.undo),
  };
}

export interface MatchQuestions {
  keys: { date: string; amount: number; payee?: string }[];
  fitIds: string[];
  payees: string[];
}

type MatchResult = FunctionReturnType<typeof api.imports.matches>;

export interface MatchAnswers {
  /** Per match key: transactions already in the account. */
  counts: Map<string, number>;
  importedFitIds: Set<string>;
  /** Per payee as written: the category the user usually gives it. */
  payeeCategories: Map<string, CategoryKey>;
}

/**
 * Which statement rows the account already holds, asked in batches. The answer follows the
 * account: when its balance or its imports change (an import undone, a row typed in another
 * tab) the batches are asked again. One-shot reads, not a live subscription per batch: a
 * statement of thousands of rows is dozens of batches, and the client would serialise every
 * batch's arguments again on each answer that arrived (hundreds of milliseconds of main
 * thread for a 10,000-row file). Undefined while loading, or when there is no account or
 * nothing to ask.
 */
export function useImportMatches(
  accountId: Id<"accounts"> | null,
  questions: MatchQuestions | null,
): MatchAnswers | undefined {
  const convex = useConvex();
  const batches = useMemo(() => {
    if (!accountId || !questions) return [];
    const { keys, fitIds, payees } = questions;
    const count = Math.ceil(Math.max(keys.length, fitIds.length, payees.length) / MATCH_BATCH);
    return Array.from({ length: count }, (_, i) => {
      const slice = <T>(list: T[]) => list.slice(i * MATCH_BATCH, (i + 1) * MATCH_BATCH);
      return { accountId, keys: slice(keys), fitIds: slice(fitIds), payees: slice(payees) };
    });
  }, [accountId, questions]);
  const version = useAccountVersion(accountId);
  const [answered, setAnswered] = useState<{
    batches: typeof batches;
    version: string;
    result: MatchAnswers | Error;
  } | null>(null);
  useEffect(() => {
    if (batches.length === 0 || version === undefined) return;
    let live = true;
    Promise.all(batches.map((args) => convex.query(api.imports.matches, args))).then(
      (results) => live && setAnswered({ batches, version, result: combine(batches, results) }),
      (error: unknown) =>
        live && setAnswered({ batches, version, result: error instanceof Error ? error : Error() }),
    );
    return () => {
      live = false;
    };
  }, [convex, batches, version]);
  if (!accountId || !questions) return undefined;
  // A newer question or account state is being asked: the older answer is not shown.
  if (answered === null || answered.batches !== batches) return undefined;
  if (answered.result instanceof Error) throw answered.result;
  return answered.result;
}

/** Changes whenever rows come into or leave the account: its balances and its imports. */
function useAccountVersion(accountId: Id<"accounts"> | null): string | undefined {
  const accounts = useAccounts();
  const imports = useImports(accountId);
  if (!accountId || accounts === undefined || imports === undefined) return undefined;
  const account = accounts.find((a) => a._id === accountId);
  const rows = imports.map((r) => `${r._id}:${r.status}:${r.added}:${r.kept ?? 0}`);
  return [account?.balance, account?.clearedTotal, ...rows].join("|");
}

function combine(batches: MatchQuestions[], results: MatchResult[]): MatchAnswers {
  const answers: MatchAnswers = {
    counts: new Map(),
    importedFitIds: new Set(),
    payeeCategories: new Map(),
  };
  for (const [i, batch] of batches.entries()) {
    const answer = results[i];
    batch.keys.forEach((key, j) => answers.counts.set(matchKey(key), answer.counts[j]));
    answer.importedFitIds.forEach((id) => answers.importedFitIds.add(id));
    batch.payees.forEach((payee, j) => {
      const category = answer.categories[j];
      if (category) answers.payeeCategories.set(payee, category);
    });
  }
  return answers;
}
