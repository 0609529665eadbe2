// Declared here so the browser build, which type-checks the API's modules, needs no Node types.
declare const process: { env: Record<string, string | undefined> };

/** A deployment environment variable (set with `npx convex env set`), or undefined. */
export function env(name: string): string | undefined {
  // The one place that reads configuration.
  return process.env[name] || undefined;
}
