import { Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import i18n from "i18next";
import { errorCodeOf, type ErrorCode } from "../../convex/shared/errors";

export interface DeleteConfirmation {
  title: string;
  /** The question the user answers, e.g. "Are you sure…? This action cannot be undone." */
  message: string;
  /** A second, quieter line: what else goes with it. */
  detail?: string;
  /** The red button's text when "Delete" is not what happens (removing a member, leaving). */
  confirmLabel?: string;
  /** Shown when the deletion succeeded. */
  done: string;
  /** Title of the failure notification; its message is the translated error code. */
  failed: string;
  /** What a refusal means here, by error code, where the code's own message would be vague. */
  reasons?: Partial<Record<ErrorCode, string>>;
  remove: () => Promise<unknown>;
  /** Replaces the plain "done" notification, e.g. with one that offers Undo. */
  onDone?: (result: unknown) => void;
}

/**
 * One confirmation for every destructive action: red confirm button, the outcome as a
 * notification, and a server failure shown through its translated error code.
 */
export function confirmDelete({
  title,
  message,
  detail,
  confirmLabel,
  done,
  failed,
  reasons,
  remove,
  onDone,
}: DeleteConfirmation) {
  modals.openConfirmModal({
    title,
    children: (
      <Stack gap="xs">
        <Text size="sm">{message}</Text>
        {detail && (
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        )}
      </Stack>
    ),
    labels: {
      confirm: confirmLabel ?? i18n.t("common:actions.delete"),
      cancel: i18n.t("common:actions.cancel"),
    },
    confirmProps: { color: "red", "data-testid": "confirm-delete" },
    onConfirm: async () => {
      try {
        const result = await remove();
        if (onDone) onDone(result);
        else notifications.show({ color: "brand", message: done });
      } catch (error) {
        const code = errorCodeOf(error);
        notifications.show({
          color: "red",
          title: failed,
          message: reasons?.[code] ?? i18n.t(`common:errors.${code}`),
        });
      }
    },
  });
}
