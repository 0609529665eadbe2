import { useMutation } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { api } from "../../convex/_generated/api";
import { BULK_MAX } from "../../convex/shared/validation";

/** Transactions per call; the server refuses more. */
export const BULK_BATCH = BULK_MAX;

export type BulkResult = FunctionReturnType<typeof api.bulk.remove>;
export type UndoId = BulkResult["undoId"];

export function useBulkMutations() {
  return {
    recategorize: useMutation(api.bulk.recategorize),
    remove: useMutation(api.bulk.remove),
    undo: useMutation(api.bulk.undo),
    recategorizeMatching: useMutation(api.bulk.recategorizeMatching),
    removeMatching: useMutation(api.bulk.removeMatching),
    edit: useMutation(api.bulk.edit),
    editMatching: useMutation(api.bulk.editMatching),
  };
}
