import type { MantineColorScheme, MantineColorSchemeManager } from "@mantine/core";
import { LOCAL_KEYS, readLocal, writeLocal } from "./localStore";

/**
 * Keeps the colour scheme under the local key "darkMode" ("true"/"false"). With no
 * saved value Mantine falls back to "auto", i.e. the system colour scheme.
 */
export function darkModeStorageManager(): MantineColorSchemeManager {
  let listener: ((event: StorageEvent) => void) | undefined;
  return {
    get: (defaultValue) => {
      const saved = readLocal(LOCAL_KEYS.darkMode);
      if (saved === "true") return "dark";
      if (saved === "false") return "light";
      return defaultValue;
    },
    set: (value: MantineColorScheme) => {
      if (value === "auto") return;
      writeLocal(LOCAL_KEYS.darkMode, String(value === "dark"));
    },
    subscribe: (onUpdate) => {
      listener = (event) => {
        if (event.key === LOCAL_KEYS.darkMode && event.newValue !== null) {
          onUpdate(event.newValue === "true" ? "dark" : "light");
        }
      };
      window.addEventListener("storage", listener);
    },
    unsubscribe: () => {
      if (listener) window.removeEventListener("storage", listener);
    },
    clear: () => writeLocal(LOCAL_KEYS.darkMode, ""),
  };
}
