/**
 * An export with its ids replaced by positions ("accounts#0") and without creation times, so
 * two exports of the same data from different deployments or users compare equal.
 */
import { EXPORTED_TABLES, type ExportFile } from "../shared/portability";

export function canonical(file: ExportFile) {
  const position = new Map<string, string>();
  for (const table of EXPORTED_TABLES) {
    (file.tables[table] ?? []).forEach((doc, i) => position.set(String(doc._id), `${table}#${i}`));
  }
  const tables: Record<string, unknown[]> = {};
  for (const table of EXPORTED_TABLES) {
    tables[table] = (file.tables[table] ?? []).map(({ _id, _creationTime, ...doc }) =>
      Object.fromEntries(
        Object.entries(doc).map(([k, v]) => [
          k,
          typeof v === "string" && position.has(v) ? position.get(v) : v,
        ]),
      ),
    );
  }
  return { profile: file.profile, tables };
}
