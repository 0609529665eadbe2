import { useComputedColorScheme, useMantineColorScheme } from "@mantine/core";
import { useConvexAuth } from "convex/react";
import { useEffect, useRef } from "react";
import { ErrorBoundary } from "react-error-boundary";
import { useTranslation } from "react-i18next";
import { errorCodeOf } from "../../../convex/shared/errors";
import { usePreferenceMutations, useSavedPreferences } from "../../data/preferences";
import { isLanguage, rememberLanguage } from "../../lib/language";
import { LOCAL_KEYS, readLocal, writeLocal } from "../../lib/localStore";
import { localCurrency, notifyPreferenceError } from "../../lib/preferences";

/**
 * Keeps this tab in step with the signed-in user's saved preferences: on sign-in it loads them
 * (creating the record from what this browser uses when there is none), and whenever they
 * change, in any tab or device, it applies the language and colour scheme at once.
 */
function Sync() {
  const { i18n, t } = useTranslation();
  const { isAuthenticated } = useConvexAuth();
  const { setColorScheme } = useMantineColorScheme();
  // What the user sees now: the saved choice, or the system's scheme when nothing is saved.
  const colorScheme = useComputedColorScheme("light");
  const remote = useSavedPreferences();
  const { ensure } = usePreferenceMutations();
  const ensuring = useRef(false);

  useEffect(() => {
    if (!isAuthenticated || remote !== null || ensuring.current) return;
    ensuring.current = true;
    const language = isLanguage(i18n.language) ? i18n.language : undefined;
    const darkMode = readLocal(LOCAL_KEYS.darkMode);
    ensure({
      language,
      currency: localCurrency(),
      darkMode: darkMode === "" || darkMode === null ? colorScheme === "dark" : darkMode === "true",
    })
      .catch(() => notifyPreferenceError(t, "load"))
      .finally(() => {
        ensuring.current = false;
      });
  }, [isAuthenticated, remote, ensure, i18n.language, colorScheme, t]);

  // Apply a saved value only when it changes, so a local change waiting to be saved (or kept
  // locally while offline) is not undone by the older saved value.
  const applied = useRef<typeof remote>(undefined);
  useEffect(() => {
    if (!remote) return;
    const last = applied.current;
    applied.current = remote;
    if ((!last || last.language !== remote.language) && remote.language !== i18n.language) {
      rememberLanguage(remote.language);
      void i18n.changeLanguage(remote.language);
    }
    if (!last || last.darkMode !== remote.darkMode) {
      setColorScheme(remote.darkMode ? "dark" : "light");
    }
    writeLocal(LOCAL_KEYS.currency, remote.currency);
  }, [remote, i18n, setColorScheme]);

  return null;
}

export function PreferencesSync() {
  const { t } = useTranslation();
  const { isAuthenticated } = useConvexAuth();
  const onError = (error: unknown) => {
    // A session that just ended (sign-out, deleted account) is not a loading failure.
    if (errorCodeOf(error) === "UNAUTHENTICATED") return;
    console.error("Loading preferences failed", error);
    notifyPreferenceError(t, "load");
  };
  // A failed preferences query must not take the app down: note it and use local values.
  // Remount on every sign-in and sign-out, so one failure does not stop syncing for good.
  return (
    <ErrorBoundary key={String(isAuthenticated)} fallback={null} onError={onError}>
      <Sync />
    </ErrorBoundary>
  );
}
