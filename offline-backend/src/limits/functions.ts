/**
 * What Convex enforces around a query or mutation that convex-test does not:
 * - arguments and return values within Convex's value limits (size 16 MiB, arrays 8,192,
 *   objects 1,024 fields, nesting 64, arguments 63 as Convex reads them inside an array), with
 *   Convex's messages; documents alone stop at 16 levels (documents.ts);
 * - determinism: `Date.now()` (and `new Date()`) is frozen at the call's start and
 *   `Math.random` is seeded per call, as in Convex's query and mutation runtime;
 * - user-code time: Convex stops a query or mutation after 1 s of its own code, and the
 *   database's work is not its code. Here the database runs in the same process, so the CPU
 *   time of the call is measured less the time spent inside database syscalls (which, on
 *   convex-test's engine, includes scanning every stored document per query), and a call past
 *   1 s is refused when it returns, with Convex's message, its writes dropped. CPU time, not
 *   wall time, so a busy machine does not push a call over (the app's heaviest function tests
 *   stay under 0.15 s of their own code on a loaded 2-core machine). Syscalls are timed by the
 *   wall clock, which costs nanoseconds where reading the CPU clock is a system call of its
 *   own (a 10,000-row import makes some 150,000 syscalls); the call's CPU total is then split
 *   in the proportion of its wall time spent inside them.
 * Actions keep the real clock and randomness (as on Convex) and only get the value checks.
 */
import type { ModuleRecord } from "../modules.js";
import { type RegisteredFunction, wrapFunctions } from "../registered.js";
import { argumentsProblem, valueProblem } from "./values.js";

export const USER_TIME_LIMIT_MS = 1000;

export interface FunctionLimitOptions {
  /** Convex's limit on a query's or mutation's own code; tests shorten it. */
  userTimeMs?: number;
}

/** A Date whose clock stands still at `now`; everything else is the real Date. */
function frozenDate(RealDate: DateConstructor, now: number): DateConstructor {
  class FrozenDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(now);
      else super(...(args as [number]));
    }
    static now(): number {
      return now;
    }
  }
  return FrozenDate as DateConstructor;
}

/** Math with a small, fast seeded generator (mulberry32) in place of `random`. */
function seededMath(RealMath: Math, seed: number): Math {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return Object.assign(Object.create(RealMath) as Math, { random });
}

function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

let calls = 0;

/** Wall time spent inside the engine's syscalls so far, summed over every call. */
let engineMs = 0;

type Syscall = (op: string, args: string) => unknown;
interface ConvexGlobal {
  syscall: Syscall;
  asyncSyscall: Syscall;
  jsSyscall: Syscall;
}
const clocked = new WeakSet<object>();

/**
 * Times the work done synchronously by a syscall (convex-test's async ones included: they
 * do all their work before their first await), by the wall clock.
 */
function timed(syscall: Syscall): Syscall {
  return (op, args) => {
    const started = performance.now();
    try {
      return syscall(op, args);
    } finally {
      engineMs += performance.now() - started;
    }
  };
}

/**
 * The call's own CPU time: its CPU total less the share spent in syscalls, by the wall
 * clock's proportion. Subtracting the syscalls' wall time from a CPU total instead would
 * count the engine's garbage collection on helper threads (CPU beyond wall time) as the
 * function's own and refuse calls that Convex runs; a proportion moves with both clocks.
 * The process's CPU counts every thread, but the function runs on one: no more of it can be
 * its own than the wall time it took, so a collection on helper threads during a 1 ms call
 * does not push it past a limit.
 */
function ownCpuMs(cpuTotal: number, wallTotal: number, engineWall: number): number {
  if (wallTotal <= 0) return cpuTotal;
  const onItsThread = Math.min(cpuTotal, wallTotal);
  return onItsThread * (1 - Math.min(1, engineWall / wallTotal));
}

/** Puts a clock on the runtime's syscalls once convex-test has installed them. */
function clockSyscalls() {
  const g = globalThis as { Convex?: ConvexGlobal };
  const inner = g.Convex;
  if (inner === undefined || clocked.has(inner)) return;
  const outer: ConvexGlobal = {
    get syscall() {
      return timed(inner.syscall);
    },
    get asyncSyscall() {
      return timed(inner.asyncSyscall);
    },
    get jsSyscall() {
      return inner.jsSyscall;
    },
  };
  clocked.add(outer);
  g.Convex = outer;
}

function limited(
  fn: RegisteredFunction,
  udfPath: string,
  options: Required<FunctionLimitOptions>,
): RegisteredFunction {
  const handler = fn._handler!;
  const transactional = Boolean(fn.isQuery || fn.isMutation);
  const wrapped = async (ctx: unknown, args: unknown) => {
    const argsProblem = argumentsProblem(args, udfPath);
    if (argsProblem !== null) throw new Error(argsProblem);
    let result: unknown;
    if (transactional) {
      const g = globalThis as { Date: DateConstructor; Math: Math };
      clockSyscalls();
      const started = cpuMs();
      const startedWall = performance.now();
      const engineAtStart = engineMs;
      // convex-test gives each call its own view of these globals, so this assignment is
      // seen by this call only (and not by nested calls, which get their own).
      g.Date = frozenDate(g.Date, g.Date.now());
      g.Math = seededMath(g.Math, (calls += 1) * 2654435761);
      result = await handler(ctx, args);
      const used = ownCpuMs(
        cpuMs() - started,
        performance.now() - startedWall,
        engineMs - engineAtStart,
      );
      const limit = options.userTimeMs;
      if (used > limit)
        throw new Error(`Function execution timed out (maximum duration: ${limit / 1000}s)`);
    } else {
      result = await handler(ctx, args);
    }
    const resultProblem = valueProblem(result ?? null, `Function ${udfPath} return value`);
    if (resultProblem !== null) throw new Error(resultProblem);
    return result;
  };
  return Object.assign((...args: unknown[]) => fn(...args), fn, { _handler: wrapped });
}

/** The module record with every query, mutation and action held to the limits above. */
export function withConvexLimits(
  record: ModuleRecord,
  options: FunctionLimitOptions = {},
): ModuleRecord {
  const settings = { userTimeMs: options.userTimeMs ?? USER_TIME_LIMIT_MS };
  return wrapFunctions(record, (fn, modulePath, name) =>
    limited(fn, `${modulePath}.js:${name}`, settings),
  );
}
