import { useMutation, useQuery } from "convex/react";
import { api } from "../../convex/_generated/api";

/** Whether the user has accounts yet, and whether sample data is there to remove; live. */
export function useSampleStatus() {
  return useQuery(api.sampleData.status, {});
}

export function useSampleMutations() {
  return {
    create: useMutation(api.sampleData.create),
    remove: useMutation(api.sampleData.remove),
  };
}
