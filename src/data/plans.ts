import { useMutation, useQuery } from "convex/react";
import type { FunctionArgs, FunctionReturnType } from "convex/server";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { useToday } from "../lib/today";

export type PlanList = FunctionReturnType<typeof api.plans.list>;
export type PlanView = PlanList["plans"][number];
export type Capacity = PlanList["capacity"];
/** What creating a plan takes (update takes the same fields plus the id). */
export type PlanArgs = FunctionArgs<typeof api.plans.create>;

/** The user's plans with their progress and the monthly saving capacity, live. */
export function usePlans() {
  const today = useToday();
  return useQuery(api.plans.list, { today });
}

/** One plan with its contributions, live. */
export function usePlan(id: Id<"plans">) {
  const today = useToday();
  return useQuery(api.plans.get, { id, today });
}

export function usePlanMutations() {
  return {
    create: useMutation(api.plans.create),
    update: useMutation(api.plans.update),
    remove: useMutation(api.plans.remove),
    contribute: useMutation(api.plans.contribute),
    removeContribution: useMutation(api.plans.removeContribution),
  };
}
