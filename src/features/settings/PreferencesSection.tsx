import { Select, Stack, Switch } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LANGUAGES } from "../../../convex/shared/domain";
import { LANGUAGE_NATIVE_NAME, isLanguage } from "../../lib/language";
import { CurrencySelect } from "../../components/CurrencySelect";
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
        <CurrencySelect
          label={t("preferences.currency")}
          description={t("preferences.currencyHint")}
          value={currency}
          onChange={(value) => void setCurrency(value)}
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
