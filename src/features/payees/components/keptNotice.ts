import { notifications } from "@mantine/notifications";
import type { TFunction } from "i18next";

/**
 * After a rename or merge: reconciled transactions keep the payee name the statement matched
 * (convex/model/payees/move.ts), so the old name stays on the page with just those.
 */
export function showKept(t: TFunction<"payees">, kept: number, name: string) {
  if (kept > 0) {
    notifications.show({ color: "yellow", message: t("keptReconciled", { count: kept, name }) });
  }
}
