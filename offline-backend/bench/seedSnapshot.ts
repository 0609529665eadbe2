/**
 * Builds a data folder for the scale bench: one user with one account and `total`
 * transactions over ten years (plus their monthly rollups), written as the offline backend's
 * snapshot file. Seeding runs the app's own functions on convex-test in this process, so the
 * documents are exactly what the app would have written; only the snapshot format is ours.
 */
import fs from "node:fs";
import path from "node:path";
import { convexTest } from "convex-test";
import { convexToJson, type JSONValue, type Value } from "convex/values";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { seedHistory } from "../../convex/testing/seed.testkit";
import { captureInternals } from "../src/internals";
import { loadModules } from "../src/modules";
import { installIndexedStorage } from "../src/storage/adapter";

/** `subject` is what a token for the seeded user carries: "userId|sessionId". */
export type Seeded = { userId: string; subject: string; accountId: string; documents: number };

export async function seedSnapshot(
  functionsDir: string,
  dataDir: string,
  total: number,
): Promise<Seeded> {
  const loaded = await loadModules(functionsDir);
  const schema = loaded.schema as { tables: Record<string, unknown> };
  const t = convexTest({ schema: schema as never, modules: loaded.record });
  // The offline backend's storage makes seeding (and reading everything back) fast.
  const { db, global } = await captureInternals(() => t.run(async () => null));
  installIndexedStorage(db, global.transactionManager);
  const { userId, sessionId } = await t.run(async (ctx) => {
    const userId = await ctx.db.insert("users", { email: "scale@example.com" });
    // The authenticated wrapper refuses a token whose session row does not exist.
    const sessionId = await ctx.db.insert("authSessions", { userId, expirationTime: 2 ** 50 });
    return { userId, sessionId };
  });
  const subject = `${userId}|${sessionId}`;
  const as = t.withIdentity({ subject });
  const accountId = await as.mutation(api.accounts.create, {
    name: "Main",
    type: "bank",
    currency: "USD",
    initialBalance: 0,
  });
  if (total > 0) await seedHistory(t, userId, accountId as Id<"accounts">, total);
  const docs: JSONValue[] = [];
  let lastCreationTime = 0;
  let maxCounter = 10_000;
  for (const table of Object.keys(schema.tables)) {
    const rows = await t.run((ctx) => ctx.db.query(table as never).collect());
    for (const row of rows as { _id: string; _creationTime: number }[]) {
      docs.push(convexToJson(row as unknown as Value));
      lastCreationTime = Math.max(lastCreationTime, row._creationTime);
      maxCounter = Math.max(maxCounter, Number(/^[0-9]+/.exec(row._id)?.[0] ?? 0));
    }
  }
  fs.mkdirSync(dataDir, { recursive: true });
  // The snapshot format of src/persistence.ts (version 1).
  const snapshot = {
    version: 1,
    seq: 0,
    ts: (BigInt(Date.now()) * 1_000_000n).toString(),
    nid: maxCounter + 1,
    lct: lastCreationTime,
    docs,
    results: [],
  };
  fs.writeFileSync(path.join(dataDir, "snapshot.json"), JSON.stringify(snapshot));
  return { userId, subject, accountId, documents: docs.length };
}
