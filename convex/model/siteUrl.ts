/** The app's public origin (Convex Auth's SITE_URL), where e-mailed links must point. */
export function siteUrl(): string {
  // eslint-disable-next-line @convex-dev/no-process-env -- deployment configuration
  const url = process.env.SITE_URL;
  if (!url) throw new Error("Missing configuration: SITE_URL is not set.");
  return url.replace(/\/$/, "");
}
