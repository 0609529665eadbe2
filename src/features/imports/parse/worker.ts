/// <reference lib="webworker" />
/**
 * Parsing runs here, off the main thread: a 10,000-row statement never freezes the page.
 * The file's bytes are transferred in, the parsed statement is posted back.
 */
import { readStatement, type ReadOptions } from "./statement";

export interface ParseRequest {
  bytes: ArrayBuffer;
  options: ReadOptions;
}

self.onmessage = (event: MessageEvent<ParseRequest>) => {
  const { bytes, options } = event.data;
  self.postMessage(readStatement(new Uint8Array(bytes), options));
};
