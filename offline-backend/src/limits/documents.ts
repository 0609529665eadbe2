/**
 * Convex refuses to store a document over 1 MiB, nested more than 16 levels, with an array
 * of more than 8,192 items or an object of more than 1,024 fields. convex-test stores
 * anything its schema allows, so every write passes through this check first: an insert,
 * a patch (the merged document is checked) and a replace fail with Convex's message.
 */
import { documentProblem } from "./values.js";

interface WritableDatabase {
  _addWrite(id: string, value: Record<string, unknown> | null): void;
}

const enforced = new WeakSet<object>();

export function enforceDocumentLimits(db: WritableDatabase): void {
  if (enforced.has(db)) return;
  enforced.add(db);
  const addWrite = db._addWrite;
  db._addWrite = function checkedWrite(this: WritableDatabase, id, value) {
    if (value !== null) {
      const problem = documentProblem(value);
      if (problem !== null) throw new Error(problem);
    }
    addWrite.call(this, id, value);
  };
}
