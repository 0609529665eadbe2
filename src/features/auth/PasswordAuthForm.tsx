import { useAuthActions } from "@convex-dev/auth/react";
import { Anchor, Button, Divider, Group, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PasswordField } from "../../components/PasswordField";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { AuthCard } from "./AuthCard";
import { AuthForm, EmailField, useAuthSubmit } from "./AuthForm";
import { authErrorKey, type AuthAction } from "./authErrors";
import { confirmError, emailError, passwordError } from "./authValidation";
import { GoogleButton } from "./GoogleButton";
import { TextButton } from "../../components/TextButton";

type Mode = "signIn" | "signUp";

/**
 * E-mail + password form shared by log-in and sign-up; sign-up adds the confirmation (R19).
 * Also offers Google, the forgot-password link, the e-mailed link and the toggle (R20).
 */
export function PasswordAuthForm({
  mode,
  onOtherWay,
  notice,
}: {
  mode: Mode;
  onOtherWay?: (way: "link" | "forgot") => void;
  /** A calm note above the fields (e.g. why this tab asks to sign in again). */
  notice?: ReactNode;
}) {
  const { t, i18n } = useTranslation("auth");
  const { signIn } = useAuthActions();
  const navigate = useNavigate();
  const location = useLocation();
  const auth = useAuthSubmit();
  const isSignUp = mode === "signUp";
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { email: "", password: "", confirmPassword: "" },
    validate: {
      email: (value) => translate(emailError(value)),
      password: (value) => translate(passwordError(value)),
      confirmPassword: (value, values) =>
        isSignUp ? translate(confirmError(value, values.password)) : null,
    },
  });

  function translate(key: string | null) {
    return key ? t(key) : null;
  }

  function fail(error: unknown, action: AuthAction) {
    auth.setErrorKey(authErrorKey(error, action));
  }

  async function enter(values: typeof form.values) {
    // The language goes along so the verification e-mail is written in it.
    const params = {
      email: values.email.trim(),
      password: values.password,
      flow: mode,
      lang: i18n.language,
    };
    await signIn("password", params);
    const from = (location.state as { from?: string } | null)?.from;
    await navigate(from ?? "/", { replace: true });
  }
  const submit = (values: typeof form.values) =>
    auth.submit(
      () => enter(values),
      (error) => authErrorKey(error, isSignUp ? "signUp" : "signIn"),
    );

  const prefix = isSignUp ? "signup" : "login";
  return (
    <AuthCard title={t(`${prefix}.title`)} subtitle={t(`${prefix}.subtitle`)}>
      <AuthForm
        onSubmit={form.onSubmit((values) => void submit(values))}
        state={auth}
        submitLabel={t(`${prefix}.submit`)}
        notice={notice}
      >
        <EmailField key={form.key("email")} {...form.getInputProps("email")} />
        <PasswordField
          label={t("fields.password")}
          autoComplete={isSignUp ? "new-password" : "current-password"}
          withAsterisk
          key={form.key("password")}
          {...form.getInputProps("password")}
        />
        {isSignUp && (
          <PasswordField
            label={t("fields.confirmPassword")}
            autoComplete="new-password"
            withAsterisk
            key={form.key("confirmPassword")}
            {...form.getInputProps("confirmPassword")}
          />
        )}
        {!isSignUp && onOtherWay && (
          <Group justify="flex-end">
            <TextButton onClick={() => onOtherWay("forgot")}>{t("login.forgot")}</TextButton>
          </Group>
        )}
      </AuthForm>
      <Divider label={t("or")} labelPosition="center" my="md" />
      <Stack gap="sm">
        <GoogleButton onError={(error) => fail(error, "google")} />
        {!isSignUp && onOtherWay && (
          <Button variant="subtle" fullWidth onClick={() => onOtherWay("link")}>
            {t("login.withLink")}
          </Button>
        )}
      </Stack>
      <Text size="sm" ta="center" mt="lg">
        {t(isSignUp ? "signup.haveAccount" : "login.noAccount")}{" "}
        <Anchor component={Link} to={isSignUp ? "/login" : "/signup"}>
          {t(isSignUp ? "signup.toLogin" : "login.toSignup")}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
