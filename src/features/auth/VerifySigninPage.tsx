import { useAuthActions } from "@convex-dev/auth/react";
import { Button, Center, Loader, Stack, Text } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { clearAuthLocal } from "../../lib/authLocalState";
import { AuthCard, ErrorAlert } from "./AuthCard";
import { authErrorKey } from "./authErrors";
import { checkSignInLink } from "./linkState";

/** Completes the e-mailed link sign-in after the checks (R14, R49, R56–R58). */
export default function VerifySigninPage() {
  const { t } = useTranslation("auth");
  const { signIn } = useAuthActions();
  const location = useLocation();
  const navigate = useNavigate();
  // The link is checked once, on arrival (R56–R58).
  const [check] = useState(() => checkSignInLink(location.search));
  const [errorKey, setErrorKey] = useState<string | null>(check.ok ? null : check.messageKey);
  const started = useRef(false);

  useEffect(() => {
    // The code is single-use: React's development double effect must not spend it twice.
    if (started.current || !check.ok) return;
    started.current = true;
    signIn("email-link", { email: check.email, code: check.token })
      .then(async (result) => {
        if (!result.signingIn) throw new Error("link refused");
        clearAuthLocal("signInState");
        clearAuthLocal("emailForSignIn");
        await navigate("/", { replace: true });
      })
      .catch((error: unknown) => setErrorKey(authErrorKey(error, "linkSignIn")));
  }, [check, navigate, signIn]);

  return (
    <AuthCard title={t("link.title")}>
      {errorKey ? (
        <Stack gap="md">
          <ErrorAlert>{t(errorKey)}</ErrorAlert>
          <Button component={Link} to="/login" variant="light">
            {t("link.newLink")}
          </Button>
        </Stack>
      ) : (
        <Center py="md">
          <Stack align="center" gap="xs">
            <Loader role="status" aria-label={t("link.verifying")} />
            <Text size="sm">{t("link.verifying")}</Text>
          </Stack>
        </Center>
      )}
    </AuthCard>
  );
}
