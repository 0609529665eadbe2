import { ConvexReactClient } from "convex/react";

/**
 * The Convex deployment URL. `npm start` sets it to the offline backend or to the configured
 * Convex deployment; a build without it cannot work, so the app refuses to start (spec 4).
 */
export function convexUrl(): string {
  const url = import.meta.env.VITE_CONVEX_URL as string | undefined;
  if (!url) throw new Error("Missing configuration: VITE_CONVEX_URL is not set.");
  return url;
}

export function createConvexClient(): ConvexReactClient {
  return new ConvexReactClient(convexUrl());
}
