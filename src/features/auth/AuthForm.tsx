import { Button, Stack, TextInput, type TextInputProps } from "@mantine/core";
import { useState, type FormEventHandler, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSubmit } from "../../lib/useSubmit";
import { ErrorAlert } from "./AuthCard";

/**
 * Saving for an auth form: `submit(action, keyOf)` clears the last error, runs the action through
 * useSubmit and, when it fails, keeps the auth text key `keyOf` picks for the error (auth errors
 * have their own wording, see authErrors.ts).
 */
export function useAuthSubmit() {
  const { saving, run } = useSubmit();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  async function submit<T>(action: () => Promise<T>, keyOf: (error: unknown) => string) {
    setErrorKey(null);
    const result = await run(action);
    if (!result.ok) setErrorKey(keyOf(result.error));
    return result;
  }
  return { busy: saving, errorKey, setErrorKey, submit };
}

/** An auth screen's form: the error above the fields, a full-width submit under them, then `after`. */
export function AuthForm({
  onSubmit,
  state: { errorKey, busy },
  submitLabel,
  notice,
  after,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** What useAuthSubmit reports. */
  state: { errorKey: string | null; busy: boolean };
  submitLabel: string;
  /** Shown above the error. */
  notice?: ReactNode;
  after?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation("auth");
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {notice}
        {errorKey && <ErrorAlert>{t(errorKey)}</ErrorAlert>}
        {children}
        <Button type="submit" loading={busy} fullWidth mt="xs">
          {submitLabel}
        </Button>
        {after}
      </Stack>
    </form>
  );
}

/** The e-mail field of the auth forms (required, with the browser's e-mail autofill). */
export function EmailField(props: TextInputProps) {
  const { t } = useTranslation("auth");
  return (
    <TextInput
      label={t("fields.email")}
      type="email"
      autoComplete="email"
      withAsterisk
      {...props}
    />
  );
}
