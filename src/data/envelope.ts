import { useMutation, useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { api } from "../../convex/_generated/api";
import { useToday } from "../lib/today";

export type EnvelopeMonth = FunctionReturnType<typeof api.budgets.envelope>;
export type EnvelopeDetail = EnvelopeMonth["details"][number];

/** The envelope budget of one month ("YYYY-MM"), live in every tab. */
export function useEnvelope(month: string) {
  const today = useToday();
  return useQuery(api.budgets.envelope, { month, today });
}

export function useEnvelopeMutations() {
  return {
    assign: useMutation(api.budgets.assign),
    move: useMutation(api.budgets.move),
    setOptions: useMutation(api.budgets.setEnvelopeOptions),
    setAccount: useMutation(api.budgets.setEnvelopeAccount),
  };
}
