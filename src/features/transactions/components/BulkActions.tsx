import { Anchor, Button, Group, Paper, Select, Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { CategoryKey } from "../../../../convex/shared/domain";
import { useCategoryNames } from "../../../data/categoryNames";
import { BULK_BATCH, useBulkMutations, type UndoId } from "../../../data/bulk";
import type { ListFilters, TransactionView } from "../../../data/transactions";
import type { Id } from "../../../../convex/_generated/dataModel";
import { useErrorMessage } from "../../../lib/errors";
import { confirmReconciledChange } from "./reconciledConfirm";
import { useUndoNotice } from "../../../components/useUndoNotice";
import { BulkEditModal, type BulkEdit } from "./BulkEditModal";
import { BulkClearedButtons } from "./BulkClearedButtons";

interface Props {
  selected: TransactionView[];
  onClear: () => void;
  /** Everything matching the ledger's filter instead of the rows picked (the server walks it). */
  matching: { accountId: Id<"accounts">; filters: ListFilters } | null;
  onSelectMatching: () => void;
}

type Page = { undoId: UndoId | null; changed: number; cursor: string | null };

/**
 * The bar shown while rows are selected: change their category, payee or tags, or delete them. Large
 * selections go in batches of BULK_BATCH with progress; the outcome offers "Undo".
 */
export function BulkActions({ selected, onClear, matching, onSelectMatching }: Props) {
  const { t } = useTranslation("transactions");
  const mutations = useBulkMutations();
  const errorMessage = useErrorMessage();
  const showUndo = useUndoNotice();
  const [category, setCategory] = useState<CategoryKey | null>(null);
  const { options: categoryOptions } = useCategoryNames();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [editing, setEditing] = useState(false);

  /** Over everything matching: page after page until the server says it is done. */
  const overMatching = async (
    call: (cursor: string | null, allowReconciled?: boolean) => Promise<Page>,
    done: (count: number) => string,
  ) => {
    const undoIds: UndoId[] = [];
    let changed = 0;
    let cursor: string | null = null;
    setProgress({ done: 0, total: 0 });
    try {
      do {
        const page: Page = await call(cursor);
        if (page.undoId) undoIds.push(page.undoId);
        changed += page.changed;
        cursor = page.cursor;
        setProgress({ done: changed, total: 0 });
      } while (cursor !== null);
      onClear();
    } catch (error) {
      notifications.show({ color: "red", message: errorMessage(error) });
    } finally {
      setProgress(null);
      if (undoIds.length > 0) showUndo(done(changed), undoIds);
    }
  };

  const inBatches = async (
    call: (ids: TransactionView["_id"][], allowReconciled?: boolean) => Promise<{ undoId: UndoId }>,
    done: string,
  ) => {
    const ids = selected.map((tx) => tx._id);
    const allowReconciled = selected.some((tx) => tx.cleared === "reconciled") || undefined;
    const undoIds: UndoId[] = [];
    setProgress({ done: 0, total: ids.length });
    try {
      for (let i = 0; i < ids.length; i += BULK_BATCH) {
        const batch = ids.slice(i, i + BULK_BATCH);
        undoIds.push((await call(batch, allowReconciled)).undoId);
        setProgress({ done: i + batch.length, total: ids.length });
      }
      onClear();
    } catch (error) {
      notifications.show({ color: "red", message: errorMessage(error) });
    } finally {
      setProgress(null);
      if (undoIds.length > 0) showUndo(done, undoIds);
    }
  };

  // Picked reconciled rows are changed only after the user confirms. Over a whole filter they
  // are never changed: the server refuses such a page (TRANSACTION_RECONCILED, shown), and the
  // pages done before it stay undoable.
  const guarded = (action: () => void) =>
    matching === null && selected.some((tx) => tx.cleared === "reconciled")
      ? confirmReconciledChange(action)
      : action();

  const recategorize = () => {
    if (category === null) return;
    guarded(() =>
      matching
        ? void overMatching(
            (cursor, allowReconciled) =>
              mutations.recategorizeMatching({
                ...matching.filters,
                accountId: matching.accountId,
                cursor,
                category,
                allowReconciled,
              }),
            (count) => t("bulk.recategorized", { count }),
          )
        : void inBatches(
            (ids, allowReconciled) => mutations.recategorize({ ids, category, allowReconciled }),
            t("bulk.recategorized", { count: selected.length }),
          ),
    );
  };

  const editPayeeAndTags = (edit: BulkEdit) =>
    guarded(() =>
      matching
        ? void overMatching(
            (cursor, allowReconciled) =>
              mutations.editMatching({
                ...matching.filters,
                accountId: matching.accountId,
                cursor,
                allowReconciled,
                ...edit,
              }),
            (count) => t("bulk.edited", { count }),
          )
        : void inBatches(
            (ids, allowReconciled) => mutations.edit({ ids, allowReconciled, ...edit }),
            t("bulk.edited", { count: selected.length }),
          ),
    );

  const remove = () =>
    modals.openConfirmModal({
      title: t("bulk.deleteTitle"),
      children: (
        <Text size="sm">
          {matching
            ? t("bulk.deleteMatching")
            : t("bulk.deleteMessage", { count: selected.length })}
        </Text>
      ),
      labels: { confirm: t("bulk.delete"), cancel: t("bulk.cancel") },
      confirmProps: { color: "red", "data-testid": "confirm-bulk-delete" },
      onConfirm: () =>
        guarded(() =>
          matching
            ? void overMatching(
                (cursor, allowReconciled) =>
                  mutations.removeMatching({
                    ...matching.filters,
                    accountId: matching.accountId,
                    cursor,
                    allowReconciled,
                  }),
                (count) => t("bulk.deleted", { count }),
              )
            : void inBatches(
                (ids, allowReconciled) => mutations.remove({ ids, allowReconciled }),
                t("bulk.deleted", { count: selected.length }),
              ),
        ),
    });

  return (
    <Paper withBorder radius="md" p="sm" data-testid="bulk-actions">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
          {/* Shrinks first, so "Clear selection" keeps its place on a phone. */}
          <Group gap="xs" align="baseline" style={{ flex: "1 1 0", minWidth: 0, rowGap: 0 }}>
            <Text size="sm" fw={600} data-testid="bulk-count">
              {matching ? t("bulk.allMatching") : t("bulk.selected", { count: selected.length })}
            </Text>
            {!matching && (
              <Anchor
                component="button"
                type="button"
                size="sm"
                fw={500}
                ta="start"
                onClick={onSelectMatching}
                data-testid="select-matching"
              >
                {t("bulk.selectMatching")}
              </Anchor>
            )}
          </Group>
          <Group gap="xs" wrap="nowrap">
            {progress && (
              <Text size="sm" c="dimmed" aria-live="polite" data-testid="bulk-progress">
                {progress.total > 0
                  ? t("bulk.progress", progress)
                  : t("bulk.progressOpen", { done: progress.done })}
              </Text>
            )}
            <Button
              variant="subtle"
              color="gray"
              size="compact-sm"
              onClick={onClear}
              disabled={progress !== null}
            >
              {t("bulk.clear")}
            </Button>
          </Group>
        </Group>
        {/* The actions on one line (a phone wraps them), the destructive one set apart at its end. */}
        <Group gap="sm">
          <Select
            aria-label={t("bulk.category")}
            placeholder={t("bulk.category")}
            data={categoryOptions}
            value={category}
            onChange={(value) => setCategory(value as CategoryKey | null)}
            comboboxProps={{ withinPortal: true }}
            w={{ base: "100%", xs: 220 }}
          />
          <Button
            onClick={recategorize}
            disabled={category === null || progress !== null}
            data-testid="bulk-recategorize"
          >
            {t("bulk.apply")}
          </Button>
          <Button
            variant="default"
            onClick={() => setEditing(true)}
            disabled={progress !== null}
            data-testid="bulk-edit"
          >
            {t("bulk.edit")}
          </Button>
          {/* Marks go by the picked rows only: a whole filter is no statement to tick. */}
          {!matching && (
            <BulkClearedButtons
              selected={selected}
              busy={progress !== null}
              onProgress={setProgress}
              onDone={onClear}
            />
          )}
          <Button
            color="red"
            variant="light"
            ml="auto"
            onClick={remove}
            disabled={progress !== null}
          >
            {t("bulk.delete")}
          </Button>
        </Group>
      </Stack>
      <BulkEditModal
        opened={editing}
        count={matching ? null : selected.length}
        onClose={() => setEditing(false)}
        onApply={editPayeeAndTags}
      />
    </Paper>
  );
}
