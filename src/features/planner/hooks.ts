import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useRunAction } from "../../lib/errors";

/**
 * Runs a mutation and reports the outcome: a short confirmation on success, the translated
 * message for the server's error code otherwise (raw server text never reaches the user).
 * Resolves to true when the call succeeded, so forms know whether to close.
 */
export function useRunner() {
  const { t } = useTranslation("planner");
  const runAction = useRunAction();
  return useCallback(
    async (call: () => Promise<unknown>, done?: string): Promise<boolean> =>
      (await runAction(call, done, t("notify.failed"))).ok,
    [runAction, t],
  );
}
