import { Badge, Group, Stack, Text } from "@mantine/core";
import { IconArrowsExchange, IconChevronDown, IconChevronUp } from "@tabler/icons-react";
import { memo, use, useState } from "react";
import { ClearedToggle } from "./ClearedToggle";
import {
  LedgerRowContext,
  originalText,
  partText,
  transferText as transferOf,
  whoTexts,
} from "./ledgerRowContext";
import { RowMenu, RowSelect } from "./RowControls";
import { AmountWithSign, MoneyText, amountSign } from "../../../components/MoneyText";
import { styleOf } from "../../../components/categoryStyle";
import type { TransactionView } from "../../../data/transactions";
import ledger from "./ledger.module.css";
import classes from "./TransactionRow.module.css";

interface RowProps {
  tx: TransactionView;
  /** Name of the other account of a transfer, when it still exists. */
  otherAccountName?: string;
  selected?: boolean;
  /** The row's own account, shown in the ledger across all accounts. */
  accountName?: string;
}

/**
 * One ledger line: category icon, payee or notes, date and category, and the signed amount
 * on the right. It wraps into two lines, so it fits 360 px as well. Drawn in plain elements
 * styled with the theme's variables (the list mounts rows as it scrolls, and Mantine's
 * components cost several times as much per row); the rest comes from LedgerRowContext.
 */
export const TransactionRow = memo(function TransactionRow({
  tx,
  otherAccountName,
  selected = false,
  accountName,
}: RowProps) {
  const tools = use(LedgerRowContext);
  if (!tools) throw new Error("TransactionRow needs a LedgerRowContext");
  const { t, formatters, categoryName, onToggleCleared } = tools;
  const { date, money, list } = formatters;
  const [open, setOpen] = useState(false);
  const parts = tx.splits ?? [];
  const split = parts.length > 0;
  const splitLabel = t("split.label", { count: parts.length });
  const transfer = tx.kind === "transfer";
  const { icon: Icon, color } = transfer
    ? { icon: IconArrowsExchange, color: "blue" }
    : styleOf(tx.category);
  const transferText = transferOf(t, tx, otherAccountName);
  // A transfer's payee is the other account: the title when it has no notes, else the details.
  // A split without either is named by its parts' categories.
  const title =
    tx.payee ||
    tx.notes ||
    transferText ||
    (split ? list(parts.map((p) => categoryName(p.category))) : categoryName(tx.category));
  // A transfer is labelled as one, not by the category it carries ("Other"); a split by the
  // toggle under the text, which already says "Split (n)".
  const details = [date(tx.date)];
  if (!split) details.push(transfer ? t("kinds.transfer") : categoryName(tx.category));
  if (accountName) details.splice(1, 0, accountName);
  if (tx.payee && tx.notes) details.push(tx.notes);
  if (transferText && title !== transferText) details.push(transferText);
  const original = originalText(tools, tx);
  if (original) details.push(original);
  // Who did it, when the household has more than one member.
  details.push(...whoTexts(tools, tx));
  const tags = tx.tags ?? [];
  return (
    <div data-testid="transaction-row" data-kind={tx.kind}>
      <div className={classes.row}>
        <RowSelect tools={tools} tx={tx} title={title} selected={selected} />
        <ClearedToggle tx={tx} title={title} t={t} onToggle={onToggleCleared} />
        <span
          className={classes.categoryIcon}
          style={{
            background: `var(--mantine-color-${color}-light)`,
            color: `var(--mantine-color-${color}-light-color)`,
          }}
          aria-hidden="true"
        >
          <Icon size={18} />
        </span>
        <div className={classes.text}>
          {/* A long payee or note is cut with an ellipsis by design; the edit form shows it whole. */}
          <p className={classes.title} data-testid="transaction-title" data-truncate-ok>
            {title}
          </p>
          <p className={classes.details} data-testid="transaction-details">
            {details.join(" · ")}
          </p>
          {(tags.length > 0 || tx.pending) && (
            <div className={classes.tags} data-testid="transaction-tags">
              {tx.pending && (
                // The bank has not posted it yet: its amount or date may still change.
                <Badge size="xs" variant="outline" color="yellow" data-testid="transaction-pending">
                  {t("pending")}
                </Badge>
              )}
              {tags.map((tag) => (
                <Badge key={tag} size="xs" variant="light" color="grape" maw="100%">
                  {tag}
                </Badge>
              ))}
            </div>
          )}
          {split && (
            // Under the text rather than beside it, so the text keeps its width on phones.
            <button
              type="button"
              className={`mantine-focus-auto ${classes.splitToggle}`}
              aria-expanded={open}
              aria-label={t(open ? "split.hide" : "split.show", { title })}
              onClick={() => setOpen((o) => !o)}
              data-testid="split-toggle"
            >
              {splitLabel}
              {open ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
            </button>
          )}
        </div>
        <span
          className={`pfa-amount ${classes.amount}`}
          data-sign={amountSign(tx.amount, true)}
          data-testid="transaction-amount"
        >
          <AmountWithSign text={money(tx.amount, tx.currency, true)} />
        </span>
        {/* Shown once under the list; read with each amount by screen readers. */}
        <span className={ledger.srOnly}>{tx.currency}</span>
        <RowMenu tools={tools} tx={tx} title={title} />
      </div>
      {open && (
        <Stack gap={2} pl={56} pr="md" pb={8} data-testid="split-parts">
          {parts.map((part, i) => (
            <Group key={i} gap="xs" wrap="nowrap" justify="space-between">
              <Text size="xs" truncate="end" style={{ minWidth: 0 }}>
                {partText(tools, part)}
              </Text>
              <MoneyText amount={part.amount} currency={tx.currency} signed size="xs" />
            </Group>
          ))}
        </Stack>
      )}
    </div>
  );
});
