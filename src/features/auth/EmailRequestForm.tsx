import { useForm } from "@mantine/form";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AuthCard, SuccessAlert } from "./AuthCard";
import { AuthForm, EmailField, useAuthSubmit } from "./AuthForm";
import { authErrorKey, type AuthAction } from "./authErrors";
import { emailError } from "./authValidation";
import { TextButton } from "../../components/TextButton";

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
  const auth = useAuthSubmit();
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { email: "" },
    validate: { email: (value) => (emailError(value) ? t(emailError(value)!) : null) },
  });

  async function submit({ email }: { email: string }) {
    setSentTo(null);
    const sent = await auth.submit(
      () => send(email.trim().toLowerCase()),
      (error) => authErrorKey(error, action),
    );
    if (sent.ok) setSentTo(email.trim());
  }

  return (
    <AuthCard title={t(`${texts}.title`)} subtitle={t(`${texts}.subtitle`)}>
      <AuthForm
        onSubmit={form.onSubmit((values) => void submit(values))}
        state={auth}
        submitLabel={t(`${texts}.submit`)}
        after={
          <TextButton ta="center" onClick={onBack}>
            {backLabel}
          </TextButton>
        }
      >
        {sentTo && <SuccessAlert>{t(`${texts}.sent`, { email: sentTo })}</SuccessAlert>}
        <EmailField key={form.key("email")} {...form.getInputProps("email")} />
      </AuthForm>
    </AuthCard>
  );
}
