import { useConvexAuth, useMutation, useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { api } from "../../convex/_generated/api";

/** The signed-in user's saved preferences; null when there is no record yet. */
export type SavedPreferences = FunctionReturnType<typeof api.preferences.get>;

/**
 * The saved preferences, live: undefined while loading or signed out, null when the user has
 * no record yet (the caller creates it from what this browser uses).
 */
export function useSavedPreferences() {
  const { isAuthenticated } = useConvexAuth();
  return useQuery(api.preferences.get, isAuthenticated ? {} : "skip");
}

/** The backend's answer to the connectivity check a save makes first (spec 4). */
export function usePreferencesHealth() {
  return useQuery(api.preferences.health, {});
}

export function usePreferenceMutations() {
  return {
    ensure: useMutation(api.preferences.ensure),
    save: useMutation(api.preferences.save),
  };
}
