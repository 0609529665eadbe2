import { Alert, Anchor, Button, Card, Container, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useAuthActions } from "@convex-dev/auth/react";
import { IconAlertCircle } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { confirmError, emailError, passwordError } from "./authValidation";

type Mode = "signIn" | "signUp";

/** E-mail + password form shared by log-in and sign-up; sign-up adds the confirmation (R19). */
export function PasswordAuthForm({ mode }: { mode: Mode }) {
  const { t } = useTranslation("auth");
  const { signIn } = useAuthActions();
  const navigate = useNavigate();
  const location = useLocation();
  const [failed, setFailed] = useState(false);
  const [submitting, setSubmitting] = useState(false);
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

  async function submit(values: typeof form.values) {
    setFailed(false);
    setSubmitting(true);
    try {
      await signIn("password", { email: values.email.trim(), password: values.password, flow: mode });
      const from = (location.state as { from?: string } | null)?.from;
      await navigate(from ?? "/", { replace: true });
    } catch {
      setFailed(true);
    } finally {
      setSubmitting(false);
    }
  }

  const prefix = isSignUp ? "signup" : "login";
  return (
    <Container size={440} py="xl">
      <Card withBorder padding="xl" radius="md">
        <Title order={2}>{t(`${prefix}.title`)}</Title>
        <Text c="dimmed" size="sm" mt={4} mb="lg">
          {t(`${prefix}.subtitle`)}
        </Text>
        <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
          <Stack gap="sm">
            {failed && (
              <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
                {t(isSignUp ? "errors.signUp" : "errors.signIn")}
              </Alert>
            )}
            <TextInput
              label={t("fields.email")}
              type="email"
              autoComplete="email"
              withAsterisk
              key={form.key("email")}
              {...form.getInputProps("email")}
            />
            <PasswordInput
              label={t("fields.password")}
              autoComplete={isSignUp ? "new-password" : "current-password"}
              withAsterisk
              key={form.key("password")}
              {...form.getInputProps("password")}
            />
            {isSignUp && (
              <PasswordInput
                label={t("fields.confirmPassword")}
                autoComplete="new-password"
                withAsterisk
                key={form.key("confirmPassword")}
                {...form.getInputProps("confirmPassword")}
              />
            )}
            <Button type="submit" loading={submitting} fullWidth mt="xs">
              {t(`${prefix}.submit`)}
            </Button>
          </Stack>
        </form>
        <Text size="sm" ta="center" mt="lg">
          {t(isSignUp ? "signup.haveAccount" : "login.noAccount")}{" "}
          <Anchor component={Link} to={isSignUp ? "/login" : "/signup"}>
            {t(isSignUp ? "signup.toLogin" : "login.toSignup")}
          </Anchor>
        </Text>
      </Card>
    </Container>
  );
}
