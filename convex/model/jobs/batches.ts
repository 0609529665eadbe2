/**
 * Long work in bounded batches, written once: "do a batch, schedule yourself". Deleting an
 * account, a plan's contributions, a schedule's rows, undoing an import, migrations: each is a
 * job whose batch is one mutation that does a bounded amount of work (its batch size keeps it
 * well inside Convex's limits per transaction: 32,000 documents read, 16,000 written, 4,096
 * index ranges, 1 s of its own code), then schedules the same job with the next batch's
 * arguments. No transaction ever holds more than one batch. A batch commits on its own, so a
 * failing batch loses only itself: what earlier batches did stays, and running the job again
 * with the failed batch's arguments carries on from there (jobs that pick their work by what is
 * left, such as "delete the first 500 rows", carry on from any start).
 */
import type { FunctionArgs, FunctionReference, OptionalRestArgs, Scheduler } from "convex/server";

type Job = FunctionReference<"mutation", "internal">;

/** What one batch did: the next batch's arguments (null: done), and how many items it handled. */
export interface Batch<Args> {
  next: Args | null;
  handled?: number;
}

/** The progress a batch reports to whoever ran it (a migration run by hand prints it). */
export interface BatchProgress {
  handled: number;
  done: boolean;
}

/** Runs one batch of `job`, then schedules the job for the rest when there is more. */
export async function runBatch<J extends Job>(
  ctx: { scheduler: Scheduler },
  job: J,
  work: () => Promise<Batch<FunctionArgs<J>>>,
): Promise<BatchProgress> {
  const { handled = 0, next } = await work();
  if (next !== null) {
    await ctx.scheduler.runAfter(0, job, ...([next] as unknown as OptionalRestArgs<J>));
  }
  return { handled, done: next === null };
}
