/**
 * Scheduled functions across restarts, and crons.
 *
 * convex-test runs `ctx.scheduler.runAfter/runAt` itself on a real timer, recording each job
 * in `_scheduled_functions` (persisted like any table). Its timers die with the process, so
 * at start we re-arm the jobs still pending. A job caught "inProgress" by a crash is re-run if
 * it is a mutation (its writes never committed) and marked failed if it is an action, which
 * Convex also never retries. Crons from convex/crons.ts run on timers computed from their
 * schedule (UTC); runs missed while the server was down are skipped, as on Convex.
 */
import { jsonToConvex, type JSONValue, type Value } from "convex/values";
import type { Engine } from "./engine.js";
import type { Doc } from "./internals.js";
import { recordFunctionLog, serverLog } from "./logs.js";
import { lookupFunction } from "./modules.js";
import { inBackground } from "./turns.js";

type JobState = { kind: "pending" | "inProgress" | "success" | "failed" | "canceled" };
type JobDoc = Doc & { name: string; args: Value[]; scheduledTime: number; state: JobState };
const MAX_DELAY = 2 ** 31 - 1;

function later(at: number, fn: () => void): NodeJS.Timeout {
  const delay = Math.max(0, at - Date.now());
  // setTimeout cannot wait longer than ~24.8 days; wait in steps.
  if (delay > MAX_DELAY) return setTimeout(() => later(at, fn), MAX_DELAY);
  return setTimeout(fn, delay);
}

async function setJobState(
  engine: Engine,
  id: string,
  from: JobState["kind"][],
  state: JobState & { completedTime?: number },
): Promise<boolean> {
  const db = engine.db as unknown as {
    get(t: string, id: string): JobDoc | null;
    patch(t: string, id: string, v: object): void;
  };
  return engine.t.run(async () => {
    const job = db.get("_scheduled_functions", id);
    if (!job || !from.includes(job.state.kind)) return false;
    const { kind, completedTime } = state;
    db.patch(
      "_scheduled_functions",
      id,
      completedTime ? { state: { kind }, completedTime } : { state: { kind } },
    );
    return true;
  });
}

async function runRestoredJob(engine: Engine, job: JobDoc): Promise<void> {
  if (!(await setJobState(engine, job._id, ["pending"], { kind: "inProgress" }))) return;
  const outcome = await engine.any(job.name, (job.args[0] ?? {}) as Record<string, Value>);
  if (!outcome.success)
    recordFunctionLog("ERROR", job.name, `Scheduled function failed: ${outcome.errorMessage}`);
  await setJobState(
    engine,
    job._id,
    ["inProgress"],
    outcome.success ? { kind: "success" } : { kind: "failed", completedTime: Date.now() },
  );
}

export async function rearmScheduledJobs(engine: Engine): Promise<number> {
  const jobs = [...engine.storage.committed.tableDocs("_scheduled_functions")].filter(
    (d): d is JobDoc => ["pending", "inProgress"].includes((d as JobDoc).state?.kind),
  );
  for (const job of jobs) {
    if (job.state.kind === "inProgress") {
      const found = await lookupFunction(engine.modules, job.name);
      const isMutation = "fn" in found && found.fn.isMutation === true;
      await setJobState(
        engine,
        job._id,
        ["inProgress"],
        isMutation ? { kind: "pending" } : { kind: "failed", completedTime: Date.now() },
      );
      if (!isMutation) continue;
    }
    later(job.scheduledTime, () =>
      inBackground(
        () => void runRestoredJob(engine, job).catch((e: unknown) => serverLog.error(e)),
      ),
    );
  }
  return jobs.length;
}

// ---- crons ----

type Schedule =
  | { type: "interval"; seconds?: number; minutes?: number; hours?: number }
  | { type: "hourly"; minuteUTC?: number }
  | { type: "daily"; hourUTC: number; minuteUTC?: number }
  | { type: "weekly"; dayOfWeek: string; hourUTC: number; minuteUTC?: number }
  | { type: "monthly"; day: number; hourUTC: number; minuteUTC?: number }
  | { type: "cron"; cron: string };
type CronJob = { name: string; args: JSONValue[]; schedule: Schedule };

const DAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

/** One field of a 5-field cron expression -> the set of allowed values. */
function cronField(spec: string, min: number, max: number): Set<number> {
  const out = new Set<number>();
  for (const part of spec.split(",")) {
    const [range, stepText] = part.split("/");
    const step = stepText ? Number(stepText) : 1;
    let [lo, hi] = [min, max];
    if (range !== "*") {
      const [a, b] = range.split("-").map(Number);
      lo = a;
      hi = b ?? (stepText ? max : a);
    }
    for (let v = lo; v <= hi; v += step) out.add(v === 7 && max === 6 ? 0 : v);
  }
  return out;
}

function matcher(schedule: Exclude<Schedule, { type: "interval" }>): (d: Date) => boolean {
  const m = "minuteUTC" in schedule ? (schedule.minuteUTC ?? 0) : 0;
  switch (schedule.type) {
    case "hourly":
      return (d) => d.getUTCMinutes() === m;
    case "daily":
      return (d) => d.getUTCMinutes() === m && d.getUTCHours() === schedule.hourUTC;
    case "weekly":
      return (d) =>
        d.getUTCMinutes() === m &&
        d.getUTCHours() === schedule.hourUTC &&
        DAYS[d.getUTCDay()] === schedule.dayOfWeek;
    case "monthly":
      return (d) =>
        d.getUTCMinutes() === m &&
        d.getUTCHours() === schedule.hourUTC &&
        d.getUTCDate() === schedule.day;
    case "cron": {
      const [mi, h, dom, mon, dow] = schedule.cron.trim().split(/\s+/);
      const [MI, H, DOM, MON, DOW] = [
        cronField(mi, 0, 59),
        cronField(h, 0, 23),
        cronField(dom, 1, 31),
        cronField(mon, 1, 12),
        cronField(dow, 0, 6),
      ];
      return (d) => {
        const domOk = DOM.has(d.getUTCDate());
        const dowOk = DOW.has(d.getUTCDay());
        // Standard cron: if both day fields are restricted, either may match.
        const dayOk = dom !== "*" && dow !== "*" ? domOk || dowOk : domOk && dowOk;
        return (
          MI.has(d.getUTCMinutes()) &&
          H.has(d.getUTCHours()) &&
          MON.has(d.getUTCMonth() + 1) &&
          dayOk
        );
      };
    }
  }
}

export function nextRun(schedule: Schedule, after: number): number {
  if (schedule.type === "interval") {
    const ms =
      ((schedule.seconds ?? 0) + (schedule.minutes ?? 0) * 60 + (schedule.hours ?? 0) * 3600) *
      1000;
    return after + Math.max(ms, 1000);
  }
  const matches = matcher(schedule);
  let t = Math.floor(after / 60_000) * 60_000 + 60_000;
  for (let i = 0; i < 366 * 24 * 60; i++, t += 60_000) if (matches(new Date(t))) return t;
  throw new Error(`Cron schedule never fires: ${JSON.stringify(schedule)}`);
}

export function startCrons(engine: Engine, crons: unknown): () => void {
  const jobs = (crons as { crons?: Record<string, CronJob> } | undefined)?.crons;
  if (!jobs) return () => {};
  const timers = new Map<string, NodeJS.Timeout>();
  const arm = (id: string, job: CronJob, after: number) => {
    const at = nextRun(job.schedule, after);
    timers.set(
      id,
      later(at, () => {
        arm(id, job, Date.now());
        const args = jsonToConvex(job.args[0] ?? {}) as Record<string, Value>;
        void inBackground(() => engine.any(job.name, args)).then((o) => {
          if (!o.success)
            recordFunctionLog("ERROR", job.name, `Cron "${id}" failed: ${o.errorMessage}`);
        });
      }),
    );
  };
  for (const [id, job] of Object.entries(jobs)) arm(id, job, Date.now());
  serverLog.info(`[offline-backend] ${timers.size} cron job(s) from crons.ts`);
  return () => timers.forEach((t) => clearTimeout(t));
}
