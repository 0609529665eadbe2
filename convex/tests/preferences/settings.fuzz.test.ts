/**
 * Fuzzing the remaining mutations that take user input:
 * profile, preferences, insight states, e-mail verification and chat, FUZZ_RUNS generated
 * inputs each (see test.fuzz.ts).
 */
import fc from "fast-check";
import { expect, test } from "vitest";
import { api } from "../../_generated/api";
import { LANGUAGES } from "../../shared/domain";
import {
  currency,
  FUZZ_RUNS,
  FUZZ_TIMEOUT,
  fuzz,
  idOf,
  isoDate,
  text,
  world,
  type World,
} from "../../testing/fuzz.testkit";

/** Insight ids as the advisor makes them, or anything at all. */
const insightId = fc.oneof(fc.constantFrom("overspending:food:2024-06", "x".repeat(201)), text);

type Case = [string, (w: World) => Promise<{ accepted: number; refused: number }>, boolean];
const cases: Case[] = [
  [
    "profile:updateName",
    (w) => fuzz(w, fc.record({ name: text }), (as, x) => as.mutation(api.profile.updateName, x)),
    true,
  ],
  [
    "preferences:save",
    (w) =>
      fuzz(
        w,
        fc.record(
          { language: fc.constantFrom(...LANGUAGES), currency, darkMode: fc.boolean() },
          { requiredKeys: [] },
        ),
        (as, x) => as.mutation(api.preferences.save, x),
      ),
    true,
  ],
  [
    "advisor:dismiss",
    (w) => fuzz(w, fc.record({ id: insightId }), (as, x) => as.mutation(api.advisor.dismiss, x)),
    true,
  ],
  [
    "advisor:snooze",
    (w) =>
      fuzz(w, fc.record({ id: insightId, until: isoDate }), (as, x) =>
        as.mutation(api.advisor.snooze, x),
      ),
    true,
  ],
  [
    "advisor:restore",
    (w) => fuzz(w, fc.record({ id: insightId }), (as, x) => as.mutation(api.advisor.restore, x)),
    true,
  ],
  [
    "emailVerification:confirm",
    (w) =>
      fuzz(w, fc.record({ token: fc.oneof(text, fc.stringMatching(/^[0-9a-f]{64}$/)) }), (as, x) =>
        as.mutation(api.emailVerification.confirm, x),
      ),
    // No generated token is a real one.
    false,
  ],
  [
    "chat:remove",
    (w) =>
      fuzz(w, fc.record({ threadId: idOf(w, "thread") }), (as, x) =>
        as.mutation(api.chat.remove, x),
      ),
    true,
  ],
];

test.each(cases)(
  `%s: ${FUZZ_RUNS} generated inputs never crash, never write when refused, never touch user B`,
  { timeout: FUZZ_TIMEOUT },
  async (_name, run, someValid) => {
    const counts = await run(await world());
    expect(counts.accepted + counts.refused).toBeGreaterThanOrEqual(FUZZ_RUNS);
    if (someValid) expect(counts.accepted, "some generated inputs are valid").toBeGreaterThan(0);
  },
);
