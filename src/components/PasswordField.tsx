import { PasswordInput, type PasswordInputProps } from "@mantine/core";
import { forwardRef } from "react";
import { useTranslation } from "react-i18next";

/**
 * Mantine's PasswordInput with its show/hide button named in the user's language (Mantine's
 * own name for it is English only).
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordInputProps>(
  function PasswordField(props, ref) {
    const { t } = useTranslation();
    return (
      <PasswordInput
        ref={ref}
        {...props}
        visibilityToggleButtonProps={{
          "aria-label": t("common:actions.togglePassword"),
          ...props.visibilityToggleButtonProps,
        }}
      />
    );
  },
);
