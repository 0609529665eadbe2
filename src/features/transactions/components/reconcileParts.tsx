import { Button, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../components/DateField";
import { MoneyInput } from "../../../components/MoneyInput";
import type { AccountView } from "../../../data/accounts";
import { useFormatters } from "../../../lib/format";
import { LabeledAmount } from "./LabeledAmount";
import type { useStatement } from "./useStatement";

/** The parts of a reconciliation both the dialog (phones) and the register's bar show. */
interface Parts {
  account: AccountView;
  state: ReturnType<typeof useStatement>;
  /** The register's bar: small fields of a fixed width on one line. */
  compact?: boolean;
}

/** The statement's date and closing balance, as the user types them. */
export function StatementFields({ account, state, compact }: Parts) {
  const { t } = useTranslation("transactions");
  const field = compact ? ({ size: "xs", w: 150 } as const) : {};
  return (
    <>
      <DateField
        {...field}
        label={t("reconcile.statementDate")}
        required
        value={state.date}
        onChange={state.setDate}
      />
      <MoneyInput
        {...field}
        label={t("reconcile.statementBalance")}
        currency={account.currency}
        value={state.text}
        onChange={state.setText}
        error={state.text !== "" && state.statement === null ? t("reconcile.badAmount") : undefined}
        data-testid="statement-balance"
      />
    </>
  );
}

/** The live cleared balance and the difference left to the statement (teal once it is zero). */
export function ReconcileFigures({ account, state, compact }: Parts) {
  const { t } = useTranslation("transactions");
  const { summary, difference } = state;
  const look = compact ? "stacked" : "line";
  return (
    <>
      <LabeledAmount
        look={look}
        label={t("reconcile.clearedBalance")}
        amount={summary?.clearedBalance}
        currency={account.currency}
        testId="cleared-balance"
      />
      <LabeledAmount
        look={look}
        label={t("reconcile.difference")}
        amount={difference}
        currency={account.currency}
        color={difference === 0 ? "teal" : "red"}
        live={compact}
        testId="reconcile-difference"
      />
    </>
  );
}

/** Finish: only once the difference is zero. */
export function FinishButton({ state, compact }: Omit<Parts, "account">) {
  const { t } = useTranslation("transactions");
  return (
    <Button
      size={compact ? "xs" : undefined}
      onClick={() => void state.submit()}
      loading={state.saving}
      disabled={state.difference !== 0}
      data-testid="reconcile-finish"
    >
      {t("reconcile.finish")}
    </Button>
  );
}

/**
 * The register's way out of a difference the user cannot find: an adjustment entry that closes
 * it, offered with a confirmation (as Actual does).
 */
export function AdjustButton({ account, state }: Parts) {
  const { t } = useTranslation("transactions");
  const { money } = useFormatters();
  const { difference } = state;
  if (difference === null || difference === 0) return null;
  const confirm = () =>
    modals.openConfirmModal({
      title: t("reconcile.adjustTitle"),
      children: (
        <Text size="sm">
          {t("reconcile.adjustBody", { amount: money(difference, account.currency, true) })}
        </Text>
      ),
      labels: { confirm: t("reconcile.adjust"), cancel: t("common:actions.cancel") },
      confirmProps: { "data-testid": "confirm-adjustment" },
      onConfirm: () => void state.adjust(),
    });
  return (
    <Button size="xs" variant="default" onClick={confirm} data-testid="reconcile-adjust">
      {t("reconcile.adjust")}
    </Button>
  );
}
