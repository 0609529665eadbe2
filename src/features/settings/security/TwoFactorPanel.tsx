import { Badge, Button, Group, Modal, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSecurityActions, useSecurityOverview } from "../../../data/security";
import { CodeForm } from "./CodeForm";
import { RecoveryCodes } from "./RecoveryCodes";
import { TwoFactorSetup } from "./TwoFactorSetup";

type Dialog = "setup" | "disable" | "renew" | { codes: string[] } | null;

/** Two-factor on or off, and what each state offers. */
export function TwoFactorPanel() {
  const { t } = useTranslation("settings");
  const overview = useSecurityOverview();
  const { totpDisable, regenerateRecoveryCodes } = useSecurityActions();
  const [dialog, setDialog] = useState<Dialog>(null);
  if (overview === undefined) return null;
  const close = () => setDialog(null);

  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Title order={4} size="h5">
          {t("security.twoFactor.title")}
        </Title>
        <Badge color={overview.twoFactorEnabled ? "teal" : "gray"} variant="light">
          {overview.twoFactorEnabled ? t("security.twoFactor.on") : t("security.twoFactor.off")}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {overview.twoFactorEnabled
          ? t("security.twoFactor.onText", { left: overview.recoveryCodesLeft })
          : t("security.twoFactor.offText")}
      </Text>
      <Group gap="xs">
        {overview.twoFactorEnabled ? (
          <>
            <Button variant="default" onClick={() => setDialog("renew")}>
              {t("security.twoFactor.renew")}
            </Button>
            <Button color="red" variant="light" onClick={() => setDialog("disable")}>
              {t("security.twoFactor.turnOff")}
            </Button>
          </>
        ) : (
          <Button onClick={() => setDialog("setup")}>{t("security.twoFactor.turnOn")}</Button>
        )}
      </Group>
      {dialog === "setup" && <TwoFactorSetup onClose={close} />}
      <Modal
        opened={dialog === "disable" || dialog === "renew"}
        onClose={close}
        title={
          dialog === "disable" ? t("security.twoFactor.turnOff") : t("security.twoFactor.renew")
        }
      >
        <CodeForm
          danger={dialog === "disable"}
          recoveryCode
          submitLabel={
            dialog === "disable" ? t("security.twoFactor.turnOff") : t("security.twoFactor.renew")
          }
          onCancel={close}
          onSubmit={async (code) => {
            if (dialog === "disable") {
              await totpDisable({ code });
              notifications.show({ color: "brand", message: t("security.twoFactor.turnedOff") });
              close();
            } else {
              const { recoveryCodes } = await regenerateRecoveryCodes({ code });
              setDialog({ codes: recoveryCodes });
            }
          }}
        >
          <Text size="sm">
            {dialog === "disable"
              ? t("security.twoFactor.turnOffText")
              : t("security.twoFactor.renewText")}
          </Text>
        </CodeForm>
      </Modal>
      <Modal
        opened={typeof dialog === "object" && dialog !== null}
        onClose={close}
        title={t("security.codes.title")}
        closeOnClickOutside={false}
      >
        {typeof dialog === "object" && dialog !== null && (
          <RecoveryCodes codes={dialog.codes} onDone={close} />
        )}
      </Modal>
    </Stack>
  );
}
