import { LAST_LEDGER_KEY } from "../../lib/lastLedger";
import { removeLocal } from "../../lib/localStore";
import { forgetDevicePerson } from "../../lib/offline/devicePerson";

/**
 * Sign-out: nothing of any person stays in this browser's storage. Their kept data and outbox
 * (IndexedDB), the last ledger opened (localStorage) and this tab's notes about the sign-in
 * (the app's "pfa-" keys in sessionStorage: who it was, whom Home welcomed) go; the service
 * worker's cache holds only the app's own files, never anyone's data, so it stays.
 */
export async function forgetDevice(): Promise<void> {
  forgetDevicePerson();
  removeLocal(LAST_LEDGER_KEY);
  forgetTabNotes();
  try {
    const { wipeDeviceData } = await import("./deviceStore");
    await wipeDeviceData();
  } catch {
    // No IndexedDB in this browser: nothing was kept there.
  }
}

function forgetTabNotes(): void {
  try {
    const keys = Object.keys(window.sessionStorage).filter((key) => key.startsWith("pfa-"));
    for (const key of keys) window.sessionStorage.removeItem(key);
  } catch {
    // No sessionStorage: nothing was noted there.
  }
}
