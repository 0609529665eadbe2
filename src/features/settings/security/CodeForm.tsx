import { Button, Group, Stack, TextInput } from "@mantine/core";
import { useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSubmit } from "../../../lib/useSubmit";

/**
 * A code from the authenticator app and a button to act on it. `recoveryCode` says a recovery
 * code works too: only once two-factor is on, since no recovery code exists while setting up.
 */
export function CodeForm({
  submitLabel,
  onSubmit,
  onCancel,
  danger = false,
  recoveryCode = false,
  children,
}: {
  submitLabel: string;
  recoveryCode?: boolean;
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
          description={t(recoveryCode ? "security.codeHintOrRecovery" : "security.codeHint")}
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
