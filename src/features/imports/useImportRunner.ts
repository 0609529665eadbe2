import { useCallback, useRef, useState } from "react";
import type { Id } from "../../../convex/_generated/dataModel";
import { IMPORT_CHUNK_ROWS } from "../../../convex/shared/importing";
import type { CsvMapping } from "./parse/csv";
import type { ImportFormat } from "./parse/types";
import type { PreviewRow } from "./preview";
import { useImportMutations, useImports } from "../../data/imports";

export interface ImportJob {
  accountId: Id<"accounts">;
  fileName: string;
  format: ImportFormat;
  encoding: string;
  currency?: string;
  mapping?: CsvMapping;
  rows: PreviewRow[];
}

export type RunState =
  | { phase: "idle" }
  | { phase: "running"; done: number; total: number; importId: Id<"imports"> | null }
  | {
      phase: "finished";
      added: number;
      skipped: number;
      cancelled: boolean;
      importId: Id<"imports">;
    };

/**
 * Writes the ticked rows in chunks, each one atomic on the server, with progress and a cancel
 * that stops after the chunk in flight. Rows already written stay, listed as the import, and
 * can be undone; running the same file again completes it (stable import keys). Once the
 * finished import is undone (from the history below) the run is over: back to idle, so the
 * preview shows again.
 */
export function useImportRunner(accountId: Id<"accounts"> | null) {
  const { start, addChunk, finish } = useImportMutations();
  const imports = useImports(accountId);
  const [ran, setState] = useState<RunState>({ phase: "idle" });
  const record =
    ran.phase === "finished" ? imports?.find((r) => r._id === ran.importId) : undefined;
  const undone = record?.status === "undoing" || record?.status === "undone";
  const state: RunState = undone ? { phase: "idle" } : ran;
  const cancelled = useRef(false);

  const run = useCallback(
    async (job: ImportJob) => {
      cancelled.current = false;
      const chosen = job.rows.filter((r) => r.selected && r.status !== "problem");
      const unticked = job.rows.filter((r) => r.status === "duplicate" && !r.selected).length;
      setState({ phase: "running", done: 0, total: chosen.length, importId: null });
      const importId = await start({
        accountId: job.accountId,
        fileName: job.fileName,
        format: job.format,
        encoding: job.encoding,
        total: job.rows.length,
        currency: job.currency,
        mapping: job.mapping,
      }).catch((error: unknown) => {
        // Nothing was written: back to the preview, where the error is shown.
        setState({ phase: "idle" });
        throw error;
      });
      let added = 0;
      let skipped = 0;
      let failed = false;
      try {
        // Two chunks in flight: the next one travels while the server writes the current one.
        // Each is atomic and keyed, so the order they land in does not matter.
        const inFlight: Promise<void>[] = [];
        let done = 0;
        for (let i = 0; i < chosen.length && !cancelled.current; i += IMPORT_CHUNK_ROWS) {
          const rows = chosen.slice(i, i + IMPORT_CHUNK_ROWS).map((r) => ({
            key: r.key,
            date: r.date as string,
            amount: r.amount as number,
            payee: r.payee || undefined,
            notes: r.notes || undefined,
            category: r.category,
            ...(r.categoryDefaulted ? { fallback: true } : {}),
          }));
          inFlight.push(
            addChunk({ importId, rows }).then((result) => {
              added += result.added;
              skipped += result.skipped;
              done += rows.length;
              setState({ phase: "running", done, total: chosen.length, importId });
            }),
          );
          if (inFlight.length >= 2) await inFlight.shift();
        }
        await Promise.all(inFlight);
      } catch (error) {
        failed = true;
        throw error;
      } finally {
        // A failed chunk ends the import like a cancel: what was written stays and can be undone.
        const stopped = cancelled.current || failed;
        await finish({ importId, duplicates: unticked, cancelled: stopped });
        setState({
          phase: "finished",
          added,
          skipped: skipped + unticked,
          cancelled: stopped,
          importId,
        });
      }
    },
    [start, addChunk, finish],
  );

  const cancel = useCallback(() => {
    cancelled.current = true;
  }, []);
  const reset = useCallback(() => setState({ phase: "idle" }), []);
  return { state, run, cancel, reset };
}
