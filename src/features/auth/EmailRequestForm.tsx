import { Anchor, Button, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AuthCard, ErrorAlert, SuccessAlert } from "./AuthCard";
import { authErrorKey, type AuthAction } from "./authErrors";
import { emailError } from "./authValidation";

export interface EmailRequestProps {
  /** Key prefix in the auth namespace: "link" or "forgot". */
  texts: "link" | "forgot";
  action: AuthAction;
  send: (email: string) => Promise<void>;
  backLabel: string;
  onBack: () => void;
}

/** One e-mail field that asks for a link: the passwordless sign-in and the password reset. */
export function EmailRequestForm({ texts, action, send, backLabel, onBack }: EmailRequestProps) {
  const { t } = useTranslation("auth");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { email: "" },
    validate: { email: (value) => (emailError(value) ? t(emailError(value)!) : null) },
  });

  async function submit({ email }: { email: string }) {
    setErrorKey(null);
    setSentTo(null);
    setBusy(true);
    try {
      await send(email.trim().toLowerCase());
      setSentTo(email.trim());
    } catch (error) {
      setErrorKey(authErrorKey(error, action));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title={t(`${texts}.title`)} subtitle={t(`${texts}.subtitle`)}>
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="sm">
          {errorKey && <ErrorAlert>{t(errorKey)}</ErrorAlert>}
          {sentTo && <SuccessAlert>{t(`${texts}.sent`, { email: sentTo })}</SuccessAlert>}
          <TextInput
            label={t("fields.email")}
            type="email"
            autoComplete="email"
            withAsterisk
            key={form.key("email")}
            {...form.getInputProps("email")}
          />
          <Button type="submit" loading={busy} fullWidth mt="xs">
            {t(`${texts}.submit`)}
          </Button>
          <Anchor component="button" type="button" size="sm" ta="center" onClick={onBack}>
            {backLabel}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
