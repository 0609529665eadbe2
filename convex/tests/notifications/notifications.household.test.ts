/**
 * Household events, made in the household mutation itself: each member their own
 * notification by their own preferences; a viewer gets them and can act on none of the books.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "../../_generated/api";
import { latestMail } from "../../testing/auth.testkit";
import { joinHousehold, openHouseholdOf } from "../../testing/households.testkit";
import {
  expectCode,
  newTest,
  signIn,
  withEnv,
  type Caller,
  type TestConvex,
} from "../../testing/helpers.testkit";
import { outbox, SITE } from "../../testing/notifications.testkit";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

async function invite(t: TestConvex, as: Caller, email: string) {
  await as.mutation(api.households.invite, { email, role: "editor" });
  await t.finishAllScheduledFunctions(vi.runAllTimers);
  return /\/join\?token=([0-9a-f]{64})/.exec((await latestMail(t, email)).text)![1]!;
}

async function listOf(as: Caller) {
  return (await as.query(api.notifications.list, { limit: 10 })).items;
}

describe("household events", () => {
  test("someone joining reaches every other member who wants it, the viewer too, not one who turned it off", async () => {
    const t = newTest();
    const owner = await signIn(t, "owner@example.com");
    const viewer = await signIn(t, "viewer@example.com");
    const quiet = await signIn(t, "quiet@example.com");
    const cara = await signIn(t, "cara@example.com");
    const household = await openHouseholdOf(t, owner.userId);
    await joinHousehold(t, household, viewer.userId, "viewer");
    await joinHousehold(t, household, quiet.userId, "editor");
    await quiet.as.mutation(api.notifications.savePreferences, {
      kinds: { member_joined: { inApp: false, email: false } },
    });
    const token = await invite(t, owner.as, "cara@example.com");
    await cara.as.mutation(api.households.accept, { token });
    for (const person of [owner, viewer]) {
      expect(await listOf(person.as)).toEqual([
        expect.objectContaining({
          kind: "member_joined",
          subjectId: household,
          facts: expect.objectContaining({ person: "cara@example.com", role: "editor" }),
        }),
      ]);
    }
    expect(await listOf(quiet.as)).toEqual([]);
    expect(await listOf(cara.as)).toEqual([]);
    // The viewer reads the notification and marks it read, but can change nothing of the books.
    const [seen] = await listOf(viewer.as);
    await viewer.as.mutation(api.notifications.markRead, { id: seen!._id });
    await expectCode(
      viewer.as.mutation(api.households.invite, { email: "dan@example.com", role: "viewer" }),
      "OWNERS_ONLY",
    );
  });

  test("a role change reaches the member whose role it is, by e-mail too (on by default), and no one else", async () => {
    const t = newTest();
    const owner = await signIn(t, "owner@example.com");
    const ben = await signIn(t, "ben@example.com");
    const household = await openHouseholdOf(t, owner.userId);
    await joinHousehold(t, household, ben.userId, "editor");
    await withEnv(SITE, async () => {
      await owner.as.mutation(api.households.setRole, { userId: ben.userId, role: "viewer" });
      await t.finishAllScheduledFunctions(vi.runAllTimers);
    });
    expect(await listOf(ben.as)).toEqual([
      expect.objectContaining({
        kind: "role_changed",
        facts: expect.objectContaining({ role: "viewer" }),
      }),
    ]);
    expect(await listOf(owner.as)).toEqual([]);
    const [mail] = await outbox(t, "ben@example.com");
    expect(mail!.text).toContain("viewer");
    expect(mail!.text).toContain("/unsubscribe?token=");
  });
});
