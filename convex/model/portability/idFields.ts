/**
 * The fields of a table that hold ids of other documents, read from the schema itself, so a
 * restore remaps and checks every reference (including ones added to the schema later).
 */
import schema from "../../schema";
import type { TableNames } from "../../_generated/dataModel";

interface JsonValidator {
  type: string;
  tableName?: string;
  value?: Record<string, { fieldType: JsonValidator; optional: boolean }>;
}

export function idFieldsOf(table: TableNames): { field: string; table: TableNames }[] {
  const json = (schema.tables[table].validator as unknown as { json: JsonValidator }).json;
  const fields: { field: string; table: TableNames }[] = [];
  for (const [field, { fieldType }] of Object.entries(json.value ?? {})) {
    if (fieldType.type === "id" && fieldType.tableName && field !== "userId") {
      fields.push({ field, table: fieldType.tableName as TableNames });
    }
  }
  return fields;
}
