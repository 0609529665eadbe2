import { IconEye } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "./EmptyState";

/**
 * What a viewer of the household finds on a screen that exists only to change the books (a
 * statement import): why there is nothing to do here, instead of a form the server refuses.
 */
export function ReadOnlyNotice() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<IconEye />}
      title={t("readOnly.title")}
      description={t("errors.VIEWER_READ_ONLY")}
      testId="read-only-notice"
      framed
    />
  );
}
