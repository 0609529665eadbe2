import { notifications } from "@mantine/notifications";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { errorCodeOf } from "../../convex/shared/errors";

/**
 * The translated message for anything a Convex call threw: the error's code looked up in the
 * common namespace, never the raw server text (ARCHITECTURE convention 4).
 */
export function useErrorMessage() {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => {
      const code = errorCodeOf(error);
      const wait = code === "RATE_LIMITED" ? retryAfterOf(error) : null;
      if (wait !== null) {
        return t("common:errors.RATE_LIMITED_RETRY", { seconds: Math.ceil(wait / 1000) });
      }
      return t(`common:errors.${code}`, { defaultValue: t("common:errors.INTERNAL") });
    },
    [t],
  );
}

/** The milliseconds a RATE_LIMITED error says to wait, when it says. */
function retryAfterOf(error: unknown): number | null {
  const data = (error as { data?: { retryAfter?: unknown } } | null)?.data;
  const wait = typeof data === "object" && data !== null ? data.retryAfter : undefined;
  return typeof wait === "number" && Number.isFinite(wait) && wait > 0 ? wait : null;
}

/** The backup row a restore refused (RESTORE_ROW_INVALID): its table, 0-based row and why. */
export function refusedRowOf(
  error: unknown,
): { table: string; row: number; reason: string } | null {
  if (errorCodeOf(error) !== "RESTORE_ROW_INVALID") return null;
  const data = (error as { data?: Record<string, unknown> } | null)?.data ?? {};
  const { table, row, reason } = data;
  if (typeof table !== "string" || typeof row !== "number") return null;
  return { table, row, reason: typeof reason === "string" ? reason : "INVALID_ARGUMENT" };
}

export type RunResult<T> = { ok: true; value: T } | { ok: false };

/**
 * Runs a Convex call and reports the outcome as a notification: `success` when it worked,
 * the error code's translated message (under an optional `failedTitle`) when it did not.
 */
export function useRunAction() {
  const errorMessage = useErrorMessage();
  return useCallback(
    async <T>(
      action: () => Promise<T>,
      success?: string,
      failedTitle?: string,
    ): Promise<RunResult<T>> => {
      try {
        const value = await action();
        if (success) notifications.show({ color: "brand", message: success });
        return { ok: true, value };
      } catch (error) {
        notifications.show({ color: "red", title: failedTitle, message: errorMessage(error) });
        return { ok: false };
      }
    },
    [errorMessage],
  );
}
