import { notifications } from "@mantine/notifications";
import { createContext, use, useCallback, useLayoutEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import type { CategoryKey } from "../../../../convex/shared/domain";
import { EditAccess } from "../../../components/editAccess";
import { useMemberNames } from "../../../data/households";
import { useReconciliationMutations } from "../../../data/reconciliation";
import type { TransactionView } from "../../../data/transactions";
import { useCategoryNames } from "../../../data/categoryNames";
import { useErrorMessage } from "../../../lib/errors";
import { useFormatters } from "../../../lib/format";
import { confirmReconciledChange } from "./reconciledConfirm";
import { usePairingActions } from "./pairing";

/**
 * What every ledger row needs besides its transaction, looked up once for the list: a row
 * that called the translation, formatting and mutation hooks itself would pay for them on
 * every one of the dozens of rows a scroll mounts.
 */
export interface LedgerRowTools {
  t: TFunction<"transactions">;
  formatters: ReturnType<typeof useFormatters>;
  categoryName: (key: CategoryKey) => string;
  onEdit: (tx: TransactionView) => void;
  onDelete: (tx: TransactionView) => void;
  /** Present when rows can be selected; `shift` extends the selection as a range. */
  onSelect?: (tx: TransactionView, shift: boolean) => void;
  /**
   * Marks a row cleared or not (asking first when it is reconciled); absent for a viewer of the
   * household, whose rows show the mark without offering to change it.
   */
  onToggleCleared?: (tx: TransactionView) => void;
  /** Who of the household a user id is, when it has more than one member (else null). */
  memberName: ((id: string) => string) | null;
  /** "Pair as transfer…" for an ordinary row, "Unpair" for a transfer (pairing.tsx). */
  onPair?: (tx: TransactionView) => void;
  onUnpair?: (tx: TransactionView) => void;
}

export const LedgerRowContext = createContext<LedgerRowTools | null>(null);

interface Selection {
  selected: ReadonlyMap<string, TransactionView>;
  onSelect: (txs: TransactionView[], on: boolean) => void;
}

/**
 * The tools for the list's rows. They keep their identity while the list scrolls and pages
 * load (the selection is read through a ref), so rows already drawn are not drawn again.
 */
export function useLedgerRowTools(
  results: TransactionView[],
  selection: Selection | undefined,
  onEdit: (tx: TransactionView) => void,
  onDelete: (tx: TransactionView) => void,
): LedgerRowTools {
  const { t } = useTranslation("transactions");
  const formatters = useFormatters();
  const { label: categoryName } = useCategoryNames();
  const { setCleared } = useReconciliationMutations();
  const { onPair, onUnpair } = usePairingActions();
  const errorMessage = useErrorMessage();
  const latest = useRef({ results, selection });
  useLayoutEffect(() => {
    latest.current = { results, selection };
  });
  const anchor = useRef<string | null>(null);
  const canEdit = use(EditAccess);
  const selectable = selection !== undefined && canEdit;
  const names = useMemberNames();
  const memberName = useMemo(
    () => (names === null ? null : (id: string) => (names.get(id) ?? "").split("@")[0]!),
    [names],
  );

  const onSelect = useCallback((tx: TransactionView, shift: boolean) => {
    const { results: rows, selection: current } = latest.current;
    if (!current) return;
    const on = !current.selected.has(tx._id);
    const from = shift && anchor.current ? rows.findIndex((r) => r._id === anchor.current) : -1;
    const to = rows.findIndex((r) => r._id === tx._id);
    anchor.current = tx._id;
    if (from < 0 || to < 0) return current.onSelect([tx], on);
    current.onSelect(rows.slice(Math.min(from, to), Math.max(from, to) + 1), on);
  }, []);

  const onToggleCleared = useCallback(
    (tx: TransactionView) => {
      const status = tx.cleared ?? "uncleared";
      const run = (allowReconciled?: boolean) =>
        setCleared({ id: tx._id, cleared: status === "uncleared", allowReconciled }).catch(
          (error: unknown) => notifications.show({ color: "red", message: errorMessage(error) }),
        );
      if (status === "reconciled") confirmReconciledChange(() => void run(true));
      else void run();
    },
    [setCleared, errorMessage],
  );

  return useMemo(
    () => ({
      t,
      formatters,
      categoryName,
      onEdit,
      onDelete,
      onSelect: selectable ? onSelect : undefined,
      onToggleCleared: canEdit ? onToggleCleared : undefined,
      memberName,
      onPair,
      onUnpair,
    }),
    [
      t,
      formatters,
      categoryName,
      onEdit,
      onDelete,
      selectable,
      onSelect,
      canEdit,
      onToggleCleared,
      memberName,
      onPair,
      onUnpair,
    ],
  );
}

/** A transfer's "Transfer to/from <account>" (null for other rows), the same in both views. */
export function transferText(
  t: LedgerRowTools["t"],
  tx: TransactionView,
  otherAccountName: string | undefined,
): string | null {
  if (tx.kind !== "transfer") return null;
  return t(tx.amount < 0 ? "row.transferTo" : "row.transferFrom", {
    name: otherAccountName ?? t("row.deletedAccount"),
  });
}

/** What a row entered in another currency was typed as, and at which rate (else null). */
export function originalText({ t, formatters }: LedgerRowTools, tx: TransactionView) {
  if (!tx.original) return null;
  return t("row.original", {
    amount: formatters.money(tx.original.amount, tx.original.currency),
    rate: new Intl.NumberFormat(formatters.locale, { maximumFractionDigits: 6 }).format(
      tx.original.rate,
    ),
  });
}

/** Who entered the row and who changed it last, when the household has more than one member. */
export function whoTexts({ t, memberName }: LedgerRowTools, tx: TransactionView): string[] {
  if (!memberName) return [];
  const who: string[] = [];
  if (tx.createdBy) who.push(t("row.by", { who: memberName(tx.createdBy) }));
  if (tx.updatedBy && tx.updatedBy !== tx.createdBy) {
    who.push(t("row.changedBy", { who: memberName(tx.updatedBy) }));
  }
  return who;
}

/** One part of a split: its category and notes. */
export function partText(
  { categoryName }: LedgerRowTools,
  part: NonNullable<TransactionView["splits"]>[number],
): string {
  return [categoryName(part.category), part.notes].filter(Boolean).join(" · ");
}
