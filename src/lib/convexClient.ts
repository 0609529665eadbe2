import { ConvexReactClient, type ConvexReactClientOptions } from "convex/react";

type Logger = Exclude<NonNullable<ConvexReactClientOptions["logger"]>, boolean>;

/**
 * The Convex deployment URL. `npm start` sets it to the offline backend or to the configured
 * Convex deployment; a build without it cannot work, so the app refuses to start.
 */
export function convexUrl(): string {
  const url = import.meta.env.VITE_CONVEX_URL as string | undefined;
  if (!url) throw new Error("Missing configuration: VITE_CONVEX_URL is not set.");
  return url;
}

/** How the Convex client prefixes the failure of a mutation or action it reports. */
const CALL_FAILURE = /^\[CONVEX [MA]\(/;

/**
 * The console as the Convex client would use it, except that a failed mutation or action is
 * logged at debug level: the same failure rejects the caller's promise, and every caller turns
 * it into a message on screen (a wrong password, a refused input), so a normal failure leaves
 * the console clean. The detail stays available under the console's verbose level.
 */
export const consoleLogger: Logger = {
  logVerbose: () => {},
  log: (...args: unknown[]) => console.log(...args),
  warn: (...args: unknown[]) => console.warn(...args),
  error: (...args: unknown[]) => {
    if (typeof args[0] === "string" && CALL_FAILURE.test(args[0])) console.debug(...args);
    else console.error(...args);
  },
};

export function createConvexClient(): ConvexReactClient {
  return new ConvexReactClient(convexUrl(), { logger: consoleLogger });
}
