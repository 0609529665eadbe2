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

export type Forecast = FunctionReturnType<typeof api.advisor.forecast>;
export type Subscription = FunctionReturnType<typeof api.advisor.subscriptions>[number];
export type PayoffPlan = FunctionReturnType<typeof api.advisor.payoffPlan>;
export type PayoffStrategy = PayoffPlan["strategy"];

/** The cash-flow forecast for `days` days from the user's today. */
export function useForecast(days: number) {
  const today = useToday();
  return useQuery(api.advisor.forecast, { days, today });
}

/** Each account's forecast floor and whether the forecast leaves it out. */
export function useSetForecast() {
  return useMutation(api.accounts.setForecast);
}

/** The regular charges the history shows, with "make schedule" and "not a subscription". */
export function useSubscriptions() {
  const today = useToday();
  return useQuery(api.advisor.subscriptions, { today });
}

export function useSubscriptionActions() {
  const today = useToday();
  const make = useMutation(api.advisor.makeSchedule);
  const dismiss = useMutation(api.advisor.dismiss);
  return {
    makeSchedule: (key: string) => make({ key, today }),
    /** For good: the detector's later runs keep it out (notSubscription:<key>). */
    notSubscription: (key: string) => dismiss({ id: `notSubscription:${key}` }),
  };
}

/** The debt payoff plan for a strategy and an extra amount a month (display currency). */
export function usePayoffPlan(strategy: PayoffStrategy, extraPerMonth: number) {
  const today = useToday();
  return useQuery(api.advisor.payoffPlan, { strategy, extraPerMonth, today });
}
