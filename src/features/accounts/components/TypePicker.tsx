import { Group, Radio, SimpleGrid, Text, ThemeIcon } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ACCOUNT_TYPES, type AccountType } from "../../../../convex/shared/domain";
import { ACCOUNT_TYPE_STYLE } from "../accountTypes";

/** Step 1 of the wizard: the six account types as cards (arrow keys move between them). */
export function TypePicker({
  value,
  onChange,
}: {
  value: AccountType;
  onChange: (type: AccountType) => void;
}) {
  const { t } = useTranslation("accounts");
  return (
    <Radio.Group
      value={value}
      onChange={(next) => onChange(next as AccountType)}
      label={t("wizard.chooseType")}
      name="account-type"
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="sm">
        {ACCOUNT_TYPES.map((type) => {
          const { icon: Icon, color } = ACCOUNT_TYPE_STYLE[type];
          return (
            <Radio.Card
              key={type}
              value={type}
              radius="md"
              p="sm"
              withBorder
              data-testid={`type-${type}`}
            >
              <Group wrap="nowrap" gap="sm" align="flex-start">
                <Radio.Indicator mt={4} />
                <ThemeIcon variant="light" color={color} size="lg" radius="md" aria-hidden="true">
                  <Icon size={20} />
                </ThemeIcon>
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm">
                    {t(`types.${type}.label`)}
                  </Text>
                  <Text c="dimmed" size="xs">
                    {t(`types.${type}.hint`)}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
