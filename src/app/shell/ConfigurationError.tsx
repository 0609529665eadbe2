import { useTranslation } from "react-i18next";

/**
 * Shown instead of the app when a required setting (the Convex URL) is missing. Plain markup:
 * the theme and providers are not set up at this point.
 */
export function ConfigurationError() {
  const { t } = useTranslation();
  return (
    <main
      role="alert"
      style={{
        fontFamily: "system-ui, sans-serif",
        maxWidth: 560,
        margin: "15vh auto",
        padding: 24,
      }}
    >
      <h1 style={{ fontSize: 22 }}>{t("config.title")}</h1>
      <p>{t("config.body")}</p>
    </main>
  );
}
