/**
 * Fuzzing the planner's mutations: budgets, plans and
 * schedules with their occurrences, FUZZ_RUNS generated inputs each (see test.fuzz.ts).
 */
import fc from "fast-check";
import { api } from "../../_generated/api";
import { BUDGET_SCOPES, PLAN_KINDS, SCHEDULE_KINDS } from "../../shared/planning";
import { FREQUENCIES } from "../../shared/recurrence";
import {
  amount,
  category,
  currency,
  fuzz,
  idOf,
  isoDate,
  monthKey,
  recentDate,
  signedAmount,
  smallInt,
  text,
  runFuzzCases,
  type FuzzCase,
  type World,
} from "../../testing/fuzz.testkit";

const TODAY = new Date().toISOString().slice(0, 10);
/** Today, or a date around it, as a client would send; later than tomorrow is refused. */
const today = fc.oneof({ weight: 3, arbitrary: fc.constant(TODAY) }, recentDate, isoDate);

const planFields = (w: World) => ({
  name: text,
  kind: fc.constantFrom(...PLAN_KINDS),
  targetAmount: amount,
  currency,
  targetDate: isoDate,
  accountId: idOf(w, "account"),
  notes: text,
});
const planRequired = ["name", "kind", "targetAmount", "currency", "targetDate"] as const;

/** Mostly in range for intervals, counts and days of month, sometimes not. */
const positive = fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 28 }) }, smallInt);

const scheduleFields = (w: World) => ({
  kind: fc.constantFrom(...SCHEDULE_KINDS),
  accountId: idOf(w, "account", w.a.seed.account2),
  toAccountId: idOf(w, "account2", w.a.seed.account),
  amount,
  category,
  notes: text,
  frequency: fc.constantFrom(...FREQUENCIES),
  interval: positive,
  startDate: fc.oneof(recentDate, isoDate),
  endDate: isoDate,
  count: positive,
  dayOfMonth: positive,
});
const scheduleRequired = ["kind", "accountId", "amount", "frequency", "startDate"] as const;

/** Schedules have many rules at once; a third of the cases keep all of them. */
const validSchedule = (w: World) =>
  fc.record(
    {
      kind: fc.constantFrom("income" as const, "expense" as const),
      accountId: fc.constant(w.a.seed.account),
      amount: fc.integer({ min: 1, max: 1_000_000 }),
      frequency: fc.constantFrom(...FREQUENCIES),
      startDate: recentDate,
      notes: fc.string({ maxLength: 10 }),
      count: fc.integer({ min: 1, max: 24 }),
    },
    { requiredKeys: [...scheduleRequired] },
  );
const schedule = (w: World) =>
  fc.oneof(
    validSchedule(w),
    fc.record(scheduleFields(w), { requiredKeys: [...scheduleRequired] }),
    fc.record(scheduleFields(w), { requiredKeys: [...scheduleRequired] }),
  );

/** A schedule's occurrence dates: mostly on its monthly day (the 1st), sometimes any date. */
const occurrence = (w: World) =>
  fc.record({
    id: idOf(w, "schedule"),
    date: fc.oneof(
      fc.integer({ min: 0, max: 11 }).map((m) => `2024-${String(m + 1).padStart(2, "0")}-01`),
      recentDate,
      isoDate,
    ),
  });

const LEDGER = { ledger: true };

const cases: FuzzCase[] = [
  [
    "budgets:set",
    (w) =>
      fuzz(
        w,
        fc.record(
          {
            month: monthKey,
            scope: fc.constantFrom(...BUDGET_SCOPES),
            amount: signedAmount,
            rollover: fc.boolean(),
          },
          { requiredKeys: ["month", "scope", "amount"] },
        ),
        (as, x) => as.mutation(api.budgets.set, x),
      ),
  ],
  [
    "budgets:setRollover",
    (w) =>
      fuzz(w, fc.record({ id: idOf(w, "budget"), rollover: fc.boolean() }), (as, x) =>
        as.mutation(api.budgets.setRollover, x),
      ),
  ],
  [
    "budgets:copyFromPreviousMonth",
    (w) =>
      fuzz(w, fc.record({ month: monthKey }), (as, x) =>
        as.mutation(api.budgets.copyFromPreviousMonth, x),
      ),
  ],
  [
    "budgets:assign",
    (w) =>
      fuzz(w, fc.record({ month: monthKey, category, amount: signedAmount }), (as, x) =>
        as.mutation(api.budgets.assign, x),
      ),
  ],
  [
    "budgets:move",
    (w) =>
      fuzz(
        w,
        fc.record({ month: monthKey, from: category, to: category, amount: signedAmount }),
        (as, x) => as.mutation(api.budgets.move, x),
      ),
  ],
  [
    "budgets:setEnvelopeOptions",
    (w) =>
      fuzz(
        w,
        fc.record(
          {
            category,
            keepNegative: fc.boolean(),
            target: fc.oneof(
              fc.constant(null),
              fc.record({ kind: fc.constant("monthly" as const), amount: signedAmount }),
              fc.record({ kind: fc.constant("byDate" as const), amount, month: monthKey }),
            ),
          },
          { requiredKeys: ["category"] },
        ),
        (as, x) => as.mutation(api.budgets.setEnvelopeOptions, x),
      ),
  ],
  [
    "budgets:setEnvelopeAccount",
    (w) =>
      fuzz(w, fc.record({ accountId: idOf(w, "account"), included: fc.boolean() }), (as, x) =>
        as.mutation(api.budgets.setEnvelopeAccount, x),
      ),
  ],
  [
    "budgets:remove",
    (w) =>
      fuzz(w, fc.record({ id: idOf(w, "budget") }), (as, x) => as.mutation(api.budgets.remove, x)),
  ],
  [
    "plans:create",
    (w) =>
      fuzz(w, fc.record(planFields(w), { requiredKeys: [...planRequired] }), (as, x) =>
        as.mutation(api.plans.create, x),
      ),
  ],
  [
    "plans:update",
    (w) =>
      fuzz(
        w,
        fc.record(
          { ...planFields(w), id: idOf(w, "plan") },
          { requiredKeys: [...planRequired, "id"] },
        ),
        (as, x) => as.mutation(api.plans.update, x),
      ),
  ],
  [
    "plans:contribute",
    (w) =>
      fuzz(
        w,
        fc.record(
          { planId: idOf(w, "plan"), amount: signedAmount, date: isoDate, notes: text },
          { requiredKeys: ["planId", "amount", "date"] },
        ),
        (as, x) => as.mutation(api.plans.contribute, x),
      ),
  ],
  [
    "plans:removeContribution",
    (w) =>
      fuzz(w, fc.record({ id: idOf(w, "contribution") }), (as, x) =>
        as.mutation(api.plans.removeContribution, x),
      ),
  ],
  [
    "plans:remove",
    (w) => fuzz(w, fc.record({ id: idOf(w, "plan") }), (as, x) => as.mutation(api.plans.remove, x)),
  ],
  [
    "schedules:create",
    (w) => fuzz(w, schedule(w), (as, x) => as.mutation(api.schedules.create, x)),
  ],
  [
    "schedules:update",
    (w) =>
      fuzz(
        w,
        fc
          .record({ id: idOf(w, "schedule"), today, fields: schedule(w) })
          .map(({ fields, ...rest }) => ({ ...fields, ...rest })),
        (as, x) => as.mutation(api.schedules.update, x),
      ),
  ],
  [
    "schedules:createFromAccount",
    (w) =>
      fuzz(
        w,
        fc.record(
          {
            accountId: idOf(w, "account2", w.a.seed.account),
            fromAccountId: idOf(w, "account", w.a.seed.account2),
            today,
            amount,
          },
          { requiredKeys: ["accountId", "fromAccountId", "today"] },
        ),
        (as, x) => as.mutation(api.schedules.createFromAccount, x),
      ),
  ],
  [
    "schedules:catchUp",
    (w) => fuzz(w, fc.record({ today }), (as, x) => as.mutation(api.schedules.catchUp, x), LEDGER),
  ],
  [
    "schedules:postNow",
    (w) => fuzz(w, occurrence(w), (as, x) => as.mutation(api.schedules.postNow, x), LEDGER),
  ],
  ["schedules:skip", (w) => fuzz(w, occurrence(w), (as, x) => as.mutation(api.schedules.skip, x))],
  [
    "schedules:editOccurrence",
    (w) =>
      fuzz(
        w,
        occurrence(w).chain((o) =>
          fc
            .record({ amount, postDate: isoDate, notes: text }, { requiredKeys: [] })
            .map((edit) => ({ ...o, ...edit })),
        ),
        (as, x) => as.mutation(api.schedules.editOccurrence, x),
      ),
  ],
  [
    "schedules:resetOccurrence",
    (w) => fuzz(w, occurrence(w), (as, x) => as.mutation(api.schedules.resetOccurrence, x)),
  ],
  [
    "schedules:remove",
    (w) =>
      fuzz(w, fc.record({ id: idOf(w, "schedule") }), (as, x) =>
        as.mutation(api.schedules.remove, x),
      ),
  ],
];

runFuzzCases(cases);
