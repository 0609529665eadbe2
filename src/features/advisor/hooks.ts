import { useCallback } from "react";
import { useRunAction } from "../../lib/errors";

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
