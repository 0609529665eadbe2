import { useAuthActions } from "@convex-dev/auth/react";
import { Anchor, Button, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PasswordField } from "../../components/PasswordField";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { clearAuthLocal } from "../../lib/authLocalState";
import { AuthCard, ErrorAlert } from "./AuthCard";
import { authErrorKey } from "./authErrors";
import { confirmError, passwordError } from "./authValidation";

/**
 * Sets a new password from the reset link (R50). Guard 2 has already checked the state; the
 * token is the one-time code. Success signs the user in and ends their other sessions.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation("auth");
  const { signIn } = useAuthActions();
  const location = useLocation();
  const navigate = useNavigate();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const token = new URLSearchParams(location.search).get("token") ?? "";
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { password: "", confirmPassword: "" },
    validate: {
      password: (value) => (passwordError(value) ? t(passwordError(value)!) : null),
      confirmPassword: (value, values) =>
        confirmError(value, values.password) ? t(confirmError(value, values.password)!) : null,
    },
  });

  async function submit({ password }: { password: string }) {
    setErrorKey(null);
    setBusy(true);
    try {
      const result = await signIn("password", {
        flow: "reset-verification",
        code: token,
        newPassword: password,
      });
      if (!result.signingIn) throw new Error("reset refused");
      clearAuthLocal("passwordResetState");
      notifications.show({ color: "brand", message: t("reset.done") });
      await navigate("/", { replace: true });
    } catch (error) {
      setErrorKey(token ? authErrorKey(error, "signIn") : "errors.codes.INVALID_LINK");
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title={t("reset.title")} subtitle={t("reset.subtitle")}>
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="sm">
          {errorKey && <ErrorAlert>{t(errorKey)}</ErrorAlert>}
          <PasswordField
            label={t("reset.newPassword")}
            autoComplete="new-password"
            withAsterisk
            key={form.key("password")}
            {...form.getInputProps("password")}
          />
          <PasswordField
            label={t("fields.confirmPassword")}
            autoComplete="new-password"
            withAsterisk
            key={form.key("confirmPassword")}
            {...form.getInputProps("confirmPassword")}
          />
          <Button type="submit" loading={busy} fullWidth mt="xs">
            {t("reset.submit")}
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            {t("forgot.back")}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
