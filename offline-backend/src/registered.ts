/**
 * The app's Convex functions as the module record holds them, and one way to hand convex-test
 * a record whose registered functions are wrapped (return checks, Convex's limits). Free of
 * Node imports: the function tests load it in the edge runtime.
 */
import type { ModuleRecord } from "./modules.js";

export type RegisteredFunction = ((...args: unknown[]) => unknown) & {
  isQuery?: boolean;
  isMutation?: boolean;
  isAction?: boolean;
  exportReturns?: () => string;
  _handler?: (ctx: unknown, args: unknown) => unknown;
};

export function isRegistered(value: unknown): value is RegisteredFunction {
  const fn = value as RegisteredFunction;
  return (
    typeof fn === "function" &&
    Boolean(fn.isQuery || fn.isMutation || fn.isAction) &&
    typeof fn._handler === "function"
  );
}

/**
 * The record with every registered function replaced by `wrap(fn, modulePath, name)`, each
 * module loaded (and wrapped) once. `modulePath` is the key without "./" and its extension.
 */
export function wrapFunctions(
  record: ModuleRecord,
  wrap: (fn: RegisteredFunction, modulePath: string, name: string) => RegisteredFunction,
): ModuleRecord {
  const wrapped: ModuleRecord = {};
  for (const [key, load] of Object.entries(record)) {
    const modulePath = key.replace(/^(\.\.?\/)+/, "").replace(/\.[^./]+$/, "");
    let cached: Promise<Record<string, unknown>> | undefined;
    wrapped[key] = () =>
      (cached ??= load().then((exports) => {
        const out: Record<string, unknown> = {};
        for (const [name, value] of Object.entries(exports))
          out[name] = isRegistered(value) ? wrap(value, modulePath, name) : value;
        return out;
      }));
  }
  return wrapped;
}
