import { Group, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconScaleOutline } from "@tabler/icons-react";
import { useContext } from "react";
import { useTranslation } from "react-i18next";
import type { Id } from "../../../../convex/_generated/dataModel";
import type { CurrencyCode } from "../../../../convex/shared/currencies";
import { EditAccess } from "../../../components/editAccess";
import { SmallButton } from "../../../components/SmallButton";
import { useBankActions } from "../../../data/bankConnections";
import { useFormatters } from "../../../lib/format";
import { useToday } from "../../../lib/today";
import { useSubmit } from "../../../lib/useSubmit";

/**
 * A linked account whose balance differs from the bank's: the difference, and the person's
 * choice. "Add an adjustment dated today" posts it (nothing before today changes); leaving it
 * keeps it shown here.
 */
export function BankDifference({
  connectionId,
  externalId,
  difference,
  currency,
}: {
  connectionId: Id<"bankConnections">;
  externalId: string;
  difference: number;
  currency: CurrencyCode;
}) {
  const { t } = useTranslation("accounts");
  // A viewer sees the difference but not the choice: the server would refuse it anyway.
  const canEdit = useContext(EditAccess);
  const { money } = useFormatters();
  const { adjust } = useBankActions();
  const today = useToday();
  const { saving, run } = useSubmit({ notify: true });
  const amount = money(difference, currency, true);

  const addAdjustment = async () => {
    const done = await run(() =>
      adjust({ connectionId, externalId, today, notes: t("bank.adjust.notes") }),
    );
    if (done.ok) notifications.show({ color: "brand", message: t("bank.adjust.done", { amount }) });
  };

  return (
    <Stack gap={4} data-testid="bank-difference-row">
      <Text size="xs" c="orange" data-testid="bank-difference">
        {t("bank.card.difference", { amount })}
      </Text>
      {canEdit && (
        <Group gap="xs" wrap="wrap">
          <SmallButton
            variant="light"
            icon={IconScaleOutline}
            loading={saving}
            onClick={() => void addAdjustment()}
            data-testid="bank-adjust"
          >
            {t("bank.adjust.action")}
          </SmallButton>
          <Text size="xs" c="dimmed">
            {t("bank.adjust.orLeave")}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
