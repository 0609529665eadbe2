import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Stack,
  Switch,
  Table,
  Text,
} from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  NOTIFICATION_KINDS,
  useNotificationPreferences,
  useSaveNotificationPreferences,
  type NotificationPreferences,
} from "../../data/notifications";
import { useSubmit } from "../../lib/useSubmit";

/** Settings → Notifications: each kind in the app and by e-mail, bill lead time, weekly summary. */
export default function NotificationSettings() {
  const { t } = useTranslation("notifications");
  const saved = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const { saving, error, run } = useSubmit();
  // The saved choices until the person changes one; then their draft.
  const [edited, setDraft] = useState<NotificationPreferences | null>(null);
  const [done, setDone] = useState(false);
  const draft = edited ?? saved;
  if (!draft) return null;

  const setChannel = (kind: (typeof NOTIFICATION_KINDS)[number], channel: "inApp" | "email") =>
    setDraft({
      ...draft,
      kinds: {
        ...draft.kinds,
        [kind]: { ...draft.kinds[kind], [channel]: !draft.kinds[kind][channel] },
      },
    });

  async function submit(chosen: NotificationPreferences) {
    setDone(false);
    const result = await run(() => save(chosen));
    if (result.ok) setDone(true);
  }

  return (
    <Stack gap="sm" data-testid="notification-settings">
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("settings.kind")}</Table.Th>
            {/* Column names stay on one line: "E-Mail" broke at its hyphen on a phone. */}
            <Table.Th style={{ whiteSpace: "nowrap" }}>{t("settings.inApp")}</Table.Th>
            <Table.Th style={{ whiteSpace: "nowrap" }}>{t("settings.email")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {NOTIFICATION_KINDS.map((kind) => (
            <Table.Tr key={kind}>
              <Table.Td>
                <Text size="sm">{t(`kinds.${kind}.title`)}</Text>
              </Table.Td>
              <Table.Td>
                <Checkbox
                  aria-label={`${t(`kinds.${kind}.title`)}: ${t("settings.inApp")}`}
                  checked={draft.kinds[kind].inApp}
                  onChange={() => setChannel(kind, "inApp")}
                />
              </Table.Td>
              <Table.Td>
                <Checkbox
                  aria-label={`${t(`kinds.${kind}.title`)}: ${t("settings.email")}`}
                  checked={draft.kinds[kind].email}
                  onChange={() => setChannel(kind, "email")}
                  data-testid={`notify-email-${kind}`}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <NumberInput
        label={t("settings.billDays")}
        min={1}
        max={30}
        value={draft.billDays}
        onChange={(value) => setDraft({ ...draft, billDays: Number(value) || 1 })}
        maw={220}
      />
      <Switch
        label={t("settings.weeklySummary")}
        checked={draft.weeklySummary}
        onChange={(e) => setDraft({ ...draft, weeklySummary: e.currentTarget.checked })}
      />
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {done && (
        <Text size="sm" c="teal" role="status">
          {t("settings.saved")}
        </Text>
      )}
      <Group>
        <Button onClick={() => void submit(draft)} loading={saving} data-testid="notification-save">
          {t("settings.save")}
        </Button>
      </Group>
    </Stack>
  );
}
