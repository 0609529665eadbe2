import { MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { render } from "@testing-library/react";
import i18next, { type i18n as I18n } from "i18next";
import type { ReactElement } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { MemoryRouter, type InitialEntry } from "react-router-dom";
import commonEn from "../locales/en/common.json";

/** Keys a test's screens asked for that no loaded namespace has (see setup.ts). */
export const missingKeys: string[] = [];

/**
 * Component tests render with the real providers: Mantine, modals, a router and i18next loaded
 * synchronously with the English strings (plus whatever namespaces a test passes), so tests
 * find elements by the exact texts users see.
 */
export function createTestI18n(
  resources: Record<string, Record<string, object>>,
  language = "en",
): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: "en",
    defaultNS: "common",
    resources: { ...resources, en: { common: commonEn, ...resources.en } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
    saveMissing: true,
    missingKeyHandler: (_lngs, ns, key) => missingKeys.push(`${ns}:${key}`),
  });
  return instance;
}

export function renderWithProviders(
  ui: ReactElement,
  { i18n, route = "/" }: { i18n: I18n; route?: InitialEntry },
) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <ModalsProvider>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </ModalsProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}
