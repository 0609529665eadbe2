/**
 * Which index a query reads and which key range: the same rules and error messages as
 * convex-test's `_resolveQuerySource` / `validateIndexRangeExpression` (which follow Convex).
 */
import {
  atOrAfter,
  atOrBefore,
  after,
  before,
  MAX,
  MIN,
  queryValue,
  type Bounds,
  type Key,
} from "./keys.js";

export type RangeExpr = {
  type: "Eq" | "Gt" | "Gte" | "Lt" | "Lte";
  fieldPath: string;
  value: unknown;
};

export type QuerySource =
  | { type: "FullTableScan"; tableName: string; order?: "asc" | "desc" | null }
  | { type: "IndexRange"; indexName: string; range: RangeExpr[]; order?: "asc" | "desc" | null }
  | { type: "Search"; indexName: string; filters: unknown[] };

export type Query = { source: QuerySource; operators: ({ filter: unknown } | { limit: number })[] };

/** Key fields per index, per table: `by_creation_time`, `by_id` and the schema's indexes. */
export type IndexDefinitions = Map<string, Map<string, readonly string[]>>;

const SYSTEM_INDEXES: [string, readonly string[]][] = [
  ["by_creation_time", ["_creationTime", "_id"]],
  ["by_id", ["_id"]],
];

type SchemaLike = {
  tables: Map<string, { indexes: { indexDescriptor: string; fields: string[] }[] }>;
} | null;

export function indexDefinitions(schema: SchemaLike): IndexDefinitions {
  const defs: IndexDefinitions = new Map();
  for (const [table, { indexes }] of schema?.tables ?? []) {
    const map = new Map(SYSTEM_INDEXES);
    for (const { indexDescriptor, fields } of indexes) {
      map.set(indexDescriptor, [...fields, "_creationTime", "_id"]);
    }
    defs.set(table, map);
  }
  return defs;
}

/** A table's indexes; tables outside the schema (system tables, schemaless) have the two system ones. */
export function indexesOf(defs: IndexDefinitions, table: string): Map<string, readonly string[]> {
  let map = defs.get(table);
  if (!map) {
    map = new Map(SYSTEM_INDEXES);
    defs.set(table, map);
  }
  return map;
}

export type Plan = {
  table: string;
  index: string;
  fields: readonly string[];
  bounds: Bounds;
  order: "asc" | "desc";
};

export function planQuery(defs: IndexDefinitions, source: QuerySource): Plan {
  if (source.type === "FullTableScan") {
    const table = source.tableName;
    return {
      table,
      index: "by_creation_time",
      fields: indexesOf(defs, table).get("by_creation_time")!,
      bounds: { lo: [MIN], hi: [MAX] },
      order: source.order ?? "asc",
    };
  }
  if (source.type !== "IndexRange") throw new Error(`Not an index query: ${source.type}`);
  const [table, index] = source.indexName.split(".");
  const fields = indexesOf(defs, table).get(index);
  if (fields === undefined) {
    throw new Error(
      `Cannot use index "${index}" for table "${table}" because ` +
        `it is not declared in the schema.`,
    );
  }
  validateIndexRangeExpression(source.range, fields);
  const eqs: Key = source.range.filter((r) => r.type === "Eq").map((r) => queryValue(r.value));
  let lo = atOrAfter(eqs);
  let hi = atOrBefore(eqs);
  for (const r of source.range) {
    const bound = [...eqs, queryValue(r.value)];
    if (r.type === "Gt") lo = after(bound);
    if (r.type === "Gte") lo = atOrAfter(bound);
    if (r.type === "Lt") hi = before(bound);
    if (r.type === "Lte") hi = atOrBefore(bound);
  }
  return { table, index, fields, bounds: { lo, hi }, order: source.order ?? "asc" };
}

function printIndexOperator(filter: RangeExpr): string {
  return `.${filter.type.toLowerCase()}(${filter.fieldPath}, ${JSON.stringify(filter.value)})`;
}

// Zero or more .eq on the index's fields in order, then optionally .gt/.gte and .lt/.lte on
// the next field. Messages are convex-test's.
function validateIndexRangeExpression(range: RangeExpr[], fields: readonly string[]): void {
  let fieldIndex = 0;
  let state = "eq";
  for (const [filterIndex, filter] of range.entries()) {
    if (state === "done") {
      throw new Error(
        `Incorrect operator used in \`withIndex\`, cannot chain ` +
          `more operators after both \`.gt\` and \`.lt\` were already used, ` +
          `got \`${printIndexOperator(filter)}\`.`,
      );
    }
    const filterType =
      filter.type === "Gt" || filter.type === "Gte"
        ? "gt"
        : filter.type === "Lt" || filter.type === "Lte"
          ? "lt"
          : "eq";
    switch (`${state}|${filterType}`) {
      case "eq|eq":
      case "eq|gt":
      case "eq|lt":
        if (filter.fieldPath === fields[fieldIndex]) {
          fieldIndex += 1;
          state = filterType;
          continue;
        }
        throw new Error(
          `Incorrect field used in \`withIndex\`, ` +
            `expected "${fields[fieldIndex]}", got "${filter.fieldPath}"`,
        );
      case "lt|gt":
      case "gt|lt":
        if (fieldIndex > 0 && filter.fieldPath === fields[fieldIndex - 1]) {
          state = "done";
          continue;
        }
        throw new Error(
          `Incorrect field used in \`withIndex\`, ` +
            `\`.gt\` and \`.lt\` must operate on the same field, ` +
            `expected "${fields[fieldIndex - 1]}", got "${filter.fieldPath}"`,
        );
      default:
        throw new Error(
          `Incorrect operator used in \`withIndex\`, ` +
            `cannot chain \`.${filter.type.toLowerCase()}()\` ` +
            `after \`.${range[filterIndex - 1].type.toLowerCase()}()\``,
        );
    }
  }
}
