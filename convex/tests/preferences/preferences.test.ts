import { convexTest } from "convex-test";
import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import schema from "../../schema";
import { modules } from "../../testing/setup.testkit";

async function setup() {
  const t = convexTest(schema, modules);
  const signIn = async (email: string) => {
    const subject = await t.run(async (ctx) => {
      const userId = await ctx.db.insert("users", { email });
      const sessionId = await ctx.db.insert("authSessions", { userId, expirationTime: 2 ** 50 });
      return `${userId}|${sessionId}`;
    });
    return t.withIdentity({ subject });
  };
  return { t, asA: await signIn("a@example.com"), asB: await signIn("b@example.com") };
}

describe("preferences", () => {
  test("R34 a missing record is created from the defaults: es, USD, light", async () => {
    const { asA } = await setup();
    expect(await asA.query(api.preferences.get, {})).toBeNull();
    expect(await asA.mutation(api.preferences.ensure, {})).toEqual({
      language: "es",
      currency: "USD",
      darkMode: false,
    });
    expect(await asA.query(api.preferences.get, {})).toEqual({
      language: "es",
      currency: "USD",
      darkMode: false,
    });
  });

  test("R44 ensure keeps what the browser already uses and never overwrites a record", async () => {
    const { asA } = await setup();
    await asA.mutation(api.preferences.ensure, { language: "de", darkMode: true });
    const again = await asA.mutation(api.preferences.ensure, { language: "ja" });
    expect(again).toEqual({ language: "de", currency: "USD", darkMode: true });
  });

  test("a display currency never chosen follows the first account's currency", async () => {
    const { asA, asB } = await setup();
    await asA.mutation(api.preferences.ensure, {});
    const eur = {
      name: "Bank",
      type: "bank" as const,
      currency: "EUR" as const,
      initialBalance: 100_000,
    };
    await asA.mutation(api.accounts.create, eur);
    expect((await asA.query(api.preferences.get, {}))?.currency).toBe("EUR");
    // The summary is complete at once: no rate needed for a single EUR account.
    expect(await asA.query(api.accounts.summary, {})).toMatchObject({
      displayCurrency: "EUR",
      net: 100_000,
      complete: true,
    });
    // A second account does not move it; a currency the user picked is kept.
    await asA.mutation(api.accounts.create, { ...eur, currency: "GBP" });
    expect((await asA.query(api.preferences.get, {}))?.currency).toBe("EUR");
    await asB.mutation(api.preferences.save, { currency: "JPY" });
    await asB.mutation(api.accounts.create, eur);
    expect((await asB.query(api.preferences.get, {}))?.currency).toBe("JPY");
  });

  test("R47 R48 save changes only the given fields", async () => {
    const { asA } = await setup();
    await asA.mutation(api.preferences.save, { currency: "EUR" });
    await asA.mutation(api.preferences.save, { darkMode: true });
    expect(await asA.query(api.preferences.get, {})).toEqual({
      language: "es",
      currency: "EUR",
      darkMode: true,
    });
  });

  test("another user can neither read nor change my preferences", async () => {
    const { asA, asB } = await setup();
    await asA.mutation(api.preferences.save, { language: "fr" });
    expect(await asB.query(api.preferences.get, {})).toBeNull();
    await asB.mutation(api.preferences.save, { language: "ru" });
    expect((await asA.query(api.preferences.get, {}))?.language).toBe("fr");
    expect((await asB.query(api.preferences.get, {}))?.language).toBe("ru");
  });

  test("signed-out callers get UNAUTHENTICATED", async () => {
    const { t } = await setup();
    for (const call of [
      () => t.query(api.preferences.get, {}),
      () => t.mutation(api.preferences.save, { language: "en" }),
      () => t.mutation(api.preferences.ensure, {}),
    ]) {
      await expect(call()).rejects.toMatchObject({ data: { code: "UNAUTHENTICATED" } });
    }
  });

  test("bad input is refused by the validators", async () => {
    const { asA } = await setup();
    await expect(asA.mutation(api.preferences.save, { language: "it" as "en" })).rejects.toThrow();
    await expect(
      asA.mutation(api.preferences.save, { currency: "XYZ" as "USD" }),
    ).rejects.toThrow();
  });

  test("R45 the health check answers for anyone", async () => {
    const { t } = await setup();
    expect(await t.query(api.preferences.health, {})).toEqual({ ok: true });
  });
});
