import { Alert, Group, Loader, Select, Stack } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { use, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import type { Id } from "../../../convex/_generated/dataModel";
import { AccountSelect } from "../../components/AccountSelect";
import { EditAccess } from "../../components/editAccess";
import { Page } from "../../components/PageHeader";
import { ReadOnlyNotice } from "../../components/ReadOnlyNotice";
import { useSubmit } from "../../lib/useSubmit";
import { AccountFromFile } from "./components/AccountFromFile";
import { FileDrop } from "./components/FileDrop";
import { ImportHistory } from "./components/ImportHistory";
import { ImportRun } from "./components/ImportRun";
import { MappingPanel } from "./components/MappingPanel";
import { PreviewSummary } from "./components/PreviewSummary";
import { PreviewTable } from "./components/PreviewTable";
import { UnmatchedCategories } from "./components/UnmatchedCategories";
import { unmatchedCategories } from "./preview";
import { useAccounts } from "../../data/accounts";
import { useSavedMapping } from "../../data/imports";
import { FILE_ENCODINGS, type FileEncoding } from "./parse/encoding";
import { useImportPreview } from "./useImportPreview";
import { useImportRunner } from "./useImportRunner";

/** A viewer of the household imports nothing: the screen says so instead of offering a form. */
export default function ImportPage() {
  const { t } = useTranslation("imports");
  if (use(EditAccess)) return <ImportForm />;
  return (
    <Page title={t("title")} description={t("description")}>
      <ReadOnlyNotice />
    </Page>
  );
}

/**
 * Import a bank statement (CSV/TSV, OFX/QFX, QIF) into an account: choose the file, check how
 * it was read, preview every row with duplicates flagged, then write it in chunks with
 * progress. Opened from the Transactions page and from each account's menu (?account=<id>).
 */
function ImportForm() {
  const { t } = useTranslation("imports");
  const accounts = useAccounts();
  const [params, setParams] = useSearchParams();
  const accountId = params.get("account") as Id<"accounts"> | null;
  const account = accounts?.find((a) => a._id === accountId) ?? null;
  const [file, setFile] = useState<File | null>(null);
  const savedMapping = useSavedMapping(account?._id ?? null);
  const runner = useImportRunner(account?._id ?? null);
  const idle = runner.state.phase === "idle";
  const preview = useImportPreview(file, account, account ? savedMapping : null, !idle);
  // The import's own saving state is the runner's progress; this keeps only its error.
  const { error: runError, setError: setRunError, run: submit } = useSubmit();
  const { statement, rows } = preview;
  const choose = (id: string | null) =>
    setParams((p) => {
      if (id) p.set("account", id);
      else p.delete("account");
      return p;
    });
  const fileCurrency = statement?.ok ? statement.account.currency : undefined;
  const currencyMismatch = !!(account && fileCurrency && fileCurrency !== account.currency);
  const running = runner.state.phase === "running";

  const start = async () => {
    if (!account || !statement?.ok || !rows || !file) return;
    await submit(() =>
      runner.run({
        accountId: account._id,
        fileName: file.name,
        format: statement.format,
        encoding: statement.encoding,
        currency: fileCurrency,
        mapping: statement.csv?.mapping,
        rows,
      }),
    );
  };

  return (
    <Page title={t("title")} description={t("description")}>
      <Stack gap="md">
        <AccountSelect
          label={t("account.label")}
          placeholder={t("account.placeholder")}
          accounts={accounts ?? []}
          withCurrency
          value={account?._id ?? null}
          onChange={choose}
          disabled={running}
          searchable
          maw={{ base: "100%", sm: 420 }}
          data-testid="import-account"
        />
        <FileDrop
          fileName={file?.name}
          onFile={(next) => {
            preview.reset();
            runner.reset();
            setRunError(null);
            setFile(next);
          }}
        />
        {statement && (
          <Group gap="sm" wrap="wrap">
            <Select
              label={t("file.encoding")}
              data={FILE_ENCODINGS.map((e) => ({ value: e, label: e.toUpperCase() }))}
              value={statement.encoding ?? null}
              allowDeselect={false}
              onChange={(value) =>
                value && preview.setChoices({ ...preview.choices, encoding: value as FileEncoding })
              }
              w={200}
              data-testid="import-encoding"
            />
            {statement.ok &&
              statement.format === "qif" &&
              (statement.dateOrders?.length ?? 0) > 1 && (
                <Select
                  label={t("mapping.dateOrder")}
                  data={(statement.dateOrders ?? []).map((o) => ({
                    value: o,
                    label: t(`mapping.orders.${o}`),
                  }))}
                  value={preview.choices.dateOrder ?? statement.dateOrders?.[0] ?? null}
                  allowDeselect={false}
                  onChange={(value) =>
                    value && preview.setChoices({ ...preview.choices, dateOrder: value as "dmy" })
                  }
                  w={220}
                />
              )}
          </Group>
        )}
        {statement && !statement.ok && (
          <Alert color="red" icon={<IconAlertTriangle />} data-testid="import-file-problem">
            {t(`fileProblems.${statement.problem}`)}
          </Alert>
        )}
        {statement?.ok && (!account || currencyMismatch) && (
          <AccountFromFile statement={statement} mismatch={currencyMismatch} onCreated={choose} />
        )}
        {statement?.ok && statement.csv && (
          <MappingPanel
            header={statement.csv.table.header}
            sample={statement.csv.sample}
            mapping={statement.csv.mapping}
            dateOrders={statement.dateOrders ?? []}
            onChange={(mapping) => preview.setChoices({ ...preview.choices, mapping })}
          />
        )}
        {preview.busy && <Loader size="sm" role="status" aria-label={t("preview.reading")} />}
        {account && (
          <ImportRun
            state={runner.state}
            error={runError}
            accountId={account._id}
            onCancel={runner.cancel}
          />
        )}
        {account && idle && rows && !currencyMismatch && (
          <>
            <PreviewSummary
              rows={rows}
              onSelectAll={preview.selectAll}
              onImport={() => void start()}
            />
            <UnmatchedCategories names={unmatchedCategories(rows)} />
            <PreviewTable rows={rows} currency={account.currency} onToggle={preview.toggle} />
          </>
        )}
        {account && <ImportHistory accountId={account._id} />}
      </Stack>
    </Page>
  );
}
