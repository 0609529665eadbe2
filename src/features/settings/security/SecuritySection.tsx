import { Divider, Stack } from "@mantine/core";
import { SettingsSection } from "../SettingsCard";
import { SessionsPanel } from "./SessionsPanel";
import { TwoFactorPanel } from "./TwoFactorPanel";

/** Settings → Security: two-factor authentication and the sessions signed in. */
export default function SecuritySection() {
  return (
    <SettingsSection section="security" id="security">
      <Stack gap="lg">
        <TwoFactorPanel />
        <Divider />
        <SessionsPanel />
      </Stack>
    </SettingsSection>
  );
}
