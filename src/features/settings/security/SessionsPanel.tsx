import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconDeviceDesktop } from "@tabler/icons-react";
import { notifications } from "@mantine/notifications";
import { useTranslation } from "react-i18next";
import { useSecurityActions, useSessions, type SessionRow } from "../../../data/security";
import { useErrorMessage } from "../../../lib/errors";
import { useFormatters } from "../../../lib/format";

/** Where the user is signed in, with sign-out per session and for all the others. */
export function SessionsPanel() {
  const { t } = useTranslation("settings");
  const sessions = useSessions();
  const { endSession, endOtherSessions } = useSecurityActions();
  const errorMessage = useErrorMessage();
  if (sessions === undefined) return null;
  const others = sessions.filter((s) => !s.current).length;

  const act = (work: () => Promise<unknown>, done: string) =>
    void work().then(
      () => notifications.show({ color: "brand", message: done }),
      (error: unknown) => notifications.show({ color: "red", message: errorMessage(error) }),
    );

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Title order={4} size="h5">
          {t("security.sessions.title")}
        </Title>
        {others > 0 && (
          <Button
            variant="light"
            color="red"
            size="xs"
            onClick={() => act(() => endOtherSessions({}), t("security.sessions.endedOthers"))}
          >
            {t("security.sessions.endOthers")}
          </Button>
        )}
      </Group>
      <Stack gap="xs" data-testid="sessions-list">
        {sessions.map((session) => (
          <SessionItem
            key={session._id}
            session={session}
            onEnd={() =>
              act(() => endSession({ sessionId: session._id }), t("security.sessions.ended"))
            }
          />
        ))}
      </Stack>
    </Stack>
  );
}

function SessionItem({ session, onEnd }: { session: SessionRow; onEnd: () => void }) {
  const { t } = useTranslation("settings");
  const { dateTime } = useFormatters();
  const unknown = t("security.sessions.unknown");
  const name = t("security.sessions.browserOn", {
    browser: session.browser ?? unknown,
    os: session.os ?? unknown,
  });
  return (
    <Paper withBorder p="sm" radius="sm" data-testid="session-item">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          <IconDeviceDesktop size={20} style={{ flexShrink: 0, marginTop: 2 }} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={500} size="sm">
                {name}
              </Text>
              {session.current && (
                <Badge size="sm" variant="light">
                  {t("security.sessions.thisDevice")}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {t("security.sessions.started", { when: dateTime(session.startedAt) })}
            </Text>
            <Text size="xs" c="dimmed">
              {/* This device is the one looking: it is active now, whatever was last recorded. */}
              {session.current
                ? t("security.sessions.activeNow")
                : t("security.sessions.lastActive", { when: dateTime(session.lastActiveAt) })}
            </Text>
          </Stack>
        </Group>
        {!session.current && (
          <Button variant="default" size="xs" onClick={onEnd} style={{ flexShrink: 0 }}>
            {t("security.sessions.end")}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
