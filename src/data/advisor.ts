import { useMutation, useQuery } from "convex/react";
import type { FunctionArgs, FunctionReturnType } from "convex/server";
import { api } from "../../convex/_generated/api";
import { useToday } from "../lib/today";

export type InsightsResult = FunctionReturnType<typeof api.advisor.insights>;
export type Insight = InsightsResult["insights"][number];
export type Affordability = FunctionReturnType<typeof api.advisor.canAfford>;
/** "Can I afford it?" as the user asks it; the user's today is added here. */
export type AffordQuestion = Omit<FunctionArgs<typeof api.advisor.canAfford>, "today">;

/** Live insights for the user's own date; they re-run whenever the data they read changes. */
export function useInsights(includeHidden = false) {
  const today = useToday();
  return useQuery(api.advisor.insights, { today, includeHidden });
}

export function useInsightActions() {
  return {
    dismiss: useMutation(api.advisor.dismiss),
    snooze: useMutation(api.advisor.snooze),
    restore: useMutation(api.advisor.restore),
  };
}

/** The live answer to a question, or undefined while there is none or it is loading. */
export function useAffordability(question: AffordQuestion | null) {
  const today = useToday();
  return useQuery(api.advisor.canAfford, question ? { ...question, today } : "skip");
}

/** Whether the conversational advisor is configured on this deployment. */
export function useChatAvailable() {
  return useQuery(api.advisor.chatAvailable, {});
}
