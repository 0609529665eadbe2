import { useConvex, useMutation, useQuery } from "convex/react";
import { useCallback } from "react";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import type { CategoryKey } from "../../convex/shared/domain";
import { MATCH_BATCH, matchKey } from "../../convex/shared/importing";

export type ImportRecord = NonNullable<ReturnType<typeof useImports>>[number];

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

export interface MatchAnswers {
  /** Per match key: transactions already in the account. */
  counts: Map<string, number>;
  importedFitIds: Set<string>;
  /** Per payee as written: the category the user usually gives it. */
  payeeCategories: Map<string, CategoryKey>;
}

/** Asks the server, in batches, which statement rows the account already holds. */
export function useImportMatches() {
  const convex = useConvex();
  return useCallback(
    async (
      accountId: Id<"accounts">,
      { keys, fitIds, payees }: MatchQuestions,
    ): Promise<MatchAnswers> => {
      const answers: MatchAnswers = {
        counts: new Map(),
        importedFitIds: new Set(),
        payeeCategories: new Map(),
      };
      const batches = Math.max(keys.length, fitIds.length, payees.length) / MATCH_BATCH;
      for (let i = 0; i < batches; i++) {
        const slice = <T>(list: T[]) => list.slice(i * MATCH_BATCH, (i + 1) * MATCH_BATCH);
        const batch = { keys: slice(keys), fitIds: slice(fitIds), payees: slice(payees) };
        const answer = await convex.query(api.imports.matches, { accountId, ...batch });
        batch.keys.forEach((key, j) => answers.counts.set(matchKey(key), answer.counts[j]));
        answer.importedFitIds.forEach((id) => answers.importedFitIds.add(id));
        batch.payees.forEach((payee, j) => {
          const category = answer.categories[j];
          if (category) answers.payeeCategories.set(payee, category);
        });
      }
      return answers;
    },
    [convex],
  );
}
