/**
 * What the demo bank keeps across restarts of the offline backend, in the data folder: its port
 * and the secret its access URLs are derived from. Connections made to it store the access URL
 * (port included) sealed in the database, so a new port or forgotten accesses would end every
 * demo connection at each restart.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { writeFileAtomic } from "../secrets.js";
import { startDemoBank, type DemoBank } from "./server.js";

interface DemoBankState {
  /** 0 until the bank has listened once. */
  port: number;
  secret: string;
}

function stateFile(dataDir: string): string {
  return path.join(dataDir, "demo-bank.json");
}

function readDemoBankState(dataDir: string): DemoBankState {
  try {
    const saved = JSON.parse(fs.readFileSync(stateFile(dataDir), "utf8")) as DemoBankState;
    if (typeof saved.secret === "string" && Number.isInteger(saved.port)) return saved;
  } catch {
    // Missing or unreadable: a new one (earlier demo connections then need connecting again).
  }
  return { port: 0, secret: crypto.randomBytes(32).toString("hex") };
}

function writeDemoBankState(dataDir: string, state: DemoBankState): void {
  writeFileAtomic(stateFile(dataDir), JSON.stringify(state) + "\n");
}

/** The demo bank on its earlier port (a fresh one when that is taken), its state saved. */
export async function startPersistentDemoBank(dataDir: string): Promise<DemoBank> {
  const state = readDemoBankState(dataDir);
  const bank = await startDemoBank("127.0.0.1", state.port, state.secret).catch(() =>
    startDemoBank("127.0.0.1", 0, state.secret),
  );
  if (bank.port !== state.port) writeDemoBankState(dataDir, { ...state, port: bank.port });
  return bank;
}
