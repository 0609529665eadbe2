import { Alert, Checkbox, Progress, Stack, Table, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormActions } from "../../../components/FormActions";
import { FormModal } from "../../../components/FormModal";
import { MoneyText } from "../../../components/MoneyText";
import { useUndoNotice } from "../../../components/useUndoNotice";
import type { UndoId } from "../../../data/bulk";
import { useRuleMutations, useRulePreview, type RuleView } from "../../../data/payees";
import { useSubmit } from "../../../lib/useSubmit";
import { useFormatters } from "../../../lib/format";
import { ruleActions, ruleCondition } from "./ruleText";
import { useCategoryNames } from "../../../data/categoryNames";

const PREVIEW_ROWS = 25;

/**
 * "Apply to existing transactions": first what would change (a live preview), then the change
 * in pages with progress; the notification offers Undo for all of it.
 */
export function ApplyRuleModal({
  rule,
  saved,
  onClose,
}: {
  rule: RuleView | null;
  /** The rule was just saved: the title says so, in place of a notification over it. */
  saved: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation("payees");
  const title = saved ? t("apply.titleSaved") : t("apply.title");
  return (
    <FormModal opened={rule !== null} onClose={onClose} title={title} size="lg">
      {rule && <ApplyRule rule={rule} onClose={onClose} />}
    </FormModal>
  );
}

function ApplyRule({ rule, onClose }: { rule: RuleView; onClose: () => void }) {
  const { t } = useTranslation("payees");
  const { label: categoryName } = useCategoryNames();
  const { date } = useFormatters();
  const [includeHandEdited, setIncludeHandEdited] = useState(false);
  const preview = useRulePreview(rule._id, includeHandEdited, PREVIEW_ROWS);
  const { applyToExisting } = useRuleMutations();
  const showUndo = useUndoNotice();
  const { saving, error, run } = useSubmit();
  const [done, setDone] = useState<number | null>(null);
  const rows = preview.results;
  const more = preview.status === "CanLoadMore" || preview.status === "LoadingMore";

  const apply = async () => {
    setDone(0);
    const undoIds: UndoId[] = [];
    let changed = 0;
    let cursor: string | null = null;
    const applied = await run(async () => {
      do {
        const page: Awaited<ReturnType<typeof applyToExisting>> = await applyToExisting({
          id: rule._id,
          includeHandEdited,
          cursor,
        });
        if (page.undoId) undoIds.push(page.undoId);
        changed += page.changed;
        setDone(changed);
        cursor = page.cursor;
      } while (cursor !== null);
    });
    if (!applied.ok) return setDone(null);
    onClose();
    showUndo(t("apply.done", { count: changed }), undoIds);
  };

  return (
    <Stack gap="sm">
      <Text size="sm">
        {ruleCondition(t, rule)} {"→"} {ruleActions(t, rule, categoryName).join(" · ")}
      </Text>
      <Checkbox
        label={t("apply.includeHandEdited")}
        checked={includeHandEdited}
        onChange={(e) => setIncludeHandEdited(e.currentTarget.checked)}
      />
      {preview.status === "LoadingFirstPage" ? (
        <Progress value={100} animated aria-label={t("loading")} />
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="apply-nothing">
          {t("apply.nothing")}
        </Text>
      ) : (
        <>
          <Text size="sm" data-testid="apply-count">
            {more
              ? t("apply.countMore", { count: rows.length })
              : t("apply.count", { count: rows.length })}
          </Text>
          <Table.ScrollContainer minWidth={0} mah={320}>
            <Table verticalSpacing={4} fz="sm">
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row._id}>
                    <Table.Td c="dimmed" style={{ whiteSpace: "nowrap" }}>
                      {date(row.date)}
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: "anywhere" }}>
                      {row.payee ?? row.notes ?? ""}
                    </Table.Td>
                    <Table.Td>
                      {categoryName(row.category)} {"→"} <b>{categoryName(row.next.category)}</b>
                    </Table.Td>
                    <Table.Td ta="right">
                      <MoneyText amount={row.amount} currency={row.currency} signed size="sm" />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
      {done !== null && (
        <Progress value={100} animated aria-label={t("apply.progress", { count: done })} />
      )}
      {error && <Alert color="red">{error}</Alert>}
      <FormActions
        onCancel={onClose}
        cancelLabel={t("apply.notNow")}
        label={t("apply.action")}
        onConfirm={() => void apply()}
        loading={saving}
        disabled={rows.length === 0}
        testId="apply-rule"
      />
    </Stack>
  );
}
