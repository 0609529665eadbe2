import { Badge, Button, Card, Group, Menu, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconArrowRight, IconBellOff, IconDots, IconEye, IconX } from "@tabler/icons-react";
import { use } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { addDays } from "../../../../convex/shared/dates";
import { EditAccess } from "../../../components/editAccess";
import { IconMenu } from "../../../components/IconMenu";
import { useFormatters } from "../../../lib/format";
import { useToday } from "../../../lib/today";
import { useInsightActions, type Insight } from "../../../data/advisor";
import { useRunner } from "../hooks";
import { useInsightText } from "./insightText";
import { SEVERITY_STYLE } from "./severity";

const SNOOZES = [
  { key: "snooze.day", days: 1 },
  { key: "snooze.week", days: 7 },
  { key: "snooze.month", days: 30 },
] as const;

/** One insight: icon, headline, explanation, the money behind it, its action and a menu. */
export function InsightCard({ insight, compact = false }: { insight: Insight; compact?: boolean }) {
  const { t } = useTranslation("advisor");
  const { date } = useFormatters();
  const text = useInsightText()(insight);
  const today = useToday();
  const run = useRunner();
  const { dismiss, snooze, restore } = useInsightActions();
  // Dismissing or snoozing hides a finding for the whole household: not a viewer's to do.
  const canEdit = use(EditAccess);
  const { color, Icon } = SEVERITY_STYLE[insight.severity];
  const hidden =
    insight.dismissed || (insight.snoozedUntil !== null && insight.snoozedUntil > today);

  return (
    <Card
      withBorder
      radius="md"
      p={compact ? "sm" : "md"}
      data-testid="insight"
      data-rule={insight.rule}
      data-severity={insight.severity}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <ThemeIcon
          color={color}
          variant="light"
          radius="xl"
          size={compact ? "md" : "lg"}
          aria-hidden
        >
          <Icon size={compact ? 16 : 20} />
        </ThemeIcon>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Text fw={600} size={compact ? "sm" : "md"} data-testid="insight-headline">
              {text.headline}
            </Text>
            {!compact && canEdit && (
              <IconMenu
                label={t("menu.label", { headline: text.headline })}
                icon={<IconDots size={18} />}
                color="gray"
              >
                {hidden ? (
                  <Menu.Item
                    leftSection={<IconEye size={16} />}
                    onClick={() => run(() => restore({ id: insight.id }))}
                  >
                    {t("menu.restore")}
                  </Menu.Item>
                ) : (
                  <>
                    {SNOOZES.map((s) => (
                      <Menu.Item
                        key={s.key}
                        leftSection={<IconBellOff size={16} />}
                        onClick={() =>
                          run(
                            () => snooze({ id: insight.id, until: addDays(today, s.days) }),
                            t("snooze.done"),
                          )
                        }
                      >
                        {t(s.key)}
                      </Menu.Item>
                    ))}
                    <Menu.Item
                      leftSection={<IconX size={16} />}
                      onClick={() => run(() => dismiss({ id: insight.id }), t("menu.dismissed"))}
                    >
                      {t("menu.dismiss")}
                    </Menu.Item>
                  </>
                )}
              </IconMenu>
            )}
          </Group>
          {!compact && (
            <Text size="sm" c="dimmed">
              {text.detail}
            </Text>
          )}
          {!compact && text.numbers.length > 0 && (
            <Group gap={6} wrap="wrap" data-testid="insight-numbers">
              {text.numbers.map((n) => (
                <Badge key={n.label} variant="default" radius="sm" tt="none" fw={500}>
                  <Text span size="xs" c="dimmed" inherit>
                    {n.label}
                  </Text>{" "}
                  <span className="pfa-amount">{n.text}</span>
                </Badge>
              ))}
            </Group>
          )}
          {hidden && (
            <Text size="xs" c="dimmed">
              {insight.dismissed
                ? t("menu.isDismissed")
                : t("snooze.until", { date: date(insight.snoozedUntil!) })}
            </Text>
          )}
          <Group mt={compact ? 0 : 4}>
            <Button
              component={Link}
              to={insight.action.path}
              size="compact-sm"
              variant="light"
              color={color}
              rightSection={<IconArrowRight size={14} />}
            >
              {text.action}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
