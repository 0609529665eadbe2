import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { errorCodeOf } from "../../convex/shared/errors";

/**
 * The translated message for anything a Convex call threw: the error's code looked up in the
 * common namespace, never the raw server text (ARCHITECTURE convention 4).
 */
export function useErrorMessage() {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) =>
      t(`common:errors.${errorCodeOf(error)}`, { defaultValue: t("common:errors.INTERNAL") }),
    [t],
  );
}
