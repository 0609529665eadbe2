import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { errorCodeOf } from "../../convex/shared/errors";
import { PasswordField } from "./PasswordField";
import { useProfile } from "../data/profile";
import { useSecurityActions, useSecurityOverview } from "../data/security";
import { useSubmit } from "../lib/useSubmit";

function ReauthTitle() {
  const { t } = useTranslation();
  return <>{t("reauth.title")}</>;
}

/** The password, or a code when two-factor is on (the user picks when both work). */
function ReauthForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const profile = useProfile();
  const overview = useSecurityOverview();
  const { reauthenticate } = useSecurityActions();
  const { saving, error, run } = useSubmit();
  const [value, setValue] = useState("");
  const [useCode, setUseCode] = useState<boolean | null>(null);
  if (profile === undefined || overview === undefined) return null;
  const withCode = useCode ?? !profile.hasPassword;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const done = await run(() =>
      reauthenticate(withCode ? { code: value.trim() } : { password: value }),
    );
    if (done.ok) onDone();
  }

  const canSwitch = profile.hasPassword && overview.twoFactorEnabled;
  const impossible = !profile.hasPassword && !overview.twoFactorEnabled;
  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack>
        {impossible ? (
          <Text size="sm">{t("reauth.signInAgain")}</Text>
        ) : withCode ? (
          <TextInput
            label={t("reauth.codeLabel")}
            autoComplete="one-time-code"
            inputMode="numeric"
            data-autofocus
            required
            value={value}
            error={error}
            onChange={(event) => setValue(event.currentTarget.value)}
          />
        ) : (
          <PasswordField
            label={t("reauth.password")}
            autoComplete="current-password"
            data-autofocus
            required
            value={value}
            error={error}
            onChange={(event) => setValue(event.currentTarget.value)}
          />
        )}
        <Group justify="space-between">
          {canSwitch ? (
            <Button variant="subtle" size="compact-sm" onClick={() => setUseCode(!withCode)}>
              {withCode ? t("reauth.usePassword") : t("reauth.useCode")}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="xs">
            <Button variant="default" onClick={onCancel}>
              {t("actions.cancel")}
            </Button>
            {!impossible && (
              <Button type="submit" loading={saving}>
                {t("reauth.confirm")}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/** Opens the re-authentication dialog; true once the user has confirmed it is them. */
function askToReauthenticate(): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (ok: boolean) => {
      if (settled) return;
      settled = true;
      resolve(ok);
      modals.close(id);
    };
    const id = modals.open({
      title: <ReauthTitle />,
      children: <ReauthForm onDone={() => finish(true)} onCancel={() => finish(false)} />,
      onClose: () => finish(false),
    });
  });
}

/**
 * Runs `work`; when the server asks for a recent proof (REAUTH_REQUIRED: the account's
 * deletion, a full export, …) asks for the password or a code and runs it again. The dialog
 * lives in the app's modal layer, so it survives the page changing under it.
 */
export async function withReauth<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (errorCodeOf(error) !== "REAUTH_REQUIRED") throw error;
    if (!(await askToReauthenticate())) throw error;
    return await work();
  }
}
