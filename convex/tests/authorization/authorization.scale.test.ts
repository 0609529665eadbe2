/**
 * Every public query and mutation of the authorization matrix, called by its owner under
 * Convex's limits (newTest turns them on) for a user with 100,000 transactions: none may hit a
 * per-function limit (documents or bytes read or written, index ranges, returned arrays, time).
 * The history sits in a third account, so what reads all of a user's transactions (all-accounts
 * ledger, search, reports, the advisor, rules, bulk selections, payees, categories) reads it.
 * Actions are left out: Convex holds their queries and mutations to these limits, not them.
 */
/// <reference types="vite/client" />
import { makeFunctionReference } from "convex/server";
import { expect, test } from "vitest";
import { AUTHORIZATION_MATRIX } from "./authorization.matrix";
import "../../testing/auth.testkit";
import { seedUser } from "../../testing/fixtures.testkit";
import { newTest, signIn, withEnv } from "../../testing/helpers.testkit";
import { makeAccount } from "../../testing/planner.testkit";
import { seedHistory } from "../../testing/seed.testkit";

const TOTAL = 100_000;
/** What Convex (and the offline backend with its limits on) says when a function passes one. */
const LIMIT_HIT =
  /Convex limit|too many|too much|too large|Too many|Array length is too long|too nested|timed out/;

const kinds = import.meta.glob<Record<string, { isQuery?: boolean; isMutation?: boolean }>>(
  ["../../**/*.ts", "!../../**/*.*.ts", "!../../_generated/**"],
  { eager: true },
);

function kindOf(name: string): "query" | "mutation" | "action" {
  const [path, exportName] = name.split(":");
  const fn = kinds[`../../${path}.ts`]?.[exportName];
  return fn?.isQuery ? "query" : fn?.isMutation ? "mutation" : "action";
}

test(
  `every public query and mutation stays within Convex's limits at ${TOTAL} transactions`,
  { timeout: 600_000 },
  async () => {
    const t = newTest();
    const { as, userId } = await signIn(t, "big@example.com");
    const history = await makeAccount(as, "USD", 0);
    await seedHistory(t, userId, history, TOTAL);
    const seed = await seedUser(t, as, userId);
    // Queries first, then mutations: a mutation may remove what a later call names, which is
    // fine (its own error), but every call must be judged on the full history.
    const names = Object.keys(AUTHORIZATION_MATRIX).filter((n) => kindOf(n) !== "action");
    const ordered = [
      ...names.filter((n) => kindOf(n) === "query"),
      ...names.filter((n) => kindOf(n) === "mutation"),
    ];
    const hits: string[] = [];
    for (const name of ordered) {
      const entry = AUTHORIZATION_MATRIX[name];
      const args = entry.args(seed);
      const kind = kindOf(name);
      await withEnv(entry.env, () =>
        kind === "query"
          ? as.query(makeFunctionReference<"query">(name), args as never)
          : as.mutation(makeFunctionReference<"mutation">(name), args as never),
      ).catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        if (LIMIT_HIT.test(message)) hits.push(`${name}: ${message.split("\n")[0]}`);
      });
    }
    expect(ordered.length).toBeGreaterThan(80);
    expect(hits).toEqual([]);
  },
);
