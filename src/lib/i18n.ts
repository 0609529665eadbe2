import i18n, { type BackendModule, type ResourceKey } from "i18next";
import { initReactI18next } from "react-i18next";
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from "../../convex/shared/domain";
import { detectLanguage, INTL_LOCALE } from "./language";

/**
 * Translations live beside their feature: src/locales/<lng>/common.json for the shell and
 * src/features/<feature>/locales/<lng>.json for each feature (namespace = feature folder).
 * Each file is its own chunk, so a visitor downloads only the language in use.
 */
const files = import.meta.glob<{ default: ResourceKey }>([
  "../locales/*/*.json",
  "../features/*/locales/*.json",
]);

function loaderFor(language: string, namespace: string) {
  const shell = `../locales/${language}/${namespace}.json`;
  const feature = `../features/${namespace}/locales/${language}.json`;
  return files[shell] ?? files[feature];
}

export const NAMESPACES = Array.from(
  new Set(
    Object.keys(files).map((path) => {
      const shell = /^\.\.\/locales\/[^/]+\/([^/]+)\.json$/.exec(path);
      return shell ? shell[1] : path.split("/")[2];
    }),
  ),
);

const lazyBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    const load = loaderFor(language, namespace);
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export function applyDocumentLanguage(language: string) {
  document.documentElement.lang = INTL_LOCALE[language as Language] ?? language;
}

export const i18nReady = i18n
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    lng: detectLanguage(),
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: false,
    ns: NAMESPACES,
    defaultNS: "common",
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    returnNull: false,
  });

i18n.on("languageChanged", (language) => {
  applyDocumentLanguage(language);
  document.title = i18n.t("common:app.title");
});
i18n.on("loaded", () => {
  document.title = i18n.t("common:app.title");
});
applyDocumentLanguage(i18n.language ?? detectLanguage());
