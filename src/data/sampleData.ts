import { useConvex, useMutation, useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { api } from "../../convex/_generated/api";

export type SamplePreview = FunctionReturnType<typeof api.sampleData.preview>;

/**
 * Whether the user has accounts yet, and whether sample data is there to remove; live.
 * `signedIn: false` skips the query (a guest has neither).
 */
export function useSampleStatus(signedIn = true) {
  return useQuery(api.sampleData.status, signedIn ? {} : "skip");
}

export function useSampleMutations() {
  const convex = useConvex();
  return {
    create: useMutation(api.sampleData.create),
    remove: useMutation(api.sampleData.remove),
    /** What a removal would take, read once when the confirmation opens. */
    preview: () => convex.query(api.sampleData.preview, {}),
  };
}
