import { useAuthActions } from "@convex-dev/auth/react";
import { Button, Group, Stack, TextInput } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useSecurityActions } from "../../data/security";
import { useSubmit } from "../../lib/useSubmit";
import { AuthCard, ErrorAlert } from "./AuthCard";
import { TextButton } from "../../components/TextButton";

/**
 * The sign-in's second step when two-factor is on (after a password, a link or Google): a code
 * from the authenticator app, or one of the recovery codes. Until it succeeds the server
 * refuses every data function for this session, so nothing is shown before it.
 */
export function TwoFactorStep() {
  const { t } = useTranslation("auth");
  const { totpVerify } = useSecurityActions();
  const { signOut } = useAuthActions();
  const { saving, error, run } = useSubmit();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState("");

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Once it succeeds the session is signed in and the route guard moves on by itself.
    const done = await run(() => totpVerify({ code: code.trim() }));
    if (!done.ok) setCode("");
  }

  return (
    <AuthCard
      title={t("twoFactor.title")}
      subtitle={recovery ? t("twoFactor.recoverySubtitle") : t("twoFactor.subtitle")}
    >
      <form onSubmit={(event) => void submit(event)}>
        <Stack>
          {error && <ErrorAlert>{error}</ErrorAlert>}
          <TextInput
            key={String(recovery)}
            label={recovery ? t("twoFactor.recoveryLabel") : t("twoFactor.codeLabel")}
            autoComplete="one-time-code"
            inputMode={recovery ? "text" : "numeric"}
            autoFocus
            required
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
          />
          <Button type="submit" loading={saving} fullWidth>
            {t("twoFactor.submit")}
          </Button>
          <Group justify="space-between" gap="xs">
            <TextButton onClick={() => setRecovery(!recovery)}>
              {recovery ? t("twoFactor.useApp") : t("twoFactor.useRecovery")}
            </TextButton>
            <TextButton onClick={() => void signOut()}>{t("twoFactor.cancel")}</TextButton>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
