import { createTheme, mergeThemeOverrides } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { theme } from "./theme";

/**
 * The theme with the close buttons of every dialog, drawer and notification named in the user's language
 * (Mantine's own close buttons have no accessible name), rebuilt when the language changes.
 */
export function useLocalizedTheme() {
  const { t } = useTranslation("common", { useSuspense: false });
  const close = t("actions.close");
  return useMemo(
    () =>
      mergeThemeOverrides(
        theme,
        createTheme({
          components: {
            Modal: { defaultProps: { closeButtonProps: { "aria-label": close } } },
            Drawer: { defaultProps: { closeButtonProps: { "aria-label": close } } },
            Notification: {
              defaultProps: { withCloseButton: true, closeButtonProps: { "aria-label": close } },
            },
          },
        }),
      ),
    [close],
  );
}
