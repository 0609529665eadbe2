import { Button, Group, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { withReauth } from "../../../components/reauth";
import {
  useHouseholdInvitations,
  useHouseholdMutations,
  type HouseholdRole,
} from "../../../data/households";
import { useFormatters } from "../../../lib/format";
import { HOUSEHOLD_ROLES } from "../../../../convex/shared/households";
import { useSubmit } from "../../../lib/useSubmit";

/** Owners: invite by e-mail with a role; pending invitations with Revoke. */
export function InvitePanel() {
  const { t } = useTranslation("settings");
  const { dateTime } = useFormatters();
  const pending = useHouseholdInvitations() ?? [];
  const { invite, revokeInvitation } = useHouseholdMutations();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<HouseholdRole>("editor");
  const { saving, error, run } = useSubmit();
  const revoke = useSubmit({ notify: true });
  async function send() {
    // Letting someone in needs a recent proof: the password is asked for when it is stale.
    const result = await run(() => withReauth(() => invite({ email, role })));
    if (!result.ok) return;
    notifications.show({ color: "brand", message: t("household.invited", { email }) });
    setEmail("");
  }
  return (
    <Stack gap="sm">
      <Title order={4} size="h5">
        {t("household.inviteTitle")}
      </Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          type="email"
          label={t("household.email")}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={error}
          style={{ flex: "1 1 14rem" }}
        />
        <Select
          label={t("household.role")}
          w={130}
          data={HOUSEHOLD_ROLES.map((r) => ({
            value: r,
            label: t(`household.roles.${r}`),
          }))}
          value={role}
          onChange={(value) => value && setRole(value as HouseholdRole)}
          allowDeselect={false}
        />
        <Button onClick={() => void send()} loading={saving} disabled={email.trim() === ""}>
          {t("household.invite")}
        </Button>
      </Group>
      {pending.length > 0 && (
        <Stack gap={4} data-testid="household-invitations">
          <Text size="sm" fw={600}>
            {t("household.pending")}
          </Text>
          {pending.map((p) => (
            <Group key={p._id} justify="space-between" wrap="wrap" gap="xs">
              <Text size="sm">
                {p.email} · {t(`household.roles.${p.role}`)}{" "}
                <Text span c="dimmed" size="xs">
                  {t("household.expires", { when: dateTime(p.expiresAt) })}
                </Text>
              </Text>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={() => void revoke.run(() => revokeInvitation({ invitationId: p._id }))}
              >
                {t("household.revoke")}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
