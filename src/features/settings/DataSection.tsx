import { Alert, Button, FileButton, Group, Progress, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconDatabaseExport, IconDatabaseImport, IconFileSpreadsheet } from "@tabler/icons-react";
import { use, useState } from "react";
import { EditAccess } from "../../components/editAccess";
import { useTranslation } from "react-i18next";
import { refusedRowOf } from "../../lib/errors";
import { useSubmit } from "../../lib/useSubmit";
import { parseExportFile, useCanRestore, usePortability } from "../../data/portability";
import type { ExportFile } from "../../../convex/shared/portability";
import { RestoreConfirmModal } from "./RestoreConfirmModal";
import { withReauth } from "../../components/reauth";
import { SettingsSection } from "./SettingsCard";

type Work = "export" | "csv" | "restore";
type Progress = { what: Work; done: number; total: number } | null;

function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = Object.assign(document.createElement("a"), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Settings → your data: everything out as one JSON file (and a CSV of the transactions for
 * spreadsheets), and back in from that file into an empty account — also the way to move
 * between deployments.
 */
export function DataSection() {
  const { t } = useTranslation("settings");
  const { exportAll, restoreAll } = usePortability();
  const canRestore = useCanRestore();
  const canEdit = use(EditAccess);
  const { saving, run: submit } = useSubmit();
  const [busy, setBusy] = useState<Progress>(null);
  const today = new Date().toISOString().slice(0, 10);

  const run = async (what: Work, work: () => Promise<void>) => {
    setBusy({ what, done: 0, total: 1 });
    const ran = await submit(work);
    setBusy(null);
    if (ran.ok) return;
    const refused = refusedRowOf(ran.error);
    notifications.show({
      color: "red",
      title: refused ? ran.message : undefined,
      message: refused
        ? t("data.refusedRow", {
            row: refused.row + 1,
            // The table as the backup file names it, so the entry can be found there.
            table: refused.table,
            reason: t(`common:errors.${refused.reason}`, {
              defaultValue: t("common:errors.INVALID_ARGUMENT"),
            }),
          })
        : ran.message,
    });
  };
  const progress = (what: Work) => (done: number, total: number) => setBusy({ what, done, total });

  const exportJson = () =>
    run("export", async () => {
      const file = await withReauth(() => exportAll(progress("export")));
      download(`personal-finance-advisor-${today}.json`, "application/json", JSON.stringify(file));
    });
  const exportCsv = () =>
    run("csv", async () => {
      const file = await withReauth(() => exportAll(progress("csv")));
      const { transactionsCsv, CSV_COLUMNS } = await import("./portability/transactionsCsv");
      const header = CSV_COLUMNS.map((c) => t(`data.columns.${c}`));
      const csv = transactionsCsv(file, header, {
        category: (key) => t(`common:categories.${key}`),
        kind: (kind) => t(`data.kinds.${kind}`),
      });
      download(`transactions-${today}.csv`, "text/csv;charset=utf-8", `\uFEFF${csv}`);
    });
  // The whole backup first; the spreadsheet of transactions is the lighter second choice.
  const exports = [
    { format: "json", variant: "filled", Icon: IconDatabaseExport, start: exportJson },
    { format: "csv", variant: "light", Icon: IconFileSpreadsheet, start: exportCsv },
  ] as const;
  // Picking a file only reads it: its summary is shown and nothing is written until confirmed.
  const [pending, setPending] = useState<ExportFile | null>(null);
  const pick = async (picked: File | null) => {
    if (!picked) return;
    const file = parseExportFile(await picked.text());
    if (!file) notifications.show({ color: "red", message: t("data.notAnExport") });
    setPending(file);
  };
  const restore = (file: ExportFile) => {
    setPending(null);
    return run("restore", async () => {
      await restoreAll(file, progress("restore"));
      notifications.show({ color: "brand", message: t("data.restored") });
    });
  };

  return (
    <SettingsSection section="data">
      <Stack gap="sm">
        <Group gap="sm" wrap="wrap">
          {exports.map(({ format, variant, Icon, start }) => (
            <Button
              key={format}
              variant={variant}
              leftSection={<Icon size={16} />}
              onClick={() => void start()}
              disabled={saving}
              data-testid={`export-${format}`}
            >
              {t(format === "json" ? "data.exportJson" : "data.exportCsv")}
            </Button>
          ))}
          {/* A viewer exports what they can read; restoring writes the books, so it is not offered. */}
          {canEdit && (
            <FileButton onChange={(f) => void pick(f)} accept="application/json,.json">
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconDatabaseImport size={16} />}
                  disabled={saving || canRestore !== true}
                  data-testid="restore"
                >
                  {t("data.restore")}
                </Button>
              )}
            </FileButton>
          )}
        </Group>
        {canEdit && canRestore === false && (
          <Text size="xs" c="dimmed">
            {t("data.restoreOnlyEmpty")}
          </Text>
        )}
        {busy && (
          <Alert color="blue" data-testid="data-progress">
            <Stack gap={4}>
              <Text size="sm">
                {t(`data.busy.${busy.what}`, { done: busy.done, total: busy.total })}
              </Text>
              <Progress
                value={(busy.done / Math.max(1, busy.total)) * 100}
                aria-label={t(`data.busy.${busy.what}`, { done: busy.done, total: busy.total })}
              />
            </Stack>
          </Alert>
        )}
      </Stack>
      <RestoreConfirmModal
        file={pending}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && void restore(pending)}
      />
    </SettingsSection>
  );
}
