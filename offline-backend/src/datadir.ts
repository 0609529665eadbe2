/**
 * The data folder as a whole: who may read it, which server owns it, and how to get a damaged
 * log going again.
 *
 * - It holds password hashes, the JWT signing key and the admin key, so the folder is 0700 and
 *   every file 0600 from the moment it is created (and tightened if an older folder is wider).
 * - `server.json` is the lock. A pid alone proves nothing after a reboot or once the pid is
 *   reused (`{"pid":1}` must not block a start), so the lock also records the process's start
 *   time and the boot it belongs to, and the holder's command line must be this CLI.
 * - `repair` keeps the valid prefix of `wal.jsonl`, moves the rest aside to a timestamped file
 *   and says how many entries it dropped.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export const DATA_FILE_MODE = 0o600;
const DATA_DIR_MODE = 0o700;
const LOG_FILE = "wal.jsonl";

export function serverInfoFile(dataDir: string): string {
  return path.join(dataDir, "server.json");
}

/** Creates the folder 0700 and narrows an existing one (and its files) to the owner. */
export function prepareDataDir(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: DATA_DIR_MODE });
  if (process.platform === "win32") return;
  fs.chmodSync(dataDir, DATA_DIR_MODE);
  for (const entry of fs.readdirSync(dataDir, { withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(dataDir, entry.name);
    if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, DATA_FILE_MODE);
  }
}

export type ServerInfo = {
  pid: number;
  port: number;
  sitePort: number;
  host: string;
  /** Identifies the process instance: its start time and the boot it runs in. */
  started?: string;
};

/** A string that changes when `pid` is reused or the machine reboots; null when unknown. */
function processStart(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // Field 22 (starttime); the command name (field 2) may contain spaces, so count after ')'.
    const startTicks = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
    const boot = fs.readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
    return `${boot}:${startTicks}`;
  } catch {
    try {
      return execFileSync("ps", ["-o", "lstart=", "-p", String(pid)], { encoding: "utf8" }).trim();
    } catch {
      return null;
    }
  }
}

function commandLine(pid: number): string | null {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ");
  } catch {
    try {
      return execFileSync("ps", ["-o", "command=", "-p", String(pid)], { encoding: "utf8" });
    } catch {
      return null;
    }
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** This CLI's entry file, however it is launched (tsx, node --import, the watch supervisor). */
const CLI_ENTRY = /\bcli\.[cm]?[jt]s\b/;

/** The live server that owns the folder, or null when there is none (a stale lock is ignored). */
export function lockHolder(dataDir: string): ServerInfo | null {
  let info: ServerInfo;
  try {
    info = JSON.parse(fs.readFileSync(serverInfoFile(dataDir), "utf8")) as ServerInfo;
  } catch {
    return null;
  }
  if (!Number.isInteger(info.pid) || info.pid <= 0) return null;
  if (info.pid === process.pid) return info;
  if (!alive(info.pid)) return null;
  const started = processStart(info.pid);
  // Same start time in the same boot: the very process that wrote the lock.
  if (info.started !== undefined && started !== null) return started === info.started ? info : null;
  // A lock without a start time (older server, or written by hand): the pid must at least be
  // running this CLI.
  const cmd = commandLine(info.pid);
  return cmd === null || CLI_ENTRY.test(cmd) ? info : null;
}

/** Refuses to share a data folder with another live server: both would append to one log. */
export function claimDataDir(dataDir: string): void {
  const holder = lockHolder(dataDir);
  if (holder && holder.pid !== process.pid) {
    throw new Error(
      `The data folder ${dataDir} is in use by another offline backend (pid ${holder.pid}).`,
    );
  }
}

export function writeServerInfo(dataDir: string, info: Omit<ServerInfo, "pid" | "started">): void {
  const record: ServerInfo = {
    pid: process.pid,
    ...info,
    ...(processStart(process.pid) !== null ? { started: processStart(process.pid)! } : {}),
  };
  fs.writeFileSync(serverInfoFile(dataDir), JSON.stringify(record) + "\n", {
    mode: DATA_FILE_MODE,
  });
}

/** A log line the server can replay: JSON with a known kind and its required fields. */
function validEntry(raw: string): boolean {
  try {
    const line = JSON.parse(raw) as Record<string, unknown> | null;
    if (typeof line !== "object" || line === null) return false;
    if (line.k === "c") {
      return typeof line.seq === "number" && typeof line.ts === "string" && Array.isArray(line.w);
    }
    return line.k === "r" && Array.isArray(line.req) && typeof line.ts === "string";
  } catch {
    return false;
  }
}

export type RepairResult = { kept: number; dropped: number; movedTo: string | null };

/**
 * Keeps the longest valid prefix of the log and moves everything from the first bad line on
 * to `wal.jsonl.corrupt-<timestamp>` (nothing is deleted). Refuses while a server runs.
 */
export function repairLog(dataDir: string, now = new Date()): RepairResult {
  const holder = lockHolder(dataDir);
  if (holder) {
    throw new Error(
      `An offline backend (pid ${holder.pid}) is running on ${dataDir}; stop it first.`,
    );
  }
  const log = path.join(dataDir, LOG_FILE);
  if (!fs.existsSync(log)) return { kept: 0, dropped: 0, movedTo: null };
  const text = fs.readFileSync(log, "utf8");
  let offset = 0;
  let kept = 0;
  while (offset < text.length) {
    const end = text.indexOf("\n", offset);
    if (end === -1 || !validEntry(text.slice(offset, end))) break;
    kept++;
    offset = end + 1;
  }
  const rest = text.slice(offset);
  if (rest.length === 0) return { kept, dropped: 0, movedTo: null };
  const dropped = rest.split("\n").filter((l) => l.trim() !== "").length;
  const movedTo = `${log}.corrupt-${now.toISOString().replace(/[:.]/g, "-")}`;
  fs.writeFileSync(movedTo, rest, { mode: DATA_FILE_MODE, flag: "wx" });
  const fd = fs.openSync(log, "r+");
  try {
    fs.ftruncateSync(fd, Buffer.byteLength(text.slice(0, offset)));
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  return { kept, dropped, movedTo };
}
