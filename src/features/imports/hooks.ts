import { useConvex, useMutation, useQuery } from "convex/react";
import { useCallback } from "react";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import type { Category } from "../../../convex/shared/domain";
import { MATCH_BATCH, matchKey } from "../../../convex/shared/importing";
import { useToday } from "../../lib/today";
import type { ExistingMatches } from "./preview";
import { questionsFor } from "./preview";
import type { StatementRow } from "./parse/types";

export { useErrorMessage } from "../../lib/errors";

export function useImportAccounts() {
  const today = useToday();
  return useQuery(api.accounts.list, { today });
}

export function useImports(accountId: Id<"accounts"> | null) {
  return useQuery(api.imports.list, accountId ? { accountId } : "skip");
}

export function useSavedMapping(accountId: Id<"accounts"> | null) {
  return useQuery(api.imports.mapping, accountId ? { accountId } : "skip");
}

export function useImportMutations() {
  return {
    start: useMutation(api.imports.start),
    addChunk: useMutation(api.imports.addChunk),
    finish: useMutation(api.imports.finish),
    undo: useMutation(api.imports.undo),
    createAccount: useMutation(api.accounts.create),
  };
}

/** Asks the server, in batches, which rows the account already holds (for the preview). */
export function useExistingMatches() {
  const convex = useConvex();
  return useCallback(
    async (accountId: Id<"accounts">, rows: readonly StatementRow[]): Promise<ExistingMatches> => {
      const { keys, fitIds, payees } = questionsFor(rows);
      const counts = new Map<string, number>();
      const importedFitIds = new Set<string>();
      const payeeCategories = new Map<string, Category>();
      const batches = Math.max(
        Math.ceil(keys.length / MATCH_BATCH),
        Math.ceil(fitIds.length / MATCH_BATCH),
        Math.ceil(payees.length / MATCH_BATCH),
      );
      for (let i = 0; i < batches; i++) {
        const slice = <T>(list: T[]) => list.slice(i * MATCH_BATCH, (i + 1) * MATCH_BATCH);
        const batch = { keys: slice(keys), fitIds: slice(fitIds), payees: slice(payees) };
        const answer = await convex.query(api.imports.matches, { accountId, ...batch });
        batch.keys.forEach((key, j) => counts.set(matchKey(key), answer.counts[j]));
        answer.importedFitIds.forEach((id) => importedFitIds.add(id));
        batch.payees.forEach((payee, j) => {
          const category = answer.categories[j];
          if (category) payeeCategories.set(payee, category);
        });
      }
      return { counts, importedFitIds, payeeCategories };
    },
    [convex],
  );
}
