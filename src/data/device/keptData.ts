import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../convex/_generated/api";
import type { TransactionView } from "../transactions";

/** How many of the open ledger's newest rows the device keeps for reading offline. */
export const KEPT_ROWS = 30;
/** How many upcoming bills the device keeps. */
export const KEPT_BILLS = 20;

/** What the device keeps per person (deviceStore `snapshots`), by key. */
export interface KeptData {
  accounts: FunctionReturnType<typeof api.accounts.list>;
  ledger: { accountId: string; rows: TransactionView[] };
  budget: FunctionReturnType<typeof api.budgets.month>;
  bills: FunctionReturnType<typeof api.schedules.upcoming>["items"];
  /** When the server last confirmed what is kept: the "as of" of the offline banner. */
  syncedAt: number;
}
export type KeptKey = keyof KeptData;
