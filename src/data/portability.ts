/**
 * Export and restore loops, written against any client with `query` and `mutation` (the
 * browser's Convex client, or a test's), so the round trip is tested exactly as it runs.
 */
import { useConvex, useQuery } from "convex/react";
import type { FunctionArgs, FunctionReference, FunctionReturnType } from "convex/server";
import { useMemo } from "react";
import { api } from "../../convex/_generated/api";
import {
  EXPORTED_TABLES,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  PORTABILITY_PAGE,
  READABLE_VERSIONS,
  RESTORE_CHUNK,
  type ExportFile,
} from "../../convex/shared/portability";

export interface PortabilityClient {
  query<F extends FunctionReference<"query">>(
    fn: F,
    args: FunctionArgs<F>,
  ): Promise<FunctionReturnType<F>>;
  mutation<F extends FunctionReference<"mutation">>(
    fn: F,
    args: FunctionArgs<F>,
  ): Promise<FunctionReturnType<F>>;
}

export type Progress = (done: number, total: number) => void;

type Doc = Record<string, unknown>;

export async function exportAll(
  client: PortabilityClient,
  onProgress?: Progress,
): Promise<ExportFile> {
  const tables: ExportFile["tables"] = {};
  let done = 0;
  for (const table of EXPORTED_TABLES) {
    const docs: Doc[] = [];
    let cursor: string | null = null;
    for (;;) {
      const page: { page: Doc[]; isDone: boolean; continueCursor: string } = await client.query(
        api.dataExport.page,
        { table, paginationOpts: { numItems: PORTABILITY_PAGE, cursor } },
      );
      docs.push(...page.page);
      onProgress?.(++done, EXPORTED_TABLES.length);
      if (page.isDone) break;
      cursor = page.continueCursor;
    }
    tables[table] = docs;
  }
  const profile = await client.query(api.dataExport.profile, {});
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: new Date().toISOString(),
    profile,
    tables,
  };
}

/** Reads an export file, or says why it is not one. */
export function parseExportFile(text: string): ExportFile | null {
  try {
    const file = JSON.parse(text) as Partial<ExportFile>;
    if (file.format !== EXPORT_FORMAT || typeof file.version !== "number") return null;
    if (!READABLE_VERSIONS.includes(file.version)) return null;
    if (typeof file.tables !== "object" || file.tables === null) return null;
    return file as ExportFile;
  } catch {
    return null;
  }
}

/** An old id anywhere in a value (split parts hold category ids too) → its restored copy's. */
function remapValue(value: unknown, ids: Map<string, string>): unknown {
  if (typeof value === "string") return ids.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => remapValue(item, ids));
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, remapValue(inner, ids)]),
    );
  }
  return value;
}

/** The document with every old id replaced by the id of its restored copy. */
function remap(doc: Doc, ids: Map<string, string>): Doc {
  const out: Doc = {};
  for (const [key, value] of Object.entries(doc)) {
    if (key === "_id" || key === "_creationTime" || key === "counterpartId") continue;
    out[key] = remapValue(value, ids);
  }
  return out;
}

export async function restoreAll(
  client: PortabilityClient,
  file: ExportFile,
  onProgress?: Progress,
): Promise<void> {
  const total = EXPORTED_TABLES.reduce((n, t) => n + (file.tables[t]?.length ?? 0), 0);
  const ids = new Map<string, string>();
  const transfers: [string, string][] = [];
  await client.mutation(api.dataRestore.begin, {});
  try {
    await restoreTables(client, file, { ids, transfers, total, onProgress });
  } catch (error) {
    // A half-restored account is worse than an empty one: take back what was written (the
    // server finishes in the background), then say why.
    await client.mutation(api.dataRestore.cancel, {}).catch(() => undefined);
    throw error;
  }
}

interface RestoreState {
  ids: Map<string, string>;
  transfers: [string, string][];
  total: number;
  onProgress?: Progress;
}

async function restoreTables(
  client: PortabilityClient,
  file: ExportFile,
  { ids, transfers, total, onProgress }: RestoreState,
): Promise<void> {
  let done = 0;
  for (const table of EXPORTED_TABLES) {
    const docs = file.tables[table] ?? [];
    for (let i = 0; i < docs.length; i += RESTORE_CHUNK) {
      const chunk = docs.slice(i, i + RESTORE_CHUNK);
      const created = await client.mutation(api.dataRestore.insert, {
        table,
        docs: chunk.map((doc) => remap(doc, ids)),
        first: i,
      });
      chunk.forEach((doc, j) => {
        ids.set(String(doc._id), created[j]);
        if (
          table === "transactions" &&
          typeof doc.counterpartId === "string" &&
          doc._id! < doc.counterpartId
        ) {
          transfers.push([String(doc._id), doc.counterpartId]);
        }
      });
      done += chunk.length;
      onProgress?.(done, total);
    }
  }
  const pairs = transfers
    .filter(([a, b]) => ids.has(a) && ids.has(b))
    .map(([a, b]) => ({ a: ids.get(a)!, b: ids.get(b)! })) as FunctionArgs<
    typeof api.dataRestore.linkTransfers
  >["pairs"];
  for (let i = 0; i < pairs.length; i += RESTORE_CHUNK) {
    await client.mutation(api.dataRestore.linkTransfers, {
      pairs: pairs.slice(i, i + RESTORE_CHUNK),
    });
  }
  await client.mutation(api.dataRestore.finish, {});
}

/** Whether a backup can be restored now (the account holds no data yet), live. */
export function useCanRestore() {
  return useQuery(api.dataRestore.canRestore, {});
}

/** Export and restore bound to this app's Convex client. */
export function usePortability() {
  const convex = useConvex();
  return useMemo(
    () => ({
      exportAll: (onProgress?: Progress) => exportAll(convex, onProgress),
      restoreAll: (file: ExportFile, onProgress?: Progress) => restoreAll(convex, file, onProgress),
    }),
    [convex],
  );
}
