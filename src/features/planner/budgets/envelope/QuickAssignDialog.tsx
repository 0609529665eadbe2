import { Alert, Group, Radio, ScrollArea, Stack, Table, Text } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { CategoryKey } from "../../../../../convex/shared/domain";
import {
  planQuickAssign,
  QUICK_ASSIGN_MODES,
  quickAssignTotal,
  type QuickAssignMode,
} from "../../../../../convex/shared/envelopeQuickAssign";
import { FormActions } from "../../../../components/FormActions";
import { FormModal } from "../../../../components/FormModal";
import { MoneyText } from "../../../../components/MoneyText";
import { useCategoryNames } from "../../../../data/categoryNames";
import type { EnvelopeMonth } from "../../../../data/envelope";
import { useFormatters } from "../../../../lib/format";
import { useDialogSave } from "../../hooks";

/** The rows a quick-assign plan reads, from the month the screen shows. */
function quickAssignRows(data: EnvelopeMonth) {
  return data.categories.map((line, i) => ({
    category: line.category as string,
    assigned: line.assigned,
    underfunded: data.details[i].underfunded,
    fills: data.details[i].fills,
  }));
}

/**
 * Quick-assign for every category: pick a rule, see each change (before → after) and what it
 * takes from Ready to Assign, then apply it as one change (undone from the notice after).
 */
export function QuickAssignDialog(props: {
  data: EnvelopeMonth;
  onClose: () => void;
  onApply: (mode: QuickAssignMode) => Promise<boolean>;
}) {
  const { t } = useTranslation("planner");
  const { label } = useCategoryNames();
  const { money } = useFormatters();
  const { data } = props;
  const [mode, setMode] = useState<QuickAssignMode>("underfunded");
  const { saving, save } = useDialogSave(props.onClose);
  const changes = planQuickAssign(quickAssignRows(data), mode);
  const total = quickAssignTotal(changes);
  const after = data.readyToAssign - total;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(() => props.onApply(mode));
  };
  return (
    <FormModal opened onClose={props.onClose} title={t("envelope.quick.allTitle")} size="lg">
      <form onSubmit={submit} noValidate data-testid="envelope-quick-assign">
        <Stack gap="sm">
          <Radio.Group
            label={t("envelope.quick.rule")}
            value={mode}
            onChange={(value) => setMode(value as QuickAssignMode)}
          >
            <Stack gap={8} mt={6}>
              {QUICK_ASSIGN_MODES.map((m) => (
                <Radio key={m} value={m} label={t(`envelope.quick.mode.${m}`)} />
              ))}
            </Stack>
          </Radio.Group>
          {changes.length === 0 ? (
            <Text size="sm" c="dimmed" data-testid="quick-assign-none">
              {t("envelope.quick.none")}
            </Text>
          ) : (
            <ScrollArea.Autosize mah={260}>
              <Table verticalSpacing={4} data-testid="quick-assign-preview">
                <Table.Tbody>
                  {changes.map((c) => (
                    <Table.Tr key={c.category}>
                      <Table.Td>
                        <Text size="sm">{label(c.category as CategoryKey)}</Text>
                      </Table.Td>
                      <Table.Td ta="right">
                        <Text size="sm" c="dimmed" className="pfa-amount" span>
                          {money(c.before, data.currency)}
                        </Text>
                        <Text size="sm" c="dimmed" span>
                          {" → "}
                        </Text>
                        <MoneyText amount={c.after} currency={data.currency} size="sm" fw={600} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
          )}
          {changes.length > 0 && (
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text size="sm">
                {t(total >= 0 ? "envelope.quick.takes" : "envelope.quick.gives", {
                  amount: money(Math.abs(total), data.currency),
                })}
              </Text>
              <Text size="sm" c={after < 0 ? "red" : "dimmed"} data-testid="quick-assign-after">
                {t("envelope.quick.after", { amount: money(after, data.currency) })}
              </Text>
            </Group>
          )}
          {changes.length > 0 && after < 0 && (
            <Alert color="yellow" p="xs">
              {t("envelope.quick.overAssign")}
            </Alert>
          )}
          <FormActions
            onCancel={props.onClose}
            label={t("envelope.quick.apply", { count: changes.length })}
            loading={saving}
            disabled={changes.length === 0}
          />
        </Stack>
      </form>
    </FormModal>
  );
}
