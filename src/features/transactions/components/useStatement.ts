import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AccountView } from "../../../data/accounts";
import { useClearedBalance, useReconciliationMutations } from "../../../data/reconciliation";
import { useTransactionMutations } from "../../../data/transactions";
import { useMoneyInputFormat } from "../../../lib/moneyInput";
import { useSubmit } from "../../../lib/useSubmit";
import { useToday } from "../../../lib/today";
import { kindOfAmount } from "../../../../convex/shared/domain";

/**
 * A reconciliation in progress, for the dialog (phones) and the register's bar alike: the
 * statement's date and balance as typed, the live cleared balance and the difference, Finish,
 * and the adjustment that closes a difference the user cannot find.
 */
export function useStatement(account: AccountView, onDone: () => void) {
  const { t } = useTranslation("transactions");
  const today = useToday();
  const { parse } = useMoneyInputFormat();
  const { finish, setCleared } = useReconciliationMutations();
  const { create } = useTransactionMutations();
  const [date, setDate] = useState<string | null>(today);
  const [text, setText] = useState("");
  const { saving, run } = useSubmit({ notify: true });
  const summary = useClearedBalance(account._id, date);
  // Negative statement balances (a card, a loan) parse too.
  const parsed = text.trim() === "" ? null : parse(text, account.currency);
  const statement = parsed?.ok ? parsed.value : null;
  const difference =
    summary !== undefined && statement !== null ? statement - summary.clearedBalance : null;

  const submit = async () => {
    if (date === null || statement === null) return;
    const args = { accountId: account._id, statementDate: date, statementBalance: statement };
    if (!(await run(() => finish(args))).ok) return;
    notifications.show({ color: "teal", message: t("reconcile.done") });
    onDone();
  };

  /** Books the difference as a cleared entry on the statement date, so it becomes zero. */
  const adjust = async () => {
    if (date === null || difference === null || difference === 0) return;
    const saved = await run(async () => {
      const id = await create({
        accountId: account._id,
        kind: kindOfAmount(difference),
        amount: Math.abs(difference),
        date,
        category: "other",
        categoryChosen: true,
        notes: t("reconcile.adjustmentNotes"),
      });
      await setCleared({ id, cleared: true });
    });
    if (saved.ok) notifications.show({ color: "teal", message: t("reconcile.adjusted") });
  };

  return { date, setDate, text, setText, summary, statement, difference, saving, submit, adjust };
}
