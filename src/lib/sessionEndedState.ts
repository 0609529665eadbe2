/**
 * The navigation state with which a tab whose session ended elsewhere arrives at /login, so
 * the login screen says why, instead of (or on top of) anything else.
 */
export const SESSION_ENDED_STATE = { sessionEnded: true } as const;

export function cameBecauseSessionEnded(state: unknown): boolean {
  return (
    typeof state === "object" && state !== null && "sessionEnded" in state && !!state.sessionEnded
  );
}
