import { useMutation, useQuery } from "convex/react";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";

/** The account's cleared balance on `statementDate`, live; skipped while there is no date. */
export function useClearedBalance(accountId: Id<"accounts">, statementDate: string | null) {
  return useQuery(
    api.reconciliation.summary,
    statementDate === null ? "skip" : { accountId, statementDate },
  );
}

export function useReconciliationMutations() {
  return {
    setCleared: useMutation(api.reconciliation.setCleared),
    setClearedMany: useMutation(api.reconciliation.setClearedMany),
    finish: useMutation(api.reconciliation.finish),
  };
}
