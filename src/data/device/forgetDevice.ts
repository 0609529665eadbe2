import { LAST_LEDGER_KEY } from "../../lib/lastLedger";
import { removeLocal } from "../../lib/localStore";
import { forgetDevicePerson } from "../../lib/offline/devicePerson";

/**
 * Sign-out: nothing of any person stays in this browser's storage. Their kept data and outbox
 * (IndexedDB) and the last ledger opened (localStorage) go; the service worker's cache holds
 * only the app's own files, never anyone's data, so it stays.
 */
export async function forgetDevice(): Promise<void> {
  forgetDevicePerson();
  removeLocal(LAST_LEDGER_KEY);
  try {
    const { wipeDeviceData } = await import("./deviceStore");
    await wipeDeviceData();
  } catch {
    // No IndexedDB in this browser: nothing was kept there.
  }
}
