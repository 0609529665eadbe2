import type { RootOptions } from "react-dom/client";
import { errorCodeOf } from "../../../convex/shared/errors";

/**
 * True for a query refused because this tab's session ended elsewhere, thrown by itself or
 * as the cause of React's "error during concurrent rendering" (a screen that re-rendered with
 * the refusal a moment before the shell saw that the session had ended).
 */
export function isSessionEndedError(error: unknown): boolean {
  if (errorCodeOf(error) === "UNAUTHENTICATED") return true;
  const cause = error instanceof Error ? error.cause : undefined;
  return cause !== undefined && errorCodeOf(cause) === "UNAUTHENTICATED";
}

/**
 * The root's error reporting, minus the refusals of an ended session: that case is expected
 * and handled (useSignOutEndedSession signs the tab out and /login says why), so logging it
 * as an error would only hide real ones. Everything else is reported as React does by default.
 */
export const rootErrorOptions: RootOptions = {
  onCaughtError: (error) => {
    if (!isSessionEndedError(error)) console.error(error);
  },
  onRecoverableError: (error) => {
    if (!isSessionEndedError(error)) window.reportError(error);
  },
};

/** React Router's report of a screen's error, without an ended session's refusals. */
export function onRouteError(error: unknown): void {
  if (!isSessionEndedError(error)) console.error("A screen failed to render", error);
}
