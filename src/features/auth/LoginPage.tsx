import { useAuthActions } from "@convex-dev/auth/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "@mantine/core";
import { useLocation } from "react-router-dom";
import { randomState, writeAuthLocal } from "../../lib/authLocalState";
import { useOtherTabSignedIn } from "../../lib/otherTabs";
import { cameBecauseSessionEnded } from "../../lib/sessionEndedState";
import { useSession } from "../../data/session";
import { EmailRequestForm } from "./EmailRequestForm";
import { PasswordAuthForm } from "./PasswordAuthForm";
import { TwoFactorStep } from "./TwoFactorStep";

type View = "password" | "link" | "forgot";

/**
 * Log in with a password, or ask for an e-mailed sign-in link (R49, R61) or a password reset
 * link (R50, R61). Both links carry a fresh 32-byte state kept in this browser (R62). A session
 * that still owes its two-factor code (any sign-in method) gets the code step here.
 */
export default function LoginPage() {
  const { t, i18n } = useTranslation("auth");
  const { signIn } = useAuthActions();
  const [view, setView] = useState<View>("password");
  const otherTabSignedIn = useOtherTabSignedIn();
  const session = useSession();
  const location = useLocation();

  async function sendSignInLink(email: string) {
    const state = randomState();
    writeAuthLocal("signInState", state);
    writeAuthLocal("emailForSignIn", email);
    const redirectTo = `/verify-signin?state=${state}&lang=${i18n.language}`;
    await signIn("email-link", { email, redirectTo });
  }

  async function sendResetLink(email: string) {
    const state = randomState();
    writeAuthLocal("passwordResetState", state);
    const redirectTo = `/reset-password?state=${state}&lang=${i18n.language}`;
    await signIn("password", { email, flow: "reset", redirectTo });
  }

  if (session.status === "twoFactor") return <TwoFactorStep />;
  if (view === "link") {
    return (
      <EmailRequestForm
        texts="link"
        action="sendLink"
        send={sendSignInLink}
        backLabel={t("login.withPassword")}
        onBack={() => setView("password")}
      />
    );
  }
  if (view === "forgot") {
    return (
      <EmailRequestForm
        texts="forgot"
        action="resetEmail"
        send={sendResetLink}
        backLabel={t("forgot.back")}
        onBack={() => setView("password")}
      />
    );
  }
  return (
    <PasswordAuthForm
      mode="signIn"
      onOtherWay={setView}
      notice={
        <LoginNotice
          sessionEnded={cameBecauseSessionEnded(location.state)}
          // While a session that just ended is told apart from a sign-out here: no message.
          otherTab={otherTabSignedIn && !session.ended}
        />
      }
    />
  );
}

/**
 * One message at most: why this tab has to sign in. A session ended elsewhere is the reason
 * when there is one, even though another tab of this browser is still signed in.
 */
function LoginNotice({ sessionEnded, otherTab }: { sessionEnded: boolean; otherTab: boolean }) {
  const { t } = useTranslation("auth");
  if (sessionEnded) {
    return (
      <Alert color="yellow" variant="light" role="alert" data-testid="session-ended-notice">
        {t("common:errors.UNAUTHENTICATED")}
      </Alert>
    );
  }
  if (!otherTab) return null;
  return (
    <Alert color="blue" variant="light" data-testid="other-tab-notice">
      {t("login.otherTab")}
    </Alert>
  );
}
