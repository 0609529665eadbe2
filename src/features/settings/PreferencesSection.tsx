import { Select, Stack, Switch } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { CURRENCIES, isCurrencyCode } from "../../../convex/shared/currencies";
import { LANGUAGES } from "../../../convex/shared/domain";
import { LANGUAGE_NATIVE_NAME, isLanguage } from "../../lib/language";
import { useCurrencyLabel } from "../../lib/currencyLabels";
import {
  useDarkModePreference,
  useDisplayCurrency,
  useLanguagePreference,
} from "../../data/preferences";
import { SettingsCard } from "./SettingsCard";

/** Language, display currency and dark mode (R32); each change applies at once everywhere. */
export function PreferencesSection() {
  const { t } = useTranslation("settings");
  const { language, setLanguage } = useLanguagePreference();
  const { currency, setCurrency } = useDisplayCurrency();
  const { darkMode, setDarkMode } = useDarkModePreference();
  const currencyLabel = useCurrencyLabel();

  return (
    <SettingsCard title={t("preferences.title")}>
      <Stack gap="md" maw={480}>
        <Select
          label={t("preferences.language")}
          description={t("preferences.languageHint")}
          data={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NATIVE_NAME[code] }))}
          value={language}
          allowDeselect={false}
          onChange={(value) => isLanguage(value) && void setLanguage(value)}
          data-testid="settings-language"
        />
        <Select
          label={t("preferences.currency")}
          description={t("preferences.currencyHint")}
          data={CURRENCIES.map((code) => ({ value: code, label: currencyLabel(code) }))}
          value={currency}
          allowDeselect={false}
          searchable
          onChange={(value) => isCurrencyCode(value) && void setCurrency(value)}
          data-testid="settings-currency"
        />
        <Switch
          label={t("preferences.darkMode")}
          description={t("preferences.darkModeHint")}
          checked={darkMode}
          onChange={(event) => void setDarkMode(event.currentTarget.checked)}
          data-testid="settings-dark-mode"
        />
      </Stack>
    </SettingsCard>
  );
}
