/**
 * `.filter(...)` expressions, evaluated exactly as convex-test's `evaluateFilter` does
 * (equality with Convex's value order, comparisons and arithmetic with JavaScript's).
 */
import { compareValues } from "convex/values";
import { fieldValue, queryValue, type Doc } from "./keys.js";

type Expr = Record<string, unknown>;
type Pair = [Expr, Expr];

/* eslint-disable @typescript-eslint/no-explicit-any -- mirrors untyped JS arithmetic */
function evaluate(doc: Doc, f: Expr): any {
  if (f.$eq !== undefined) {
    const [a, b] = f.$eq as Pair;
    return compareValues(evaluate(doc, a), evaluate(doc, b)) === 0;
  }
  if (f.$neq !== undefined) {
    const [a, b] = f.$neq as Pair;
    return compareValues(evaluate(doc, a), evaluate(doc, b)) !== 0;
  }
  if (f.$and !== undefined) return (f.$and as Expr[]).every((c) => evaluate(doc, c));
  if (f.$or !== undefined) return (f.$or as Expr[]).some((c) => evaluate(doc, c));
  if (f.$not !== undefined) return !evaluate(doc, f.$not as Expr);
  const binary = (op: string, fn: (a: any, b: any) => unknown) => {
    const [a, b] = f[op] as Pair;
    return fn(evaluate(doc, a), evaluate(doc, b));
  };
  if (f.$gt !== undefined) return binary("$gt", (a, b) => a > b);
  if (f.$gte !== undefined) return binary("$gte", (a, b) => a >= b);
  if (f.$lt !== undefined) return binary("$lt", (a, b) => a < b);
  if (f.$lte !== undefined) return binary("$lte", (a, b) => a <= b);
  if (f.$add !== undefined) return binary("$add", (a, b) => a + b);
  if (f.$sub !== undefined) return binary("$sub", (a, b) => a - b);
  if (f.$mul !== undefined) return binary("$mul", (a, b) => a * b);
  if (f.$div !== undefined) return binary("$div", (a, b) => a / b);
  if (f.$mod !== undefined) return binary("$mod", (a, b) => a % b);
  if (f.$field !== undefined) return fieldValue(doc, f.$field as string);
  if (f.$literal !== undefined) return queryValue(f.$literal);
  throw new Error(`unsupported filter expression: ${JSON.stringify(f)}`);
}
/* eslint-enable @typescript-eslint/no-explicit-any */

export type Operator = { filter: unknown } | { limit: number };

/** The query's filters as one predicate, and its limit (the first `limit` operator). */
export function compileOperators(operators: Operator[]): {
  matches: (doc: Doc) => boolean;
  limit: number | null;
} {
  const filters = operators.filter((o) => "filter" in o).map((o) => o.filter as Expr);
  const limitOp = operators.find((o): o is { limit: number } => "limit" in o);
  return {
    matches:
      filters.length === 0 ? () => true : (doc) => filters.every((f) => Boolean(evaluate(doc, f))),
    limit: limitOp?.limit ?? null,
  };
}
