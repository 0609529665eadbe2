/**
 * Return-value validation without exceptions. convex-test checks a union by trying each
 * member and catching the Error the rejected ones throw; every such Error captures a stack
 * trace, and a page of 100 transactions (a category is a union of 13 names and an id) threw
 * about a thousand of them: two thirds of the page's server time. These are the same rules
 * (convex-test's `validateValidator`), answering with a message instead of throwing.
 *
 * The loaded modules are handed to convex-test with each function's `returns` hidden and its
 * handler checking its own result, so the check runs for nested calls too and, as on Convex,
 * a mutation whose result fails it writes nothing.
 */
import type { ModuleRecord } from "./modules.js";
import { type RegisteredFunction, wrapFunctions } from "./registered.js";

export type ValidatorJson =
  | { type: "null" | "number" | "bigint" | "boolean" | "string" | "bytes" | "any" | "commitTs" }
  | { type: "literal"; value: unknown }
  | { type: "id"; tableName: string }
  | { type: "array"; value: ValidatorJson }
  | { type: "union"; value: ValidatorJson[] }
  | { type: "object"; value: Record<string, { fieldType: ValidatorJson; optional: boolean }> }
  | { type: "record" };

/** What a Convex id names: "12;users" → "users" (convex-test's id format). */
function tableNameFromId(id: string): string | null {
  const digits = /^[0-9]+/.exec(id)?.[0];
  return digits === undefined || digits.length === id.length ? null : id.slice(digits.length);
}

function isSimpleObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value) as { constructor?: { name?: string } } | null;
  return (
    prototype === null || prototype === Object.prototype || prototype.constructor?.name === "Object"
  );
}

const show = (value: unknown) => String(value as string);

/** Why `value` does not match `validator`, or null when it does. */
export function mismatch(validator: ValidatorJson, value: unknown): string | null {
  const expected = (what: string) =>
    `Validator error: Expected \`${what}\`, got \`${show(value)}\``;
  switch (validator.type) {
    case "null":
      return value === null ? null : expected("null");
    case "number":
    case "bigint":
    case "boolean":
    case "string":
      return typeof value === validator.type ? null : expected(validator.type);
    case "commitTs":
      return typeof value === "bigint" || (typeof value === "object" && value !== null)
        ? null
        : expected("v.commitTs()");
    case "bytes":
      return value instanceof ArrayBuffer ? null : expected("ArrayBuffer");
    case "literal":
      return value === validator.value ? null : expected(show(validator.value));
    case "id":
      if (typeof value !== "string") return expected("string");
      return tableNameFromId(value) === validator.tableName
        ? null
        : `Validator error: Expected ID for table "${validator.tableName}", got \`${value}\``;
    case "array": {
      if (!Array.isArray(value)) return expected("Array");
      for (const item of value) {
        const problem = mismatch(validator.value, item);
        if (problem !== null) return problem;
      }
      return null;
    }
    case "union":
      return validator.value.some((member) => mismatch(member, value) === null)
        ? null
        : `Validator error: Expected one of ${validator.value.map((m) => m.type).join(", ")}, got \`${JSON.stringify(value)}\``;
    case "object": {
      if (typeof value !== "object" || value === null) return expected("object");
      if (!isSimpleObject(value)) return expected("a plain old JavaScript `object`");
      const record = value as Record<string, unknown>;
      for (const [key, { fieldType, optional }] of Object.entries(validator.value)) {
        if (record[key] === undefined) {
          if (!optional) return `Validator error: Missing required field \`${key}\` in object`;
          continue;
        }
        const problem = mismatch(fieldType, record[key]);
        if (problem !== null) return problem;
      }
      for (const key of Object.keys(record)) {
        if (validator.value[key] === undefined)
          return `Validator error: Unexpected field \`${key}\` in object`;
      }
      return null;
    }
    default:
      // convex-test accepts whatever it has no rule for ("any", "record"): so does this.
      return null;
  }
}

function kindOf(fn: RegisteredFunction): string {
  return fn.isQuery ? "query" : fn.isMutation ? "mutation" : "action";
}

/** The function with its return value checked by its handler, its `returns` hidden. */
function checkingReturns(fn: RegisteredFunction, udfPath: string): RegisteredFunction {
  const returns = JSON.parse(fn.exportReturns!()) as ValidatorJson | null;
  const handler = fn._handler!;
  if (returns === null) return fn;
  const checked = async (ctx: unknown, args: unknown) => {
    const result = await handler(ctx, args);
    // A handler that returns nothing returns null to its caller.
    const problem = mismatch(returns, result === undefined ? null : result);
    if (problem !== null)
      throw new Error(`Return value validation failed for ${kindOf(fn)} "${udfPath}":\n${problem}`);
    return result;
  };
  return Object.assign((...args: unknown[]) => fn(...args), fn, {
    _handler: checked,
    exportReturns: () => "null",
  });
}

/** The module record with every function's return value checked as above. */
export function withQuickReturnChecks(record: ModuleRecord): ModuleRecord {
  return wrapFunctions(record, (fn, modulePath, name) =>
    typeof fn.exportReturns === "function" ? checkingReturns(fn, `${modulePath}:${name}`) : fn,
  );
}
