/**
 * Who is signed in in this tab, as far as the device can tell without the server: set once the
 * server has confirmed the session, kept in sessionStorage like the auth tokens (it ends with
 * the browser session, R42), removed on sign-out. It only chooses whose kept data an
 * offline start shows; nothing on the server trusts it.
 */
const KEY = "pfa-device-person";

export function devicePerson(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function rememberDevicePerson(personId: string): void {
  try {
    window.sessionStorage.setItem(KEY, personId);
  } catch {
    // Without storage an offline start shows nothing kept; the app still works online.
  }
}

export function forgetDevicePerson(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to remove.
  }
}
