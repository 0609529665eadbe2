import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconBulb } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import {
  savedRule,
  useRuleMutations,
  useRuleSuggestions,
  type RuleSuggestion,
  type RuleView,
} from "../../../data/payees";
import { useSubmit } from "../../../lib/useSubmit";
import { useCategoryNames } from "../../../data/categoryNames";

/**
 * "You put 'REWE' in Food 14 times: always do that?" One click makes the rule (then offers to
 * file the existing ones too); "No thanks" stops proposing it.
 */
export function RuleSuggestions({ onCreated }: { onCreated: (rule: RuleView) => void }) {
  const { t } = useTranslation("payees");
  const { label: categoryName } = useCategoryNames();
  const suggestions = useRuleSuggestions();
  const { create, dismiss } = useRuleMutations();
  const { saving, run } = useSubmit({ notify: true });
  if (!suggestions?.length) return null;

  const accept = async (s: RuleSuggestion) => {
    const rule = { field: "payee", op: "equals", text: s.payee, setCategory: s.category } as const;
    const created = await run(() => create(rule));
    if (created.ok) onCreated(savedRule(rule, created.value));
  };

  return (
    <Card withBorder padding="md" data-testid="rule-suggestions">
      <Group gap="xs" mb="sm">
        <IconBulb size={18} aria-hidden />
        <Title order={3} size="h5">
          {t("suggest.title")}
        </Title>
      </Group>
      <Stack gap="sm">
        {suggestions.map((s) => (
          <Group key={s.payeeId} justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm" style={{ flex: "1 1 16rem" }}>
              {t("suggest.text", {
                payee: s.payee,
                category: categoryName(s.category),
                count: s.times,
              })}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Button
                size="compact-sm"
                variant="subtle"
                color="gray"
                onClick={() => void dismiss({ payeeId: s.payeeId })}
                aria-label={t("suggest.dismissFor", { payee: s.payee })}
              >
                {t("suggest.dismiss")}
              </Button>
              <Button
                size="compact-sm"
                disabled={saving}
                onClick={() => void accept(s)}
                aria-label={t("suggest.acceptFor", { payee: s.payee })}
              >
                {t("suggest.accept")}
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
