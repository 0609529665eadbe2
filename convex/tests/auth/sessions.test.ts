/**
 * A token whose session has ended is refused at once. Before, a signed
 * JWT kept running queries and mutations for its whole lifetime (an hour) after sign-out or a
 * password change had deleted its session.
 */
import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import { cash, expectCode, TODAY } from "../../testing/helpers.testkit";
import {
  callerFor,
  newAuthTest,
  PASSWORD,
  signInWithPassword,
  signUp,
  type AuthTest,
} from "../../testing/auth.testkit";

type Caller = ReturnType<typeof callerFor>;

async function expectRefused(caller: Caller) {
  await expectCode(caller.query(api.accounts.list, { today: TODAY }), "UNAUTHENTICATED");
  await expectCode(caller.mutation(api.accounts.create, cash), "UNAUTHENTICATED");
  await expectCode(caller.action(api.emailVerification.resend, {}), "UNAUTHENTICATED");
  // The shell's viewer query answers "nobody", which makes the client sign out locally.
  expect(await caller.query(api.users.viewer, {})).toBeNull();
}

async function expectWorking(caller: Caller) {
  await caller.mutation(api.accounts.create, cash);
  expect((await caller.query(api.accounts.list, { today: TODAY })).length).toBeGreaterThan(0);
  expect(await caller.query(api.users.viewer, {})).not.toBeNull();
}

async function twoSessions(t: AuthTest, email: string) {
  const first = await signUp(t, email);
  const second = await signInWithPassword(t, email);
  return { first, second };
}

describe("defect 2: sessions that really end", () => {
  test("defect 2: after sign-out, another client holding that session's token is refused at once", async () => {
    const t = newAuthTest();
    const { first, second } = await twoSessions(t, "out@example.com");
    // A duplicated tab (or a copied token) holds the same session as `first`.
    const sameSessionElsewhere = first;
    await expectWorking(sameSessionElsewhere);
    await first.action(api.auth.signOut, {});
    await expectRefused(sameSessionElsewhere);
    // Signing out ends only that session: the user's other device stays signed in.
    await expectWorking(second);
  });

  test("defect 2: changing the password refuses every other session's next query, mutation and action", async () => {
    const t = newAuthTest();
    const { first, second } = await twoSessions(t, "change@example.com");
    await expectWorking(second);
    await first.action(api.profile.changePassword, {
      currentPassword: PASSWORD,
      newPassword: "another-secret",
    });
    await expectRefused(second);
    await expectWorking(first);
    const sessions = await t.run((ctx) => ctx.db.query("authSessions").collect());
    expect(sessions).toHaveLength(1);
  });

  test("defect 2: a token naming a session that never existed is refused", async () => {
    const t = newAuthTest();
    const me = await signUp(t, "forged@example.com");
    const userId = (await me.query(api.users.viewer, {}))!.id;
    const forged = t.withIdentity({ subject: `${userId}|not-a-session` });
    await expectCode(forged.query(api.accounts.list, { today: TODAY }), "UNAUTHENTICATED");
  });
});
