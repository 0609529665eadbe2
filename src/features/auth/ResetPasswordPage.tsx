import { useAuthActions } from "@convex-dev/auth/react";
import { Anchor } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useTranslation } from "react-i18next";
import { PasswordField } from "../../components/PasswordField";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { clearAuthLocal } from "../../lib/authLocalState";
import { AuthCard } from "./AuthCard";
import { AuthForm, useAuthSubmit } from "./AuthForm";
import { authErrorKey } from "./authErrors";
import { confirmError, passwordError } from "./authValidation";

const FIELDS = [
  { name: "password", label: "reset.newPassword" },
  { name: "confirmPassword", label: "fields.confirmPassword" },
] as const;

/**
 * Sets a new password from the reset link (R50). Guard 2 has already checked the state; the
 * token is the one-time code. Success signs the user in and ends their other sessions.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation("auth");
  const { signIn } = useAuthActions();
  const location = useLocation();
  const navigate = useNavigate();
  const auth = useAuthSubmit();
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

  async function reset(password: string) {
    const result = await signIn("password", {
      flow: "reset-verification",
      code: token,
      newPassword: password,
    });
    if (!result.signingIn) throw new Error("reset refused");
    clearAuthLocal("passwordResetState");
    notifications.show({ color: "brand", message: t("reset.done") });
    await navigate("/", { replace: true });
  }
  const submit = ({ password }: { password: string }) =>
    auth.submit(
      () => reset(password),
      (error) => (token ? authErrorKey(error, "signIn") : "errors.codes.INVALID_LINK"),
    );

  return (
    <AuthCard title={t("reset.title")} subtitle={t("reset.subtitle")}>
      <AuthForm
        onSubmit={form.onSubmit((values) => void submit(values))}
        state={auth}
        submitLabel={t("reset.submit")}
        after={
          <Anchor component={Link} to="/login" size="sm" ta="center">
            {t("forgot.back")}
          </Anchor>
        }
      >
        {FIELDS.map(({ name, label }) => (
          <PasswordField
            key={form.key(name)}
            label={t(label)}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps(name)}
          />
        ))}
      </AuthForm>
    </AuthCard>
  );
}
