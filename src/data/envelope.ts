import { useMutation, useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { api } from "../../convex/_generated/api";
import { useToday } from "../lib/today";

export type EnvelopeMonth = FunctionReturnType<typeof api.budgets.envelope>;
export type EnvelopeDetail = EnvelopeMonth["details"][number];
export type EnvelopeGroupView = EnvelopeMonth["groups"][number];

/** The envelope budget of one month ("YYYY-MM"), live in every tab. */
export function useEnvelope(month: string) {
  const today = useToday();
  return useQuery(api.budgets.envelope, { month, today });
}

export function useEnvelopeMutations() {
  return {
    assign: useMutation(api.budgets.assign),
    assignMany: useMutation(api.budgets.assignMany),
    move: useMutation(api.budgets.move),
    moveReady: useMutation(api.budgets.moveReady),
    quickAssign: useMutation(api.budgets.quickAssign),
    setOptions: useMutation(api.budgets.setEnvelopeOptions),
    setAccount: useMutation(api.budgets.setEnvelopeAccount),
  };
}

export function useEnvelopeGroupMutations() {
  return {
    create: useMutation(api.envelopeGroups.create),
    rename: useMutation(api.envelopeGroups.rename),
    move: useMutation(api.envelopeGroups.move),
    remove: useMutation(api.envelopeGroups.remove),
    setCategoryGroup: useMutation(api.envelopeGroups.setCategoryGroup),
    // Folding answers at once: every shown month of the budget folds the group before the
    // server confirms (the row is the person's own, so nothing else can disagree).
    setCollapsed: useMutation(api.envelopeGroups.setCollapsed).withOptimisticUpdate(
      (store, { group, collapsed }) => {
        for (const { args, value } of store.getAllQueries(api.budgets.envelope)) {
          if (value === undefined) continue;
          store.setQuery(api.budgets.envelope, args, {
            ...value,
            groups: value.groups.map((g) => (g.key === group ? { ...g, collapsed } : g)),
          });
        }
      },
    ),
  };
}
