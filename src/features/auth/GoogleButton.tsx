import { Button } from "@mantine/core";
import { IconBrandGoogleFilled } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useGoogleSignIn } from "./useGoogleSignIn";

/** "Continue with Google"; reports a failure through onError with the Google fallback. */
export function GoogleButton({ onError }: { onError: (error: unknown) => void }) {
  const { t } = useTranslation("auth");
  const signInWithGoogle = useGoogleSignIn();
  const [busy, setBusy] = useState(false);
  async function click() {
    setBusy(true);
    try {
      await signInWithGoogle();
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      variant="default"
      fullWidth
      leftSection={<IconBrandGoogleFilled size={18} />}
      loading={busy}
      onClick={() => void click()}
      data-testid="google-sign-in"
    >
      {t("google.button")}
    </Button>
  );
}
