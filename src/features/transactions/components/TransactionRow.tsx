import {
  Badge,
  Box,
  Checkbox,
  Group,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { IconArrowsExchange, IconChevronDown, IconChevronUp } from "@tabler/icons-react";
import { memo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ClearedToggle } from "./ClearedToggle";
import { RowActionsMenu } from "../../../components/RowActionsMenu";
import { MoneyText } from "../../../components/MoneyText";
import { useFormatters } from "../../../lib/format";
import type { CategoryKey } from "../../../../convex/shared/domain";
import { styleOf } from "../../../components/categoryStyle";
import type { TransactionView } from "../../../data/transactions";

interface RowProps {
  tx: TransactionView;
  /** Name of the other account of a transfer, when it still exists. */
  otherAccountName?: string;
  onEdit: (tx: TransactionView) => void;
  onDelete: (tx: TransactionView) => void;
  selected?: boolean;
  /** Present when rows can be selected; `shift` extends the selection as a range. */
  onSelect?: (tx: TransactionView, shift: boolean) => void;
  /** A category's name (useCategoryNames, looked up once for the whole list). */
  categoryName: (key: CategoryKey) => string;
  /** The row's own account, shown in the ledger across all accounts. */
  accountName?: string;
}

/**
 * One ledger line: category icon, notes (or what it is), date and category, and the signed
 * amount with its currency on the right. It wraps into two lines, so it fits 360 px as well.
 */
export const TransactionRow = memo(function TransactionRow({
  tx,
  otherAccountName,
  onEdit,
  onDelete,
  selected = false,
  onSelect,
  categoryName,
  accountName,
}: RowProps) {
  const { t } = useTranslation("transactions");
  const { date, money, locale } = useFormatters();
  const [open, setOpen] = useState(false);
  const parts = tx.splits ?? [];
  const categoryLabel =
    parts.length > 0 ? t("split.label", { count: parts.length }) : categoryName(tx.category);
  const transfer = tx.kind === "transfer";
  const { icon: Icon, color } = transfer
    ? { icon: IconArrowsExchange, color: "blue" }
    : styleOf(tx.category);
  const transferText = transfer
    ? t(tx.amount < 0 ? "row.transferTo" : "row.transferFrom", {
        name: otherAccountName ?? t("row.deletedAccount"),
      })
    : null;
  // A transfer's payee is the other account: the title when it has no notes, else the details.
  const title = tx.payee || tx.notes || transferText || categoryLabel;
  // A transfer is labelled as one, not by the category it carries ("Other").
  const details = [date(tx.date), transfer ? t("kinds.transfer") : categoryLabel];
  if (accountName) details.splice(1, 0, accountName);
  if (tx.payee && tx.notes) details.push(tx.notes);
  if (transferText && title !== transferText) details.push(transferText);
  if (tx.original) {
    details.push(
      t("row.original", {
        amount: money(tx.original.amount, tx.original.currency),
        rate: new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(tx.original.rate),
      }),
    );
  }
  return (
    <Box data-testid="transaction-row" data-kind={tx.kind}>
      <Group wrap="nowrap" gap="sm" px="md" py={10}>
        {onSelect && (
          <Checkbox
            aria-label={t("bulk.select", { title })}
            checked={selected}
            // A click (keyboard Space included) carries the Shift state; change alone does not.
            onChange={() => undefined}
            onClick={(e) => onSelect(tx, e.shiftKey)}
            data-testid="select-row"
          />
        )}
        <ClearedToggle tx={tx} title={title} />
        {/* On a phone the title needs the room more than the category needs its icon. */}
        <ThemeIcon
          variant="light"
          color={color}
          radius="xl"
          size="lg"
          aria-hidden="true"
          visibleFrom="xs"
        >
          <Icon size={18} />
        </ThemeIcon>
        <Box style={{ flex: 1, minWidth: 0 }}>
          {/* A long payee or note is cut with an ellipsis by design; the edit form shows it whole. */}
          <Text size="sm" fw={500} truncate="end" data-testid="transaction-title" data-truncate-ok>
            {title}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={2} data-testid="transaction-details">
            {details.join(" · ")}
          </Text>
          {(tx.tags ?? []).length > 0 && (
            <Group gap={4} mt={2} data-testid="transaction-tags">
              {tx.tags!.map((tag) => (
                <Badge key={tag} size="xs" variant="light" color="grape" maw="100%">
                  {tag}
                </Badge>
              ))}
            </Group>
          )}
          {parts.length > 0 && (
            // Under the text rather than beside it, so the text keeps its width on phones.
            <UnstyledButton
              aria-expanded={open}
              aria-label={t(open ? "split.hide" : "split.show", { title })}
              onClick={() => setOpen((o) => !o)}
              data-testid="split-toggle"
            >
              <Group gap={2} wrap="nowrap">
                <Text size="xs" c="teal" fw={500} style={{ whiteSpace: "nowrap" }}>
                  {categoryLabel}
                </Text>
                {open ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
              </Group>
            </UnstyledButton>
          )}
        </Box>
        <Stack gap={0} align="flex-end">
          <MoneyText
            amount={tx.amount}
            currency={tx.currency}
            signed
            size="sm"
            fw={600}
            data-testid="transaction-amount"
          />
          {/* Shown once under the list; read with each amount by screen readers. */}
          <VisuallyHidden>{tx.currency}</VisuallyHidden>
        </Stack>
        <RowActionsMenu
          label={t("row.actions", { title, date: date(tx.date) })}
          onEdit={() => onEdit(tx)}
          onDelete={() => onDelete(tx)}
        />
      </Group>
      {open && (
        <Stack gap={2} pl={56} pr="md" pb={8} data-testid="split-parts">
          {parts.map((part, i) => (
            <Group key={i} gap="xs" wrap="nowrap" justify="space-between">
              <Text size="xs" truncate="end" style={{ minWidth: 0 }}>
                {[categoryName(part.category), part.notes].filter(Boolean).join(" · ")}
              </Text>
              <MoneyText amount={part.amount} currency={tx.currency} signed size="xs" />
            </Group>
          ))}
        </Stack>
      )}
    </Box>
  );
});
