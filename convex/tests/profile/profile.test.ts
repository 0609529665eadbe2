import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import { expectCode } from "../../testing/helpers.testkit";
import { newAuthTest, PASSWORD, signInWithPassword, signUp } from "../../testing/auth.testkit";

describe("profile", () => {
  test("R32 a user sets and clears their display name; the header reads it", async () => {
    const t = newAuthTest();
    const me = await signUp(t, "name@example.com");
    await me.mutation(api.profile.updateName, { name: "  Ana María  " });
    expect((await me.query(api.users.viewer, {}))?.name).toBe("Ana María");
    expect(await me.query(api.profile.get, {})).toEqual({ name: "Ana María", hasPassword: true });
    await me.mutation(api.profile.updateName, { name: "" });
    expect((await me.query(api.users.viewer, {}))?.name).toBeNull();
    await expectCode(
      me.mutation(api.profile.updateName, { name: "x".repeat(81) }),
      "NAME_TOO_LONG",
    );
  });

  test("R32 changing the password checks the current one and ends other sessions", async () => {
    const t = newAuthTest();
    const me = await signUp(t, "pw@example.com");
    await signInWithPassword(t, "pw@example.com");
    const sessionCount = async () =>
      (await t.run((ctx) => ctx.db.query("authSessions").collect())).length;
    expect(await sessionCount()).toBe(2);
    await expectCode(
      me.action(api.profile.changePassword, {
        currentPassword: "wrong-one",
        newPassword: "n3w-secret",
      }),
      "INVALID_CREDENTIALS",
    );
    await expectCode(
      me.action(api.profile.changePassword, { currentPassword: PASSWORD, newPassword: "short" }),
      "PASSWORD_TOO_SHORT",
    );
    await me.action(api.profile.changePassword, {
      currentPassword: PASSWORD,
      newPassword: "n3w-secret",
    });
    // Only the session that made the change is left.
    expect(await sessionCount()).toBe(1);
    const again = await signInWithPassword(t, "pw@example.com", "n3w-secret");
    expect((await again.query(api.users.viewer, {}))?.email).toBe("pw@example.com");
    await expect(
      t.action(api.auth.signIn, {
        provider: "password",
        params: { email: "pw@example.com", password: PASSWORD, flow: "signIn" },
      }),
    ).rejects.toThrow();
  });

  test("signed out, every profile function refuses with UNAUTHENTICATED", async () => {
    const t = newAuthTest();
    await expectCode(t.query(api.profile.get, {}), "UNAUTHENTICATED");
    await expectCode(t.mutation(api.profile.updateName, { name: "x" }), "UNAUTHENTICATED");
    await expectCode(
      t.action(api.profile.changePassword, { currentPassword: "a", newPassword: "bbbbbb" }),
      "UNAUTHENTICATED",
    );
  });

  test("another user can neither read nor change my profile", async () => {
    const t = newAuthTest();
    const me = await signUp(t, "me@example.com");
    const other = await signUp(t, "other@example.com");
    await me.mutation(api.profile.updateName, { name: "Me" });
    await other.mutation(api.profile.updateName, { name: "Other" });
    expect((await me.query(api.profile.get, {})).name).toBe("Me");
    expect((await other.query(api.profile.get, {})).name).toBe("Other");
    await other.action(api.profile.changePassword, {
      currentPassword: PASSWORD,
      newPassword: "others-new",
    });
    const stillMine = await signInWithPassword(t, "me@example.com", PASSWORD);
    expect((await stillMine.query(api.users.viewer, {}))?.name).toBe("Me");
  });
});
