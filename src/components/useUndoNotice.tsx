import { Button, Group, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useBulkMutations, type UndoId } from "../data/bulk";
import { useErrorMessage } from "../lib/errors";

/** How long "Undo" stays offered after a bulk change or a delete. */
export const UNDO_MS = 30_000;

/**
 * Shows `message` with an undo button (`undoLabel`) for UNDO_MS; the button hides the notice
 * and runs `onUndo`. Every "done, undo?" notice of the app looks and behaves alike.
 */
export function showUndoNotice(
  id: string,
  message: string,
  undoLabel: string,
  onUndo: () => Promise<void>,
) {
  notifications.show({
    id,
    color: "brand",
    autoClose: UNDO_MS,
    message: (
      // The message wraps; the button keeps its whole label ("Undo" was squeezed to "Unc").
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
          {message}
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          style={{ flexShrink: 0 }}
          onClick={() => {
            notifications.hide(id);
            void onUndo();
          }}
        >
          {undoLabel}
        </Button>
      </Group>
    ),
  });
}

/**
 * Shows `message` with an "Undo" button for UNDO_MS. Undo reverts the recorded changes newest
 * first (a large selection was sent in several batches, each with its own undo entry).
 */
export function useUndoNotice() {
  const { t } = useTranslation();
  const { undo } = useBulkMutations();
  const errorMessage = useErrorMessage();
  return useCallback(
    (message: string, undoIds: UndoId[]) => {
      const id = `undo-${undoIds.join("-")}`;
      const revert = async () => {
        try {
          // Rows reconciled since the change stay as they are (the server counts them).
          let kept = 0;
          for (const undoId of [...undoIds].reverse()) kept += (await undo({ undoId })).kept;
          const message = kept > 0 ? t("undo.kept", { count: kept }) : t("undo.done");
          notifications.show({ color: kept > 0 ? "yellow" : "teal", message });
        } catch (error) {
          notifications.show({ color: "red", message: errorMessage(error) });
        }
      };
      showUndoNotice(id, message, t("undo.action"), revert);
    },
    [t, undo, errorMessage],
  );
}
