/** What the API returns for a payee: its name, use count, usual category and totals. */
import { systemFields } from "convex-helpers/validators";
import { v, type Infer } from "convex/values";
import type { Doc } from "../../_generated/dataModel";
import { vCategory } from "../validators";
import { payeeFields } from "./fields";
import { usualCategory } from "../ledger/payeeStats";

export const vPayeeView = payeeFields
  .pick("name", "count", "totals")
  .extend({ ...systemFields("payees"), category: v.union(vCategory, v.null()) });
export type PayeeView = Infer<typeof vPayeeView>;

export function toPayeeView(row: Doc<"payees">): PayeeView {
  const { _id, _creationTime, name, count, totals } = row;
  return { _id, _creationTime, name, count, totals, category: usualCategory(row) };
}
