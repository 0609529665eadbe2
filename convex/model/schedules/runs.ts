/**
 * Runs of the poster: the hourly cron over every user's due schedules, or one user's "catch up
 * now". Two rules keep one schedule from harming anyone else's:
 *
 * - Each schedule posts in its own sub-transaction (`ctx.runMutation` from a mutation rolls
 *   back only the callee's writes when it throws): whatever one schedule meets, it pauses on
 *   its error code (lastError, shown to its owner) and the run goes on with the others.
 * - Turns are shared: in a pass, every due schedule gets one turn of at most TURN_STEPS
 *   occurrences (fewer when a batch's budget must stretch over more schedules) before any gets
 *   a second, so a schedule with years to catch up never takes a run from today's bills.
 *
 * A pass walks the by_nextDue index in pages of SCHEDULES_PER_BATCH, one mutation each. A
 * schedule that had its turn in this pass (servedPass) and shows up again further on is left
 * for the next pass, which follows while anything is still due.
 */
import { v } from "convex/values";
import { internal } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { errorCodeOf } from "../../shared/errors";
import { advanceSchedule, pauseSchedule } from "./schedules";

/** Steps (occurrences visited) per batch: ~8 writes each keeps a batch far below 16,000. */
export const POST_BUDGET = 200;
/** A month of daily occurrences per turn. */
export const TURN_STEPS = 31;
export const SCHEDULES_PER_BATCH = 50;
/** Earliest possible date, so the nextDue range skips schedules without one (undefined). */
const NO_DATE_BEFORE = "0000-01-01";

export interface Turn {
  steps: number;
  /** Something of the schedule is still due after this turn. */
  more: boolean;
}

/** A Turn as functions return it. */
export const vTurn = v.object({ steps: v.number(), more: v.boolean() });

/** Where a pass of the cron stands; `unfinished`: a schedule served in it is still due. */
export interface PassState {
  pass: number;
  cursor: string | null;
  unfinished: boolean;
}

const isDue = (s: { nextDue?: string }, today: string) =>
  s.nextDue !== undefined && s.nextDue <= today;

/** One schedule's turn: up to `steps` occurrences (internal.internal.schedules.postOne). */
export async function takeTurn(
  ctx: { db: MutationCtx["db"] },
  id: Id<"schedules">,
  today: string,
  steps: number,
  pass?: number,
): Promise<Turn> {
  const s = await ctx.db.get("schedules", id);
  if (s === null || !isDue(s, today)) return { steps: 0, more: false };
  const used = await advanceSchedule(ctx, s, today, steps);
  if (pass !== undefined) await ctx.db.patch("schedules", id, { servedPass: pass });
  const after = await ctx.db.get("schedules", id);
  return { steps: used, more: after !== null && isDue(after, today) };
}

async function isolatedTurn(
  ctx: MutationCtx,
  id: Id<"schedules">,
  today: string,
  steps: number,
  pass?: number,
): Promise<Turn> {
  try {
    return await ctx.runMutation(internal.internal.schedules.postOne, { id, today, steps, pass });
  } catch (error) {
    const code = errorCodeOf(error);
    if (code === "INTERNAL") console.error(`schedule ${id} paused:`, error);
    await pauseSchedule(ctx, id, code);
    return { steps: 1, more: false };
  }
}

/** A turn for each schedule, sharing `budget`; `done` is false when the budget ran out first. */
async function serve(
  ctx: MutationCtx,
  ids: Id<"schedules">[],
  today: string,
  budget: number,
  pass?: number,
) {
  const share = Math.min(TURN_STEPS, Math.max(1, Math.floor(budget / Math.max(1, ids.length))));
  let steps = 0;
  let more = false;
  for (const id of ids) {
    if (steps >= budget) return { steps, more, done: false };
    const turn = await isolatedTurn(ctx, id, today, Math.min(share, budget - steps), pass);
    steps += turn.steps;
    more ||= turn.more;
  }
  return { steps, more, done: true };
}

/** One page of a cron pass; `next` is where the following batch starts (null: all done). */
export async function cronBatch(
  ctx: MutationCtx,
  today: string,
  budget: number,
  state: PassState,
): Promise<{ steps: number; next: PassState | null }> {
  const page = await ctx.db
    .query("schedules")
    .withIndex("by_nextDue", (q) => q.gte("nextDue", NO_DATE_BEFORE).lte("nextDue", today))
    .paginate({ cursor: state.cursor, numItems: SCHEDULES_PER_BATCH });
  const waiting = page.page.filter((s) => s.servedPass !== state.pass);
  const served = await serve(
    ctx,
    waiting.map((s) => s._id),
    today,
    budget,
    state.pass,
  );
  const unfinished = state.unfinished || served.more || waiting.length < page.page.length;
  const { steps } = served;
  // Out of budget: the same page again (those served are skipped).
  if (!served.done) return { steps, next: { ...state, unfinished } };
  if (!page.isDone) return { steps, next: { ...state, cursor: page.continueCursor, unfinished } };
  if (!unfinished) return { steps, next: null };
  return { steps, next: { pass: state.pass + 1, cursor: null, unfinished: false } };
}

/** One user's due schedules (at most MAX_SCHEDULES_PER_USER), sharing `budget`. */
export async function userBatch(
  ctx: MutationCtx,
  userId: Id<"users">,
  today: string,
  budget: number,
): Promise<Turn> {
  const due = (
    await ctx.db
      .query("schedules")
      .withIndex("by_user", (q) => q.eq("userId", userId))
      .collect()
  ).filter((s) => isDue(s, today));
  const served = await serve(
    ctx,
    due.map((s) => s._id),
    today,
    budget,
  );
  return { steps: served.steps, more: served.more || !served.done };
}
