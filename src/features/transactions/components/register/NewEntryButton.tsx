import { Button } from "@mantine/core";
import { IconKeyboard } from "@tabler/icons-react";
import { use } from "react";
import { useTranslation } from "react-i18next";
import { EditAccess } from "../../../../components/editAccess";
import { NEW_ENTRY_KEY } from "../../../../components/newEntryKey";

/**
 * Opens the register's entry row (the "n" key does too: RegisterTable). Only on a desktop,
 * where the register is shown, and not for a viewer of the household.
 */
export function NewEntryButton({ desktop, onOpen }: { desktop: boolean; onOpen: () => void }) {
  const { t } = useTranslation("transactions");
  const canEdit = use(EditAccess);
  if (!desktop || !canEdit) return null;
  return (
    <Button
      variant="default"
      leftSection={<IconKeyboard size={18} />}
      onClick={onOpen}
      aria-keyshortcuts={NEW_ENTRY_KEY}
      data-testid="register-new"
    >
      {t("register.new")}
    </Button>
  );
}
