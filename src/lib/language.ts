import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../../convex/shared/domain";
import { getCookie, setSecureCookie } from "./cookies";
import { LOCAL_KEYS, readLocal, removeLocal } from "./localStore";

export const LANGUAGE_COOKIE = "pfa-language";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** "pt-BR" → "pt"; null when the base language is not one we offer. */
export function supportedBase(tag: string): Language | null {
  const base = tag.toLowerCase().split("-")[0];
  return isLanguage(base) ? base : null;
}

/**
 * Language order: the saved preference in the secure cookie; else a language saved
 * the old way in local storage, migrated into the cookie; else the browser's language when
 * supported; else Spanish.
 */
export function detectLanguage(
  browserLanguages: readonly string[] = navigator.languages,
): Language {
  const saved = getCookie(LANGUAGE_COOKIE);
  if (isLanguage(saved)) return saved;
  const legacy = readLocal(LOCAL_KEYS.language);
  if (isLanguage(legacy)) {
    setSecureCookie(LANGUAGE_COOKIE, legacy);
    removeLocal(LOCAL_KEYS.language);
    return legacy;
  }
  for (const tag of browserLanguages) {
    const match = supportedBase(tag);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}

export function rememberLanguage(language: Language) {
  setSecureCookie(LANGUAGE_COOKIE, language);
}

/** BCP 47 tags used for Intl formatting: Brazilian Portuguese and Mexican Spanish per the flags. */
export const INTL_LOCALE: Record<Language, string> = {
  es: "es-MX",
  en: "en-US",
  pt: "pt-BR",
  fr: "fr-FR",
  de: "de-DE",
  ru: "ru-RU",
  zh: "zh-CN",
  ja: "ja-JP",
};

export const LANGUAGE_FLAG: Record<Language, string> = {
  es: "/flags/mx.svg",
  en: "/flags/us.svg",
  pt: "/flags/br.svg",
  fr: "/flags/fr.svg",
  de: "/flags/de.svg",
  ru: "/flags/ru.svg",
  zh: "/flags/cn.svg",
  ja: "/flags/jp.svg",
};

/** Each language's own name, shown in the selector so anyone can find theirs. */
export const LANGUAGE_NATIVE_NAME: Record<Language, string> = {
  es: "Español",
  en: "English",
  pt: "Português",
  fr: "Français",
  de: "Deutsch",
  ru: "Русский",
  zh: "中文",
  ja: "日本語",
};
