import { ActionIcon, Tooltip } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { NEW_ENTRY_KEY, useAppNewEntryKey } from "../../components/newEntryKey";
import { newTransactionPath } from "../../lib/lastLedger";

/**
 * "Add transaction" from every screen: the header's button and the "n" key (ignored while
 * typing in a field) open the last ledger with a new entry ready. On the register the key is
 * the register's own (useScreenNewEntryKey).
 */
export function QuickAdd() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = () => void navigate(newTransactionPath());
  useAppNewEntryKey(open);
  // On a phone too: there it is the one add that needs no scrolling or finding a ledger first.
  return (
    <Tooltip label={t("quickAdd.hint")}>
      <ActionIcon
        variant="filled"
        size="lg"
        radius="md"
        aria-label={t("quickAdd.label")}
        aria-keyshortcuts={NEW_ENTRY_KEY}
        onClick={open}
        data-testid="quick-add"
      >
        <IconPlus size={20} />
      </ActionIcon>
    </Tooltip>
  );
}
