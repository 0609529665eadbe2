/**
 * The authorization matrix that cannot be forgotten: every public function in
 * convex/ must have an entry in authorization.matrix.ts, and every entry is exercised.
 */
/// <reference types="vite/client" />
import { makeFunctionReference } from "convex/server";
import { describe, expect, test } from "vitest";
import { AUTHORIZATION_MATRIX, ROLE_RULES, type MatrixEntry } from "./authorization.matrix";
import { errorCodeOf } from "../../shared/errors";
import "../../testing/auth.testkit";
import { seedUser, snapshotOf } from "../../testing/fixtures.testkit";
import { joinHousehold } from "../../testing/households.testkit";
import {
  expectCode,
  newTest,
  signedIn,
  signIn,
  type TestConvex,
  withEnv,
} from "../../testing/helpers.testkit";

type Kind = "query" | "mutation" | "action";
interface Registered {
  isPublic?: boolean;
  isQuery?: boolean;
  isMutation?: boolean;
  isAction?: boolean;
  exportArgs?: () => string;
}

// Every module of the API (files with one dot); a function's path is "folder/file:export".
const loaded = import.meta.glob<Record<string, unknown>>(
  ["../../**/*.ts", "!../../**/*.*.ts", "!../../_generated/**"],
  { eager: true },
);

function publicFunctions(): Map<string, { kind: Kind; args: string }> {
  const found = new Map<string, { kind: Kind; args: string }>();
  for (const [file, exports] of Object.entries(loaded)) {
    const path = file.replace(/^(\.\.\/){2}/, "").replace(/\.ts$/, "");
    for (const [name, value] of Object.entries(exports)) {
      // Registered functions are functions carrying flags set by the query/mutation builders.
      if (typeof value !== "function") continue;
      const fn = value as Registered;
      if (fn.isPublic !== true) continue;
      const kind: Kind | null = fn.isQuery
        ? "query"
        : fn.isMutation
          ? "mutation"
          : fn.isAction
            ? "action"
            : null;
      if (kind !== null) found.set(`${path}:${name}`, { kind, args: fn.exportArgs?.() ?? "" });
    }
  }
  return found;
}

const FUNCTIONS = publicFunctions();

type Caller = Pick<TestConvex, "query" | "mutation" | "action">;

async function call(caller: Caller, name: string, args: Record<string, unknown>) {
  const kind = FUNCTIONS.get(name)?.kind;
  if (kind === "query") return await caller.query(makeFunctionReference<"query">(name), args);
  if (kind === "mutation")
    return await caller.mutation(makeFunctionReference<"mutation">(name), args);
  return await caller.action(makeFunctionReference<"action">(name), args);
}

test("every public function has an entry in the authorization matrix", () => {
  const names = [...FUNCTIONS.keys()].sort();
  expect(names.length).toBeGreaterThan(50);
  const missing = names.filter((name) => !(name in AUTHORIZATION_MATRIX));
  const stale = Object.keys(AUTHORIZATION_MATRIX).filter((name) => !FUNCTIONS.has(name));
  expect(missing, "public functions without an entry in authorization.matrix.ts").toEqual([]);
  expect(stale, "entries for functions that are not public (or no longer exist)").toEqual([]);
});

describe.each(Object.entries(AUTHORIZATION_MATRIX))("%s", (name, entry: MatrixEntry) => {
  test("refuses a signed-out caller (or is public by design)", async () => {
    const { t, as, userId } = await signedIn();
    const args = entry.args(await seedUser(t, as, userId));
    if (entry.signedOut === "UNAUTHENTICATED") {
      await withEnv(entry.env, () => expectCode(call(t, name, args), "UNAUTHENTICATED"));
      return;
    }
    expect(entry.signedOut.publicByDesign.length).toBeGreaterThan(10);
    const outcome = await withEnv(entry.env, () => call(t, name, args)).then(
      () => "answered",
      (error: unknown) => errorCodeOf(error),
    );
    expect(outcome).not.toBe("UNAUTHENTICATED");
  });

  test("refuses another user's ids and changes none of their data", async () => {
    const t = newTest();
    const a = await signIn(t, "a@example.com");
    const b = await signIn(t, "b@example.com");
    const args = entry.args(await seedUser(t, a.as, a.userId));
    if (entry.otherUser === "no ids taken") {
      expect(FUNCTIONS.get(name)?.args, "its arguments hold no document id").not.toContain(
        '"type":"id"',
      );
      return;
    }
    const code = entry.otherUser === "NOT_FOUND" ? "NOT_FOUND" : entry.otherUser.code;
    const before = await snapshotOf(t, [a.userId]);
    await withEnv(entry.env, () => expectCode(call(b.as, name, args), code));
    expect(await snapshotOf(t, [a.userId])).toEqual(before);
  });
});

/**
 * Households: every entry again as a member of A's household. A viewer reads and is refused
 * every change with VIEWER_READ_ONLY (A's data untouched); an editor reads and changes;
 * owner-only functions refuse both with OWNERS_ONLY: refusals by role say so. The outsider is
 * the "another user" test above.
 */
const REFUSED = ["FORBIDDEN", "VIEWER_READ_ONLY", "OWNERS_ONLY", "NOT_FOUND", "UNAUTHENTICATED"];

async function outcomeOf(promise: Promise<unknown>): Promise<string> {
  return await promise.then(
    () => "answered",
    (error: unknown) => errorCodeOf(error),
  );
}

describe.each(Object.entries(AUTHORIZATION_MATRIX))("%s by role", (name, entry: MatrixEntry) => {
  const rule = ROLE_RULES[name] ?? null;
  const write = rule === "owners" || (rule === null && FUNCTIONS.get(name)?.kind !== "query");
  const skip = entry.signedOut !== "UNAUTHENTICATED";

  async function asMember(role: "viewer" | "editor") {
    const t = newTest();
    const a = await signIn(t, "a@example.com");
    const seed = await seedUser(t, a.as, a.userId);
    const member = await signIn(t, `${role}@example.com`);
    await joinHousehold(t, seed.household, member.userId, role);
    const before = await snapshotOf(t, [a.userId]);
    const outcome = await outcomeOf(
      withEnv(entry.env, () => call(member.as, name, entry.args(seed))),
    );
    return {
      outcome,
      unchanged: async () => expect(await snapshotOf(t, [a.userId])).toEqual(before),
    };
  }

  test.skipIf(skip)("a viewer of the household reads it and changes nothing", async () => {
    const { outcome, unchanged } = await asMember("viewer");
    if (rule === "self") {
      expect(outcome).toBe("NOT_FOUND");
      await unchanged();
    } else if (write) {
      expect(outcome).toBe(rule === "owners" ? "OWNERS_ONLY" : "VIEWER_READ_ONLY");
      await unchanged();
    } else expect(REFUSED).not.toContain(outcome);
  });

  test.skipIf(skip)("an editor of the household reads and changes it", async () => {
    const { outcome, unchanged } = await asMember("editor");
    if (rule === "self") {
      expect(outcome).toBe("NOT_FOUND");
      await unchanged();
    } else if (rule === "owners") {
      expect(outcome).toBe("OWNERS_ONLY");
      await unchanged();
    } else expect(REFUSED).not.toContain(outcome);
  });
});
