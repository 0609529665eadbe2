import { readFileSync } from "node:fs";
import { join } from "node:path";
import { inject } from "vitest";

/** Runs any function of the offline backend, internal ones too, with the admin key (as `cli run`). */
export async function runAsAdmin<T>(path: string, args: Record<string, unknown>): Promise<T> {
  const adminKey = readFileSync(join(inject("dataDir"), "admin_key"), "utf8").trim();
  const response = await fetch(`${inject("backendUrl")}/api/function`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Convex ${adminKey}` },
    body: JSON.stringify({ path, args, format: "convex_encoded_json" }),
  });
  const body = (await response.json()) as { status: string; value: T; errorMessage?: string };
  if (body.status !== "success") throw new Error(`${path} failed: ${body.errorMessage}`);
  return body.value;
}
