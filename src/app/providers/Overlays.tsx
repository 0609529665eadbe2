import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import "@mantine/notifications/styles.layer.css";

/** Notifications sit at the top, close after 3000 ms and have a close button (R6). */
export const NOTIFICATION_AUTO_CLOSE_MS = 3000;

/**
 * Where notifications and confirm dialogs render. Loaded after the first screen (see
 * Providers): `notifications.show` and `modals.openConfirmModal` go through global stores and
 * window events, not React context, so a call made before this mounts is shown once it does.
 */
export default function Overlays() {
  return (
    <>
      <Notifications position="top-center" autoClose={NOTIFICATION_AUTO_CLOSE_MS} zIndex={1000} />
      <ModalsProvider />
    </>
  );
}
