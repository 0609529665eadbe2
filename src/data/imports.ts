import { useMutation, useQueries, useQuery, type RequestForQueries } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { useMemo } from "react";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import type { CategoryKey } from "../../convex/shared/domain";
import { MATCH_BATCH, matchKey } from "../../convex/shared/importing";

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
 * Which statement rows the account already holds, asked in batches and kept live: when
 * transactions come or go (an import undone, a row typed in another tab) the answer follows.
 * Undefined while loading, or when there is no account or nothing to ask.
 */
export function useImportMatches(
  accountId: Id<"accounts"> | null,
  questions: MatchQuestions | null,
): MatchAnswers | undefined {
  const batches = useMemo(() => {
    if (!accountId || !questions) return [];
    const { keys, fitIds, payees } = questions;
    const count = Math.ceil(Math.max(keys.length, fitIds.length, payees.length) / MATCH_BATCH);
    return Array.from({ length: count }, (_, i) => {
      const slice = <T>(list: T[]) => list.slice(i * MATCH_BATCH, (i + 1) * MATCH_BATCH);
      return { accountId, keys: slice(keys), fitIds: slice(fitIds), payees: slice(payees) };
    });
  }, [accountId, questions]);
  const requests = useMemo(
    () =>
      Object.fromEntries(
        batches.map((args, i) => [String(i), { query: api.imports.matches, args }]),
      ) as RequestForQueries,
    [batches],
  );
  const results = useQueries(requests);
  return useMemo(() => {
    if (!accountId || !questions) return undefined;
    const answers: MatchAnswers = {
      counts: new Map(),
      importedFitIds: new Set(),
      payeeCategories: new Map(),
    };
    for (const [i, batch] of batches.entries()) {
      const answer = results[String(i)] as MatchResult | Error | undefined;
      if (answer instanceof Error) throw answer;
      if (answer === undefined) return undefined;
      batch.keys.forEach((key, j) => answers.counts.set(matchKey(key), answer.counts[j]));
      answer.importedFitIds.forEach((id) => answers.importedFitIds.add(id));
      batch.payees.forEach((payee, j) => {
        const category = answer.categories[j];
        if (category) answers.payeeCategories.set(payee, category);
      });
    }
    return answers;
  }, [accountId, questions, batches, results]);
}
