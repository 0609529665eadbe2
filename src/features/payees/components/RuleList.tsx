import { Card, Group, Stack, Text } from "@mantine/core";
import { IconPlayerPlay } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { confirmDelete } from "../../../components/confirmDelete";
import { MoneyText } from "../../../components/MoneyText";
import { RowActionsMenu } from "../../../components/RowActionsMenu";
import { useAccounts } from "../../../data/accounts";
import { useRuleMutations, type RuleView } from "../../../data/payees";
import { ruleActions, ruleCondition } from "./ruleText";
import { useCategoryNames } from "../../../data/categoryNames";

interface RuleListProps {
  rules: RuleView[];
  onEdit: (rule: RuleView) => void;
  onApply: (rule: RuleView) => void;
}

/** The user's rules, oldest first (the order they run in; a later one wins). */
export function RuleList({ rules, onEdit, onApply }: RuleListProps) {
  const { t } = useTranslation("payees");
  const { label: categoryName } = useCategoryNames();
  const accounts = useAccounts();
  const { remove } = useRuleMutations();
  const ordered = [...rules].sort((a, b) => a.createdAt - b.createdAt);
  return (
    <Stack gap="xs" data-testid="rule-list">
      {ordered.map((rule) => {
        const account = accounts?.find((a) => a._id === rule.accountId);
        const currency = account?.currency ?? accounts?.[0]?.currency ?? "USD";
        const condition = ruleCondition(t, rule);
        return (
          <Card key={rule._id} withBorder padding="sm" data-testid="rule-row">
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <Stack gap={2} miw={0}>
                <Text size="sm" fw={500}>
                  {condition}
                </Text>
                {(rule.minAmount !== undefined || rule.maxAmount !== undefined || account) && (
                  <Text size="xs" c="dimmed">
                    {account && t("rules.inAccount", { name: account.name })}{" "}
                    {rule.minAmount !== undefined && (
                      <>
                        {t("rules.atLeast")}{" "}
                        <MoneyText amount={rule.minAmount} currency={currency} size="xs" />{" "}
                      </>
                    )}
                    {rule.maxAmount !== undefined && (
                      <>
                        {t("rules.atMost")}{" "}
                        <MoneyText amount={rule.maxAmount} currency={currency} size="xs" />
                      </>
                    )}
                  </Text>
                )}
                <Text size="sm" c="dimmed">
                  {ruleActions(t, rule, categoryName).join(" · ")}
                </Text>
              </Stack>
              <RowActionsMenu
                label={t("rules.actionsFor", { rule: condition })}
                onEdit={() => onEdit(rule)}
                items={[
                  {
                    label: t("rules.apply"),
                    icon: <IconPlayerPlay size={16} />,
                    onClick: () => onApply(rule),
                  },
                ]}
                onDelete={() =>
                  confirmDelete({
                    title: t("rules.deleteTitle"),
                    message: t("rules.deleteBody", { rule: condition }),
                    done: t("rules.deleted"),
                    failed: t("rules.deleteFailed"),
                    remove: () => remove({ id: rule._id }),
                  })
                }
              />
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
