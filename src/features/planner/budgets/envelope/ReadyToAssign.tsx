import { Alert, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { MoneyText } from "../../../../components/MoneyText";
import type { EnvelopeMonth } from "../../../../data/envelope";
import { useFormatters } from "../../../../lib/format";

/**
 * The money without a job yet. Negative means more was assigned than there is: said plainly,
 * with what fixes it.
 */
export function ReadyToAssign({
  data,
  onAssign,
}: {
  data: EnvelopeMonth;
  /** Opens "move money" from Ready to Assign; left out for a viewer. */
  onAssign?: () => void;
}) {
  const { t } = useTranslation("planner");
  const { money } = useFormatters();
  const amount = data.readyToAssign;
  // Nothing in the budget's accounts and nothing assigned: a start, not money fully given jobs.
  const empty = amount === 0 && data.cash === 0 && data.categories.every((c) => c.assigned === 0);
  const notes = [
    data.overspentLastMonth > 0 &&
      t("envelope.rta.overspent", { amount: money(data.overspentLastMonth, data.currency) }),
    data.futureAssigned > 0 &&
      t("envelope.rta.future", { amount: money(data.futureAssigned, data.currency) }),
    data.cardPayments > 0 &&
      t("envelope.rta.cards", { amount: money(data.cardPayments, data.currency) }),
  ].filter((n): n is string => typeof n === "string");
  return (
    <Paper withBorder radius="md" p="md" data-testid="ready-to-assign">
      <Stack gap="xs">
        <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
          <Text id="rta-label" fw={650}>
            {t("envelope.rta.label")}
          </Text>
          <MoneyText
            amount={amount}
            currency={data.currency}
            fz={28}
            fw={700}
            aria-labelledby="rta-label"
            data-testid="ready-to-assign-amount"
            c={amount > 0 ? "teal" : undefined}
          />
        </Group>
        {amount === 0 && (
          <Text size="sm" c="dimmed">
            {t(empty ? "envelope.rta.empty" : "envelope.rta.zero")}
          </Text>
        )}
        {amount > 0 && (
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text size="sm" c="dimmed" style={{ flex: 1, minWidth: 180 }}>
              {t("envelope.rta.positive")}
            </Text>
            {onAssign !== undefined && (
              <Button size="xs" variant="light" color="teal" onClick={onAssign}>
                {t("envelope.ready.assignAction")}
              </Button>
            )}
          </Group>
        )}
        {notes.map((note) => (
          <Text key={note} size="sm" c="dimmed">
            {note}
          </Text>
        ))}
        {amount < 0 && (
          <Alert
            color="red"
            icon={<IconAlertTriangle size={18} />}
            title={t("envelope.rta.negativeTitle", { amount: money(-amount, data.currency) })}
            data-testid="ready-to-assign-negative"
          >
            {t("envelope.rta.negativeFix")}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
