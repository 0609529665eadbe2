import { Button, Center, Loader, Stack, Text } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router-dom";
import type { Language } from "../../../convex/shared/domain";
import { useEmailVerification } from "../../data/auth";
import { useSession } from "../../lib/session";
import { AuthCard, ErrorAlert, SuccessAlert } from "./AuthCard";
import { authErrorKey } from "./authErrors";

type Phase = "idle" | "checking" | "done";

/**
 * /verify-email: shows whether the address is verified, resends the e-mail, and completes
 * verification when opened from the e-mailed link (?token=…).
 */
export default function VerifyEmailPage() {
  const { t, i18n } = useTranslation("auth");
  const { viewer } = useSession();
  const location = useLocation();
  const { confirm, resend } = useEmailVerification();
  const token = new URLSearchParams(location.search).get("token");
  const [phase, setPhase] = useState<Phase>(token ? "checking" : "idle");
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const [busy, setBusy] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    confirm({ token })
      .then(() => setPhase("done"))
      .catch((error: unknown) => {
        setPhase("idle");
        setErrorKey(authErrorKey(error, "verificationEmail"));
      });
  }, [confirm, token]);

  async function sendAgain() {
    setErrorKey(null);
    setResent(false);
    setBusy(true);
    try {
      await resend({ language: i18n.language as Language });
      setResent(true);
    } catch (error) {
      setErrorKey(authErrorKey(error, "verificationEmail"));
    } finally {
      setBusy(false);
    }
  }

  const email = viewer?.email ?? "";
  const verified = viewer?.emailVerified === true;
  return (
    <AuthCard title={t("verify.title")}>
      <Stack gap="md">
        {phase === "checking" && (
          <Center py="md">
            <Loader aria-label={t("verify.checking")} />
          </Center>
        )}
        {errorKey && <ErrorAlert>{t(errorKey)}</ErrorAlert>}
        {resent && <SuccessAlert>{t("verify.resent")}</SuccessAlert>}
        {verified ? (
          <>
            <SuccessAlert>
              {phase === "done" ? t("verify.done") : t("verify.verified", { email })}
            </SuccessAlert>
            <Button component={Link} to="/">
              {t("verify.continue")}
            </Button>
          </>
        ) : (
          phase !== "checking" && (
            <>
              <Text size="sm" data-testid="verify-pending">
                {t("verify.pending", { email })}
              </Text>
              <Button onClick={() => void sendAgain()} loading={busy} variant="light">
                {t("verify.resend")}
              </Button>
            </>
          )
        )}
      </Stack>
    </AuthCard>
  );
}
