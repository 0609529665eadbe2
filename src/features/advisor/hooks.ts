import { notifications } from "@mantine/notifications";
import { useMutation, useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../convex/_generated/api";
import { errorCodeOf } from "../../../convex/shared/errors";
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
  const { t } = useTranslation();
  return useCallback(
    async <T>(action: () => Promise<T>, success?: string): Promise<T | undefined> => {
      try {
        const result = await action();
        if (success) notifications.show({ color: "teal", message: success });
        return result;
      } catch (error) {
        notifications.show({ color: "red", message: t(`common:errors.${errorCodeOf(error)}`) });
        return undefined;
      }
    },
    [t],
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
