import { Button, Center, Loader, Stack, Text } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router-dom";
import type { Language } from "../../../convex/shared/domain";
import { useEmailVerification } from "../../data/auth";
import { clearAuthLocal, readAuthLocal, writeAuthLocal } from "../../lib/authLocalState";
import { useSession } from "../../data/session";
import { AuthCard, ErrorAlert, SuccessAlert } from "./AuthCard";
import { useAuthSubmit } from "./AuthForm";
import { authErrorKey } from "./authErrors";

type Phase = "idle" | "checking" | "done";

/** An app path (never another site) to continue to once verified; "/" otherwise. */
function continuePath(): string {
  const path = readAuthLocal("afterVerify");
  return path !== null && path.startsWith("/") && !path.startsWith("//") ? path : "/";
}

/**
 * /verify-email: shows whether the address is verified, resends the e-mail, and completes
 * verification when opened from the e-mailed link (?token=…), signed in or not: the link
 * usually opens from a mail client in a new tab. Then it continues to the page the user was
 * sent away from (kept in this browser), signing in first when the tab is not signed in.
 */
export default function VerifyEmailPage() {
  const { t, i18n } = useTranslation("auth");
  const { viewer, loading } = useSession();
  const location = useLocation();
  const { confirm, resend } = useEmailVerification();
  const token = new URLSearchParams(location.search).get("token");
  const [phase, setPhase] = useState<Phase>(token ? "checking" : "idle");
  const [confirmedEmail, setConfirmedEmail] = useState<string | null>(null);
  const from = (location.state as { from?: unknown } | null)?.from;
  useEffect(() => {
    if (typeof from === "string") writeAuthLocal("afterVerify", from);
  }, [from]);
  const { busy, errorKey, setErrorKey, submit } = useAuthSubmit();
  const [resent, setResent] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    confirm({ token })
      .then(({ email }) => {
        setConfirmedEmail(email);
        setPhase("done");
      })
      .catch((error: unknown) => {
        setPhase("idle");
        setErrorKey(authErrorKey(error, "verificationEmail"));
      });
  }, [confirm, token, setErrorKey]);

  async function sendAgain() {
    setResent(false);
    const sent = await submit(
      () => resend({ language: i18n.language as Language }),
      (error) => authErrorKey(error, "verificationEmail"),
    );
    if (sent.ok) setResent(true);
  }

  const email = viewer?.email ?? "";
  const verified = viewer?.emailVerified === true;
  const target = continuePath();
  const leave = () => clearAuthLocal("afterVerify");
  if (!loading && viewer === null && phase !== "checking") {
    return (
      <AuthCard title={t("verify.title")}>
        <Stack gap="md">
          {errorKey && <ErrorAlert>{t(errorKey)}</ErrorAlert>}
          {confirmedEmail !== null && (
            <SuccessAlert>{t("verify.doneSignIn", { email: confirmedEmail })}</SuccessAlert>
          )}
          <Button component={Link} to="/login" state={{ from: target }} onClick={leave}>
            {t("verify.signIn")}
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("verify.title")}>
      <Stack gap="md">
        {phase === "checking" && (
          <Center py="md">
            <Loader role="status" aria-label={t("verify.checking")} />
          </Center>
        )}
        {errorKey && <ErrorAlert>{t(errorKey)}</ErrorAlert>}
        {resent && <SuccessAlert>{t("verify.resent")}</SuccessAlert>}
        {verified ? (
          <>
            <SuccessAlert>
              {phase === "done" ? t("verify.done") : t("verify.verified", { email })}
            </SuccessAlert>
            <Button component={Link} to={target} onClick={leave}>
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
