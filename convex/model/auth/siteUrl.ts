import { env } from "../env";

/** The app's public origin (Convex Auth's SITE_URL), where e-mailed links must point. */
export function siteUrl(): string {
  const url = env("SITE_URL");
  if (!url) throw new Error("Missing configuration: SITE_URL is not set.");
  return url.replace(/\/$/, "");
}
