/**
 * A feed row becomes an entry here, whatever fed it: a statement file (imports/rows.ts), a
 * SimpleFIN or an Enable Banking sync (bank/engine.ts). Each feed checks and cleans its own
 * row first; what the ledger then stores for it (the kind from the sign, the cleaned payee,
 * where it came from, whether the bank says it is settled) is decided once, below.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import { kindOfAmount } from "../../shared/domain";
import { cleanPayee } from "../payees/clean";
import type { Entry } from "./entries";

/** The category a row gets when nothing of the person's names one. */
export function defaultCategoryOf(amount: number): Entry["category"] {
  return amount > 0 ? "income" : "other";
}

/** Where a feed row came from: a statement file's row, or a bank's transaction. */
type FeedSource = { import: Id<"imports">; key: string } | { bankId: string; pending: boolean };

interface FeedRow {
  date: string;
  /** Signed minor units in the account's currency. */
  amount: number;
  /** As the feed wrote it; cleaned here like a statement's. */
  payee?: string;
  notes?: string;
  /** The category decided for the row (the file's column, history, or defaultCategoryOf). */
  category: Entry["category"];
}

/** The payee as a feed's row is stored (the key a category guess looks up). */
export function feedPayee(raw: string | undefined): string | undefined {
  return cleanPayee(raw, "payee", "file");
}

/** The entry one feed row becomes in `account` (the ledger's rules are applied when written). */
export function feedEntry(
  account: Pick<Doc<"accounts">, "_id" | "userId">,
  row: FeedRow,
  source: FeedSource,
): Entry {
  const origin =
    "import" in source
      ? { importId: source.import, importKey: source.key }
      : {
          bankId: source.bankId,
          // The bank says a posted row happened: cleared, as the person's tick would mark it.
          ...(source.pending ? { pending: true } : { cleared: "cleared" as const }),
        };
  return {
    userId: account.userId,
    accountId: account._id,
    date: row.date,
    kind: kindOfAmount(row.amount),
    amount: row.amount,
    category: row.category,
    payee: feedPayee(row.payee),
    notes: row.notes,
    ...origin,
  };
}
