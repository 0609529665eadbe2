import { Badge, Button, Center, Group, Loader, Stack, Table, Text } from "@mantine/core";
import { IconRepeat } from "@tabler/icons-react";
import { useContext } from "react";
import { useTranslation } from "react-i18next";
import { EditAccess } from "../../../components/editAccess";
import { MoneyText } from "../../../components/MoneyText";
import { Panel } from "../../../components/Panel";
import { type Subscription, useSubscriptionActions, useSubscriptions } from "../../../data/advisor";
import { useFormatters } from "../../../lib/format";
import { useRunner } from "../hooks";

function PriceChanges({ item }: { item: Subscription }) {
  const { t } = useTranslation("advisor");
  const format = useFormatters();
  return item.priceChanges.slice(-1).map((c) => (
    <Text key={c.date} size="xs" c="orange">
      {t("subscriptions.priceChange", {
        from: format.money(c.from, item.currency),
        to: format.money(c.to, item.currency),
        month: format.month(c.date.slice(0, 7)),
      })}
    </Text>
  ));
}

function Row({ item }: { item: Subscription }) {
  const { t } = useTranslation("advisor");
  const format = useFormatters();
  const actions = useSubscriptionActions();
  const run = useRunner();
  const canEdit = useContext(EditAccess);
  return (
    <Table.Tr data-testid="subscription" opacity={item.cancelled ? 0.6 : 1}>
      <Table.Td>
        <Text size="sm" fw={500}>
          {item.payee}
        </Text>
        <Group gap={4}>
          <Text size="xs" c="dimmed">
            {t(`subscriptions.interval.${item.interval}`)}
            {item.variable ? ` · ${t("subscriptions.variable")}` : ""}
          </Text>
          {item.cancelled && (
            <Badge size="xs" color="gray" variant="light">
              {t("subscriptions.cancelled")}
            </Badge>
          )}
          {item.scheduled && (
            <Badge size="xs" color="teal" variant="light">
              {t("subscriptions.scheduled")}
            </Badge>
          )}
        </Group>
        <PriceChanges item={item} />
      </Table.Td>
      <Table.Td ta="right">
        <Stack gap={0} align="flex-end">
          <MoneyText amount={item.monthly} currency={item.currency} size="sm" ta="right" />
          <MoneyText
            amount={item.yearly}
            currency={item.currency}
            size="xs"
            c="dimmed"
            ta="right"
          />
        </Stack>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{item.cancelled ? "—" : format.date(item.nextDate)}</Text>
      </Table.Td>
      <Table.Td>
        {canEdit && (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {!item.scheduled && !item.cancelled && (
              <Button
                size="compact-xs"
                variant="light"
                onClick={() =>
                  void run(() => actions.makeSchedule(item.key), t("subscriptions.madeSchedule"))
                }
              >
                {t("subscriptions.makeSchedule")}
              </Button>
            )}
            <Button
              size="compact-xs"
              variant="subtle"
              color="gray"
              onClick={() => void run(() => actions.notSubscription(item.key))}
            >
              {t("subscriptions.notSubscription")}
            </Button>
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** Advisor → Subscriptions: the regular charges found in the history, dearest first. */
export function SubscriptionsTab() {
  const { t } = useTranslation("advisor");
  const list = useSubscriptions();
  const active = (list ?? []).filter((s) => !s.cancelled);
  const perMonth = new Map<string, number>();
  for (const s of active) perMonth.set(s.currency, (perMonth.get(s.currency) ?? 0) + s.monthly);
  return (
    <Panel title={t("subscriptions.title")} icon={IconRepeat} card testId="subscriptions">
      {list === undefined ? (
        <Center h={120}>
          <Loader size="sm" />
        </Center>
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("subscriptions.none")}
        </Text>
      ) : (
        <Stack gap="sm">
          {[...perMonth].map(([currency, monthly]) => (
            <Group key={currency} justify="space-between">
              <Text size="sm">{t("subscriptions.total", { count: active.length })}</Text>
              <Group gap="xs">
                <MoneyText
                  amount={monthly}
                  currency={currency as Subscription["currency"]}
                  fw={600}
                />
                <Text size="sm" c="dimmed">
                  {t("subscriptions.perMonth")}
                </Text>
              </Group>
            </Group>
          ))}
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("subscriptions.payee")}</Table.Th>
                  <Table.Th ta="right">{t("subscriptions.cost")}</Table.Th>
                  <Table.Th>{t("subscriptions.next")}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((item) => (
                  <Row key={item.key} item={item} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Panel>
  );
}
