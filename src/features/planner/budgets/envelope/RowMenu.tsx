import { Menu } from "@mantine/core";
import {
  IconArrowBackUp,
  IconArrowsExchange,
  IconCheck,
  IconDotsVertical,
  IconFolder,
  IconLifebuoy,
  IconPlus,
  IconTarget,
  IconWand,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { CurrencyCode } from "../../../../../convex/shared/currencies";
import {
  planQuickAssign,
  type QuickAssignMode,
} from "../../../../../convex/shared/envelopeQuickAssign";
import type { EnvelopeDetail } from "../../../../data/envelope";
import { IconMenu } from "../../../../components/IconMenu";
import { useFormatters } from "../../../../lib/format";

interface RowMenuProps {
  label: string;
  available: number;
  assigned: number;
  detail: EnvelopeDetail;
  currency: CurrencyCode;
  readyToAssign: number;
  onQuickAssign: (mode: QuickAssignMode) => void;
  onMove: () => void;
  onAssignFromReady: () => void;
  onReturnToReady: () => void;
  onCover: () => void;
  onTarget: () => void;
  onKeepNegative: (on: boolean) => void;
  onPickGroup: () => void;
}

const MODES: QuickAssignMode[] = ["underfunded", "lastAssigned", "lastSpent", "average"];

/**
 * Quick-assign for this category and its less frequent actions. Each quick-assign item names
 * the amount it would assign (the same plan the server applies), so the menu is its preview;
 * rules that would change nothing are not offered.
 */
export function RowMenu(props: RowMenuProps) {
  const { t } = useTranslation("planner");
  const { money } = useFormatters();
  const { detail, currency } = props;
  const row = { ...detail, assigned: props.assigned };
  const fills = MODES.flatMap((mode) =>
    planQuickAssign([row], mode).map((change) => ({ mode, amount: change.after })),
  );
  return (
    <IconMenu
      label={t("envelope.menu", { name: props.label })}
      icon={<IconDotsVertical size={16} />}
      size="sm"
    >
      {fills.length > 0 && <Menu.Label>{t("envelope.quick.title")}</Menu.Label>}
      {fills.map((fill) => (
        <Menu.Item
          key={fill.mode}
          leftSection={<IconWand size={14} />}
          onClick={() => props.onQuickAssign(fill.mode)}
        >
          {t(`envelope.quick.row.${fill.mode}`, {
            amount: money(fill.amount, currency),
            // Only the average's text has plural forms: over how many months it was taken.
            count: detail.fills.averageMonths,
          })}
        </Menu.Item>
      ))}
      {fills.length > 0 && <Menu.Divider />}
      {props.readyToAssign > 0 && (
        <Menu.Item leftSection={<IconPlus size={14} />} onClick={props.onAssignFromReady}>
          {t("envelope.ready.assignAction")}
        </Menu.Item>
      )}
      {props.available > 0 && (
        <Menu.Item leftSection={<IconArrowBackUp size={14} />} onClick={props.onReturnToReady}>
          {t("envelope.ready.returnAction")}
        </Menu.Item>
      )}
      <Menu.Item leftSection={<IconArrowsExchange size={14} />} onClick={props.onMove}>
        {t("envelope.move.action")}
      </Menu.Item>
      {props.available < 0 && (
        <Menu.Item leftSection={<IconLifebuoy size={14} />} onClick={props.onCover}>
          {t("envelope.cover.action")}
        </Menu.Item>
      )}
      <Menu.Item leftSection={<IconFolder size={14} />} onClick={props.onPickGroup}>
        {t("envelope.group.pickAction")}
      </Menu.Item>
      <Menu.Item leftSection={<IconTarget size={14} />} onClick={props.onTarget}>
        {t(detail.target === null ? "envelope.target.set" : "envelope.target.edit")}
      </Menu.Item>
      <Menu.Item
        leftSection={detail.keepNegative ? <IconCheck size={14} /> : <span style={{ width: 14 }} />}
        onClick={() => props.onKeepNegative(!detail.keepNegative)}
        role="menuitemcheckbox"
        aria-checked={detail.keepNegative}
      >
        {t("envelope.keepNegative")}
      </Menu.Item>
    </IconMenu>
  );
}
