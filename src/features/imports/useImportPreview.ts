import { useCallback, useEffect, useState } from "react";
import type { Id } from "../../../convex/_generated/dataModel";
import { minorDigits, type CurrencyCode } from "../../../convex/shared/currencies";
import { fileCategoryMatcher } from "./categoryNames";
import { useOwnCategories } from "../../data/categories";
import { useImportMatches } from "../../data/imports";
import type { CsvMapping } from "./parse/csv";
import type { DateOrder } from "./parse/dates";
import type { FileEncoding } from "./parse/encoding";
import type { Statement } from "./parse/statement";
import { buildPreview, questionsFor, type PreviewRow } from "./preview";
import { useStatementReader } from "./useStatementReader";

export interface ReadChoices {
  encoding?: FileEncoding;
  mapping?: CsvMapping;
  dateOrder?: DateOrder;
}

type Target = { _id: Id<"accounts">; currency: CurrencyCode } | null;

/**
 * File + account + the user's choices → parsed statement → preview rows checked against the
 * account. Re-runs when any of them changes; a stale answer (the user changed something
 * meanwhile) is dropped.
 */
export function useImportPreview(
  file: File | null,
  account: Target,
  savedMapping: CsvMapping | null | undefined,
) {
  const read = useStatementReader();
  const own = useOwnCategories();
  const askServer = useImportMatches();
  const [choices, setChoices] = useState<ReadChoices>({});
  const [statement, setStatement] = useState<Statement | null>(null);
  const [rows, setRows] = useState<PreviewRow[] | null>(null);
  const [busy, setBusy] = useState(false);
  const accountId = account?._id ?? null;
  const currency = account?.currency ?? null;

  useEffect(() => {
    if (!file || savedMapping === undefined || own === undefined) return;
    const categoryOf = fileCategoryMatcher(own);
    let live = true;
    const digits = currency ? minorDigits(currency) : 2;
    const mapping = choices.mapping ?? savedMapping ?? undefined;
    void (async () => {
      setBusy(true);
      try {
        const parsed = await read(file, { fileName: file.name, digits, ...choices, mapping });
        if (!live) return;
        setStatement(parsed);
        if (!parsed.ok || !accountId) {
          setRows(null);
          return;
        }
        const matches = await askServer(accountId, questionsFor(parsed.rows));
        if (live) setRows(buildPreview(parsed.rows, matches, categoryOf));
      } finally {
        if (live) setBusy(false);
      }
    })();
    return () => {
      live = false;
    };
  }, [file, accountId, currency, choices, savedMapping, own, read, askServer]);

  const toggle = useCallback(
    (index: number) =>
      setRows(
        (current) =>
          current?.map((row, i) => (i === index ? { ...row, selected: !row.selected } : row)) ??
          null,
      ),
    [],
  );
  const selectAll = useCallback(
    (status: PreviewRow["status"], selected: boolean) =>
      setRows(
        (current) =>
          current?.map((row) => (row.status === status ? { ...row, selected } : row)) ?? null,
      ),
    [],
  );
  const reset = useCallback(() => {
    setChoices({});
    setStatement(null);
    setRows(null);
  }, []);

  return { statement, rows, busy, choices, setChoices, toggle, selectAll, reset };
}
