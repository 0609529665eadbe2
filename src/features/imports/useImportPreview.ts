import { useCallback, useEffect, useMemo, useState } from "react";
import type { Id } from "../../../convex/_generated/dataModel";
import { minorDigits, type CurrencyCode } from "../../../convex/shared/currencies";
import { fileCategoryMatcher } from "./categoryNames";
import { useOwnCategories } from "../../data/categories";
import { useImportMatches } from "../../data/imports";
import type { CsvMapping } from "./parse/csv";
import type { DateOrder } from "./parse/dates";
import type { FileEncoding } from "./parse/encoding";
import type { Statement } from "./parse/statement";
import { buildPreview, questionsFor, withTicks, type PreviewRow } from "./preview";
import { useStatementReader } from "./useStatementReader";

export interface ReadChoices {
  encoding?: FileEncoding;
  mapping?: CsvMapping;
  dateOrder?: DateOrder;
}

type Target = { _id: Id<"accounts">; currency: CurrencyCode } | null;

/**
 * File + account + the user's choices → parsed statement → preview rows checked against the
 * account. The file is read again when any of them changes (a stale reading is dropped); the
 * check against the account is live, so a row imported or undone meanwhile changes status
 * at once. While `paused` (an import is writing or has just written the rows) nothing is
 * asked: the preview is not shown then.
 */
export function useImportPreview(
  file: File | null,
  account: Target,
  savedMapping: CsvMapping | null | undefined,
  paused = false,
) {
  const read = useStatementReader();
  const own = useOwnCategories();
  const [choices, setChoices] = useState<ReadChoices>({});
  const [statement, setStatement] = useState<Statement | null>(null);
  /** The user's own ticks by row index, over the default (new ticked, duplicates not). */
  const [ticks, setTicks] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [reading, setReading] = useState(false);
  const accountId = account?._id ?? null;
  const currency = account?.currency ?? null;

  useEffect(() => {
    if (!file || savedMapping === undefined) return;
    let live = true;
    const digits = currency ? minorDigits(currency) : 2;
    const mapping = choices.mapping ?? savedMapping ?? undefined;
    void (async () => {
      setReading(true);
      try {
        const parsed = await read(file, { fileName: file.name, digits, ...choices, mapping });
        if (!live) return;
        setStatement(parsed);
        setTicks(new Map());
      } finally {
        if (live) setReading(false);
      }
    })();
    return () => {
      live = false;
    };
  }, [file, currency, choices, savedMapping, read]);

  const questions = useMemo(
    () => (statement?.ok ? questionsFor(statement.rows) : null),
    [statement],
  );
  const matches = useImportMatches(paused ? null : accountId, questions);
  const checked = useMemo(() => {
    if (!statement?.ok || !matches || !own) return null;
    return buildPreview(statement.rows, matches, fileCategoryMatcher(own));
  }, [statement, matches, own]);
  const rows = useMemo(() => (checked ? withTicks(checked, ticks) : null), [checked, ticks]);

  const toggle = useCallback(
    (index: number) => {
      const row = rows?.[index];
      if (row) setTicks((current) => new Map(current).set(index, !row.selected));
    },
    [rows],
  );
  const selectAll = useCallback(
    (status: PreviewRow["status"], selected: boolean) =>
      setTicks((current) => {
        const next = new Map(current);
        rows?.forEach((row, i) => row.status === status && next.set(i, selected));
        return next;
      }),
    [rows],
  );
  const reset = useCallback(() => {
    setChoices({});
    setStatement(null);
    setTicks(new Map());
  }, []);

  const checking = !paused && !!accountId && questions !== null && rows === null;
  return {
    statement,
    rows,
    busy: reading || checking,
    choices,
    setChoices,
    toggle,
    selectAll,
    reset,
  };
}
