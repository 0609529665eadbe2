import type { TransactionCreateArgs, TransferCreateArgs } from "../transactions";

/** A new transaction kept on the device until the server has it (sent with its clientId). */
export type OutboxCall =
  | { fn: "create"; args: TransactionCreateArgs & { clientId: string } }
  | { fn: "createTransfer"; args: TransferCreateArgs & { clientId: string } };

export interface OutboxEntry {
  clientId: string;
  call: OutboxCall;
  createdAt: number;
  /** waiting: not sent yet (or the answer was lost); refused: the server said no, see reason. */
  state: "waiting" | "refused";
  /** The server's error code for a refused entry (translated as errors.<code>). */
  reason?: string;
}
