import { Button, Group, type ButtonProps, type MantineSpacing } from "@mantine/core";
import { useTranslation } from "react-i18next";

interface FormActionsProps {
  onCancel: () => void;
  /** The first button's text; "Cancel" unless told (a wizard's later steps go "Back"). */
  cancelLabel?: string;
  /** The confirming button's text; "Save" unless told. */
  label?: string;
  loading?: boolean;
  disabled?: boolean;
  color?: ButtonProps["color"];
  /** Without it the button submits the form it is in. */
  onConfirm?: () => void;
  testId?: string;
  /** Space above the buttons. */
  mt?: MantineSpacing;
  /** The two buttons at either end (a wizard's Back and Next) rather than together on the right. */
  apart?: boolean;
}

/** The end of every dialog form: Cancel, then the action, right-aligned. */
export function FormActions({
  onCancel,
  cancelLabel,
  label,
  loading,
  disabled,
  color,
  onConfirm,
  testId,
  mt,
  apart = false,
}: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify={apart ? "space-between" : "flex-end"} mt={mt}>
      <Button variant="default" onClick={onCancel}>
        {cancelLabel ?? t("actions.cancel")}
      </Button>
      <Button
        type={onConfirm ? "button" : "submit"}
        onClick={onConfirm}
        loading={loading}
        disabled={disabled}
        color={color}
        data-testid={testId}
      >
        {label ?? t("actions.save")}
      </Button>
    </Group>
  );
}
