import { Alert, Button, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useHouseholdMutations, useHouseholdNotice } from "../../data/households";

/**
 * Says why the books on screen changed under the user: an owner removed them from the
 * household they had open, and their own household opened in every tab at once.
 */
export default function HouseholdNotice() {
  const { t } = useTranslation("households");
  const notice = useHouseholdNotice();
  const { dismissNotice } = useHouseholdMutations();
  if (!notice) return null;
  return (
    <Alert color="yellow" role="alert" data-testid="household-notice" mb="md">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{t("notice.removed", { name: notice.removedFrom })}</Text>
        <Button
          size="compact-sm"
          variant="light"
          color="yellow"
          onClick={() => void dismissNotice({})}
        >
          {t("notice.dismiss")}
        </Button>
      </Group>
    </Alert>
  );
}
