/** Local storage that never throws (private mode, disabled storage, quota). */
export const LOCAL_KEYS = {
  language: "pfa-language",
  currency: "pfa-currency",
  darkMode: "darkMode",
  /** A random id this browser keeps, so a sign-in from a new browser can be told apart. */
  browserId: "pfa-browser-id",
} as const;

export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the value still applies for this page's lifetime.
  }
}

export function removeLocal(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}
