import { notifications } from "@mantine/notifications";
import type { TFunction } from "i18next";

/**
 * The notice after a save. An entry kept in the device's outbox has not reached the server:
 * saying "added" would promise what may still be refused or lost with the device, so it gets
 * its own calm notice that says where it is and when it goes.
 */
export function showSavedNotice(
  t: TFunction<"transactions">,
  outcome: "sent" | "kept",
  edited: boolean,
): void {
  if (outcome === "kept") {
    notifications.show({
      color: "yellow",
      title: t("notify.keptTitle"),
      message: t("notify.kept"),
      "data-testid": "kept-notice",
    });
    return;
  }
  notifications.show({
    color: "teal",
    message: edited ? t("notify.updated") : t("notify.created"),
  });
}
