/**
 * The convex-test suite runs under Convex's limits (offline-backend/src/limits): a document
 * over 1 MiB is refused on write, as a deployment refuses it, and a search returns at most
 * 1,024 results.
 */
import { expect, test } from "vitest";
import { signedIn } from "../../testing/helpers.testkit";

test("a document over 1 MiB is refused with Convex's message", async () => {
  const { t, userId } = await signedIn();
  await expect(
    t.run(async (ctx) => {
      await ctx.db.patch("users", userId, { name: "x".repeat(1024 * 1024) });
    }),
  ).rejects.toThrow(/Value is too large \(1\.00 MiB > maximum size 1 MiB\)/);
});
