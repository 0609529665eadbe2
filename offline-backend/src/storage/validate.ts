/**
 * A fast acceptance check for schema validation of written documents. convex-test checks a
 * union by trying each member and catching the Error the failing ones throw; with our
 * 13-category unions that is several thrown Errors (each capturing a stack) per document,
 * and for a 10,000-row import it was over a second of the backend's time.
 *
 * `conforms` answers without throwing. It is conservative: it says true only when
 * convex-test's validateValidator would accept the value; whenever it says false the
 * original check runs and throws its own message, so errors read exactly as before and a
 * case not handled here (commit-timestamp placeholders, new validator kinds) is never let
 * through.
 */

/** The JSON form of a Convex validator, the part this check reads. */
export type ValidatorJson =
  | { type: "null" | "number" | "bigint" | "boolean" | "string" | "bytes" | "any" }
  | { type: "literal"; value: unknown }
  | { type: "id"; tableName: string }
  | { type: "array"; value: ValidatorJson }
  | { type: "union"; value: ValidatorJson[] }
  | { type: "object"; value: Record<string, { fieldType: ValidatorJson; optional: boolean }> }
  | { type: string; value?: unknown };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === null || prototype === Object.prototype;
}

/** convex-test's rule: digits, then the table name. */
function tableOfId(id: string): string | null {
  const digits = /^[0-9]+/.exec(id);
  return digits === null || digits[0].length === id.length ? null : id.slice(digits[0].length);
}

export function conforms(validator: ValidatorJson, value: unknown): boolean {
  switch (validator.type) {
    case "null":
      return value === null;
    case "number":
      return typeof value === "number";
    case "bigint":
      return typeof value === "bigint";
    case "boolean":
      return typeof value === "boolean";
    case "string":
      return typeof value === "string";
    case "bytes":
      return value instanceof ArrayBuffer;
    case "any":
      return true;
    case "literal":
      return value === (validator as { value: unknown }).value;
    case "id":
      return (
        typeof value === "string" &&
        tableOfId(value) === (validator as { tableName: string }).tableName
      );
    case "array": {
      const item = (validator as { value: ValidatorJson }).value;
      return Array.isArray(value) && value.every((element) => conforms(item, element));
    }
    case "union":
      return (validator as { value: ValidatorJson[] }).value.some((member) =>
        conforms(member, value),
      );
    case "object": {
      if (!isPlainObject(value)) return false;
      const fields = (
        validator as { value: Record<string, { fieldType: ValidatorJson; optional: boolean }> }
      ).value;
      for (const key in fields) {
        const { fieldType, optional } = fields[key]!;
        const field = value[key];
        if (field === undefined ? !optional : !conforms(fieldType, field)) return false;
      }
      for (const key in value) if (fields[key] === undefined) return false;
      return true;
    }
    default:
      // Unknown here: let the original check decide.
      return false;
  }
}
