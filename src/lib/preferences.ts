import { notifications } from "@mantine/notifications";
import {
  DEFAULT_CURRENCY,
  isCurrencyCode,
  type CurrencyCode,
} from "../../convex/shared/currencies";
import type { Language } from "../../convex/shared/domain";
import { LOCAL_KEYS, readLocal } from "./localStore";

export interface Preferences {
  language: Language;
  currency: CurrencyCode;
  darkMode: boolean;
}

/** The three preference messages (Spanish in es). */
export function notifyPreferenceError(
  t: (key: string) => string,
  kind: "connect" | "load" | "save",
) {
  notifications.show({ color: "red", message: t(`preferences.errors.${kind}`) });
}

export function localCurrency(): CurrencyCode {
  const saved = readLocal(LOCAL_KEYS.currency);
  return isCurrencyCode(saved) ? saved : DEFAULT_CURRENCY;
}
