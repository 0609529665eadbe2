import { Button, Checkbox, Popover, Stack, Text } from "@mantine/core";
import { IconBuildingBank } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { Id } from "../../../../../convex/_generated/dataModel";
import type { EnvelopeMonth } from "../../../../data/envelope";

interface BudgetAccountsProps {
  accounts: EnvelopeMonth["accounts"];
  onChange: (accountId: Id<"accounts">, included: boolean) => void;
}

/** Which accounts' money the budget assigns (cash, bank and savings unless changed here). */
export function BudgetAccounts({ accounts, onChange }: BudgetAccountsProps) {
  const { t } = useTranslation("planner");
  if (accounts.length === 0) return null;
  return (
    <Popover position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <Button variant="default" size="sm" leftSection={<IconBuildingBank size={16} />}>
          {t("envelope.accounts.button")}
        </Button>
      </Popover.Target>
      <Popover.Dropdown maw={300}>
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t("envelope.accounts.hint")}
          </Text>
          {accounts.map((a) => (
            <Checkbox
              key={a.accountId}
              label={a.name}
              checked={a.included}
              onChange={(e) => onChange(a.accountId, e.currentTarget.checked)}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
