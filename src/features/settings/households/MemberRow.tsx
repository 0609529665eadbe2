import { Button, Group, Select, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useTranslation } from "react-i18next";
import { confirmDelete } from "../../../components/confirmDelete";
import { withReauth } from "../../../components/reauth";
import {
  useHouseholdMutations,
  type HouseholdMember,
  type HouseholdRole,
} from "../../../data/households";
import { useErrorMessage } from "../../../lib/errors";
import { HOUSEHOLD_ROLES } from "../../../../convex/shared/households";

/**
 * A member with their role; owners change roles and remove; the user's own row offers Leave
 * when leaving is possible.
 */
export function MemberRow({
  member,
  self,
  manage,
  canLeave,
}: {
  member: HouseholdMember;
  self: boolean;
  manage: boolean;
  canLeave: boolean;
}) {
  const { t } = useTranslation("settings");
  const { setRole, removeMember, leave } = useHouseholdMutations();
  const errorText = useErrorMessage();
  const email = member.email ?? "";
  async function changeRole(role: string | null) {
    if (role === null || role === member.role) return;
    try {
      await withReauth(() => setRole({ userId: member.userId, role: role as HouseholdRole }));
    } catch (error) {
      notifications.show({ color: "red", message: errorText(error) });
    }
  }
  const remove = () =>
    confirmDelete({
      title: t("household.removeTitle"),
      message: t("household.removeMessage", { email }),
      confirmLabel: t("household.remove"),
      done: t("household.removed"),
      failed: t("household.failed"),
      // Role changes and removals need a recent proof: the password is asked for when stale.
      remove: () => withReauth(() => removeMember({ userId: member.userId })),
    });
  const quit = () =>
    confirmDelete({
      title: t("household.leaveTitle"),
      message: t("household.leaveMessage"),
      confirmLabel: t("household.leave"),
      done: t("household.left"),
      failed: t("household.failed"),
      remove: () => leave({}),
    });
  return (
    <Group
      justify="space-between"
      wrap="wrap"
      gap="xs"
      role="listitem"
      data-testid="household-member"
    >
      {/* A long address wraps rather than being cut: it is how members tell each other apart. */}
      <Text size="sm" miw={0} style={{ overflowWrap: "anywhere" }}>
        {email}
        {self && (
          <Text span c="dimmed" size="sm">
            {" "}
            {t("household.you")}
          </Text>
        )}
      </Text>
      <Group gap="xs" wrap="nowrap">
        {manage && !self ? (
          <Select
            size="xs"
            w={120}
            aria-label={t("household.roleOf", { email })}
            data={HOUSEHOLD_ROLES.map((r) => ({ value: r, label: t(`household.roles.${r}`) }))}
            value={member.role}
            onChange={(value) => void changeRole(value)}
            allowDeselect={false}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t(`household.roles.${member.role}`)}
          </Text>
        )}
        {manage && !self && (
          <Button size="xs" variant="subtle" color="red" onClick={remove}>
            {t("household.remove")}
          </Button>
        )}
        {self && canLeave && (
          <Button size="xs" variant="subtle" color="red" onClick={quit}>
            {t("household.leave")}
          </Button>
        )}
      </Group>
    </Group>
  );
}
