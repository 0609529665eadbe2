import { Center, Code, Loader, Modal, Stack, Text } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { withReauth } from "../../../components/reauth";
import { useSecurityActions } from "../../../data/security";
import { useErrorMessage } from "../../../lib/errors";
import { CodeForm } from "./CodeForm";
import { QrCode } from "./QrCode";
import { RecoveryCodes } from "./RecoveryCodes";

type Step =
  | { kind: "loading" }
  | { kind: "failed"; message: string }
  | { kind: "scan"; secret: string; uri: string }
  | { kind: "codes"; codes: string[] };

/** Turning two-factor on: scan (or type the secret), confirm with a code, keep the codes. */
export function TwoFactorSetup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("settings");
  const { totpBegin, totpConfirm } = useSecurityActions();
  const errorMessage = useErrorMessage();
  const [step, setStep] = useState<Step>({ kind: "loading" });

  // One seed per opening: a second call would replace the seed the QR code shows.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Turning two-factor on needs a recent proof: the password is asked for when it is stale.
    withReauth(() => totpBegin({}))
      .then(({ secret, uri }) => setStep({ kind: "scan", secret, uri }))
      .catch((error: unknown) => setStep({ kind: "failed", message: errorMessage(error) }));
  }, [totpBegin, errorMessage]);

  // Once the codes are shown, closing only by the "Done" button, so they are not lost by a
  // stray click outside.
  const showingCodes = step.kind === "codes";
  return (
    <Modal
      opened
      onClose={onClose}
      title={t("security.setup.title")}
      closeOnClickOutside={!showingCodes}
      closeOnEscape={!showingCodes}
      withCloseButton={!showingCodes}
    >
      {step.kind === "loading" && (
        <Center py="xl">
          <Loader />
        </Center>
      )}
      {step.kind === "failed" && <Text c="red">{step.message}</Text>}
      {step.kind === "scan" && (
        <CodeForm
          submitLabel={t("security.setup.confirm")}
          onSubmit={async (code) => {
            const { recoveryCodes } = await withReauth(() => totpConfirm({ code }));
            setStep({ kind: "codes", codes: recoveryCodes });
          }}
          onCancel={onClose}
        >
          <Text size="sm">{t("security.setup.scan")}</Text>
          <Center>
            <QrCode value={step.uri} label={t("security.setup.qrLabel")} />
          </Center>
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t("security.setup.secretHint")}
            </Text>
            <Code fz="sm" data-testid="totp-secret" style={{ wordBreak: "break-all" }}>
              {step.secret}
            </Code>
          </Stack>
        </CodeForm>
      )}
      {step.kind === "codes" && <RecoveryCodes codes={step.codes} onDone={onClose} />}
    </Modal>
  );
}
