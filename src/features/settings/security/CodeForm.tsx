import { Button, Group, Stack, TextInput } from "@mantine/core";
import { useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSubmit } from "../../../lib/useSubmit";

/** A code from the authenticator app (or a recovery code) and a button to act on it. */
export function CodeForm({
  submitLabel,
  onSubmit,
  onCancel,
  danger = false,
  children,
}: {
  submitLabel: string;
  onSubmit: (code: string) => Promise<unknown>;
  onCancel?: () => void;
  danger?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation("settings");
  const { saving, error, run } = useSubmit();
  const [code, setCode] = useState("");

  async function submit(event: FormEvent) {
    event.preventDefault();
    const done = await run(() => onSubmit(code.trim()));
    if (!done.ok) setCode("");
  }

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack>
        {children}
        <TextInput
          label={t("security.codeLabel")}
          description={t("security.codeHint")}
          autoComplete="one-time-code"
          inputMode="numeric"
          data-autofocus
          required
          value={code}
          error={error}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        <Group justify="flex-end" gap="xs">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t("security.cancel")}
            </Button>
          )}
          <Button type="submit" loading={saving} color={danger ? "red" : undefined}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
