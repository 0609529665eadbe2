import { Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import {
  useHouseholdMembers,
  useHouseholdMutations,
  useOpenHousehold,
} from "../../../data/households";
import { useSession } from "../../../data/session";
import { InvitePanel } from "./InvitePanel";
import { MemberRow } from "./MemberRow";
import { NameForm } from "./NameForm";

/**
 * Settings → Household: who shares the open household's books and with which role;
 * owners invite, change roles, remove and rename; anyone may leave or create a household.
 */
export function HouseholdSection() {
  const { t } = useTranslation("settings");
  const open = useOpenHousehold();
  const members = useHouseholdMembers();
  const { viewer } = useSession();
  const { create, rename } = useHouseholdMutations();
  if (open === undefined || members === undefined || viewer === null) return null;
  const owner = open.role === "owner";
  // Alone in the household that holds their own books, there is nowhere to leave to.
  const canLeave = !(open.personal && members.length === 1);
  return (
    <Card withBorder padding="lg" radius="md" id="household" data-testid="household-section">
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h4">
          {t("household.title")}
        </Title>
        <Badge variant="light">{t(`household.roles.${open.role}`)}</Badge>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {t("household.description", { name: open.name })}
      </Text>
      <Stack gap="lg">
        {owner && (
          <NameForm
            key={open._id}
            label={t("household.name")}
            action={t("household.rename")}
            initial={open.name}
            done={t("household.renamed")}
            onSave={(name) => rename({ name })}
          />
        )}
        <Stack gap="xs" aria-label={t("household.members")} role="list">
          {members.map((member) => (
            <MemberRow
              key={member.userId}
              member={member}
              self={member.userId === viewer.id}
              manage={owner}
              canLeave={canLeave}
            />
          ))}
        </Stack>
        {owner && <InvitePanel />}
        <NameForm
          label={t("household.newName")}
          action={t("household.create")}
          initial=""
          done={t("household.created")}
          onSave={(name) => create({ name })}
        />
      </Stack>
    </Card>
  );
}
