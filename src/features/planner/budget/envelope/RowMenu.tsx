import { Menu } from "@mantine/core";
import {
  IconArrowsExchange,
  IconCheck,
  IconDotsVertical,
  IconLifebuoy,
  IconTarget,
  IconWand,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { CurrencyCode } from "../../../../../convex/shared/currencies";
import type { EnvelopeDetail } from "../../../../data/envelope";
import { IconMenu } from "../../../../components/IconMenu";
import { useFormatters } from "../../../../lib/format";

interface RowMenuProps {
  label: string;
  available: number;
  detail: EnvelopeDetail;
  currency: CurrencyCode;
  onFill: (amount: number) => void;
  onMove: () => void;
  onCover: () => void;
  onTarget: () => void;
  onKeepNegative: (on: boolean) => void;
}

/** Quick fills and the less frequent actions of one category. */
export function RowMenu(props: RowMenuProps) {
  const { t } = useTranslation("planner");
  const { money } = useFormatters();
  const { detail, currency } = props;
  // A fill of nothing is no help (a new budget has no last month): only amounts are offered.
  const fills = (
    [
      { key: "lastAssigned", amount: detail.fills.lastAssigned },
      { key: "lastSpent", amount: detail.fills.lastSpent },
      { key: "average", amount: detail.fills.average },
      ...(detail.fills.target === null ? [] : [{ key: "target", amount: detail.fills.target }]),
    ] as const
  ).filter((fill) => fill.amount > 0);
  return (
    <IconMenu
      label={t("envelope.menu", { name: props.label })}
      icon={<IconDotsVertical size={16} />}
      size="sm"
    >
      {fills.length > 0 && <Menu.Label>{t("envelope.fill.title")}</Menu.Label>}
      {fills.map((fill) => (
        <Menu.Item
          key={fill.key}
          leftSection={<IconWand size={14} />}
          onClick={() => props.onFill(fill.amount)}
        >
          {t(`envelope.fill.${fill.key}`, {
            amount: money(fill.amount, currency),
            // Only the average's text has plural forms: over how many months it was taken.
            count: detail.fills.averageMonths,
          })}
        </Menu.Item>
      ))}
      {fills.length > 0 && <Menu.Divider />}
      <Menu.Item leftSection={<IconArrowsExchange size={14} />} onClick={props.onMove}>
        {t("envelope.move.action")}
      </Menu.Item>
      {props.available < 0 && (
        <Menu.Item leftSection={<IconLifebuoy size={14} />} onClick={props.onCover}>
          {t("envelope.cover.action")}
        </Menu.Item>
      )}
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
