import { useMutation, useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { useCallback } from "react";
import { useRunAction } from "../../lib/errors";
import { api } from "../../../convex/_generated/api";
import { useToday } from "../../lib/today";

export type InsightsResult = FunctionReturnType<typeof api.advisor.insights>;
export type Insight = InsightsResult["insights"][number];
export type Affordability = FunctionReturnType<typeof api.advisor.canAfford>;

/** Live insights for the user's own date; they re-run whenever the data they read changes. */
export function useInsights(includeHidden = false) {
  const today = useToday();
  return useQuery(api.advisor.insights, { today, includeHidden });
}

/** Runs a mutation and reports a failure as a translated notification (never server text). */
export function useRunner() {
  const runAction = useRunAction();
  return useCallback(
    async <T>(action: () => Promise<T>, success?: string): Promise<T | undefined> => {
      const result = await runAction(action, success);
      return result.ok ? result.value : undefined;
    },
    [runAction],
  );
}

export function useInsightActions() {
  return {
    dismiss: useMutation(api.advisor.dismiss),
    snooze: useMutation(api.advisor.snooze),
    restore: useMutation(api.advisor.restore),
  };
}

export function useChatAvailable() {
  return useQuery(api.advisor.chatAvailable, {});
}
