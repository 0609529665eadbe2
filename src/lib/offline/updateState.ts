/**
 * Whether a new version of the app is waiting (its service worker installed, not yet in
 * control). Tiny on purpose: the first screen reads it; the registration code that sets it
 * loads after that screen.
 */
type Listener = () => void;

let waiting: (() => Promise<void>) | null = null;
const listeners = new Set<Listener>();

export function subscribeUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The function that switches to the new version and reloads, or null while none waits. */
export function waitingUpdate(): (() => Promise<void>) | null {
  return waiting;
}

export function announceUpdate(apply: () => Promise<void>): void {
  waiting = apply;
  for (const listener of listeners) listener();
}
