import { Button, Text } from "@mantine/core";
import { IconBrandGoogleFilled } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSubmit } from "../../lib/useSubmit";
import { GoogleNotConfigured, useGoogleSignIn } from "./useGoogleSignIn";

/**
 * "Continue with Google" (R20, R43). Always shown; on a deployment without a Google client it
 * says so instead of starting a sign-in that cannot work. Other failures go to onError, which
 * shows the Google fallback message.
 */
export function GoogleButton({ onError }: { onError: (error: unknown) => void }) {
  const { t } = useTranslation("auth");
  const { enabled, signInWithGoogle } = useGoogleSignIn();
  const { saving, run } = useSubmit();
  const [notConfigured, setNotConfigured] = useState(false);
  async function click() {
    const started = await run(signInWithGoogle);
    if (started.ok) return;
    if (started.error instanceof GoogleNotConfigured) setNotConfigured(true);
    else onError(started.error);
  }
  return (
    <>
      <Button
        variant="default"
        fullWidth
        leftSection={<IconBrandGoogleFilled size={18} />}
        loading={saving}
        // Until the deployment says whether Google is set up (a moment after the page loads).
        disabled={enabled === undefined}
        onClick={() => void click()}
        data-testid="google-sign-in"
      >
        {t("google.button")}
      </Button>
      {notConfigured && enabled === false && (
        <Text size="sm" c="dimmed" ta="center" role="status" data-testid="google-not-configured">
          {t("google.notConfigured")}
        </Text>
      )}
    </>
  );
}
