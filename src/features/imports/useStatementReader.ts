import { useCallback, useEffect, useRef } from "react";
import type { ReadOptions, Statement } from "./parse/statement";
import type { ParseRequest } from "./parse/worker";

/**
 * Reads a statement file in a Web Worker (one per page, reused for re-parses when the user
 * changes the encoding, mapping or date order). Resolves with the parsed statement.
 */
export function useStatementReader() {
  const worker = useRef<Worker | null>(null);
  useEffect(() => () => worker.current?.terminate(), []);

  return useCallback(async (file: Blob, options: ReadOptions): Promise<Statement> => {
    const bytes = await file.arrayBuffer();
    worker.current ??= new Worker(new URL("./parse/worker.ts", import.meta.url), {
      type: "module",
    });
    const current = worker.current;
    return await new Promise<Statement>((resolve, reject) => {
      current.onmessage = (event: MessageEvent<Statement>) => resolve(event.data);
      current.onerror = (event) => reject(new Error(event.message));
      const request: ParseRequest = { bytes, options };
      current.postMessage(request, [bytes]);
    });
  }, []);
}
