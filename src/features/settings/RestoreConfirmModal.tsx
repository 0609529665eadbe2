import { List, Modal, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormActions } from "../../components/FormActions";
import { useFormatters } from "../../lib/format";
import type { ExportFile } from "../../../convex/shared/portability";

/** The tables a person recognises, in the order they think of them; the rest come along. */
const SUMMARY_TABLES = [
  "accounts",
  "transactions",
  "categories",
  "budgets",
  "envelopeMonths",
  "schedules",
  "plans",
  "rules",
] as const;
/** Always named, even at 0; the others only when the file holds some. */
const ALWAYS = new Set<string>(["accounts", "transactions"]);

/** What the restore brings back, per table a person recognises (envelope months included). */
function restoreSummary(file: ExportFile) {
  return SUMMARY_TABLES.map((table) => ({ table, count: file.tables[table]?.length ?? 0 })).filter(
    ({ table, count }) => count > 0 || ALWAYS.has(table),
  );
}

/**
 * What a picked backup holds — when it was made, for whom, and how many accounts,
 * transactions, budgets… — before anything is written: restoring cannot be taken back.
 */
export function RestoreConfirmModal({
  file,
  onCancel,
  onConfirm,
}: {
  file: ExportFile | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation("settings");
  const { dateTime } = useFormatters();
  const exportedAt = file ? Date.parse(file.exportedAt) : Number.NaN;
  return (
    <Modal opened={file !== null} onClose={onCancel} title={t("data.confirm.title")} centered>
      {file && (
        <Stack gap="sm" data-testid="restore-summary">
          <Text size="sm">
            {Number.isNaN(exportedAt)
              ? t("data.confirm.fromUnknown")
              : t("data.confirm.from", { date: dateTime(exportedAt) })}
          </Text>
          {file.profile.email && (
            <Text size="sm" c="dimmed">
              {t("data.confirm.owner", { email: file.profile.email })}
            </Text>
          )}
          <List size="sm" spacing={2}>
            {restoreSummary(file).map(({ table, count }) => (
              <List.Item key={table} data-testid={`restore-count-${table}`}>
                {t(`data.confirm.counts.${table}`, { count })}
              </List.Item>
            ))}
          </List>
          <Text size="sm">{t("data.confirm.body")}</Text>
          <FormActions
            onCancel={onCancel}
            onConfirm={onConfirm}
            label={t("data.confirm.restore")}
            testId="restore-confirm"
          />
        </Stack>
      )}
    </Modal>
  );
}
