import {
  ActionIcon,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import {
  useNotificationMutations,
  useNotifications,
  UNREAD_COUNT_CAP,
  type NotificationItem,
} from "../../data/notifications";
import { useFormatters } from "../../lib/format";
import { notificationLink, notificationText } from "./notificationText";

/**
 * The header's bell: the unread count, and a panel of the newest notifications (read ones
 * dimmed), each leading to what it is about. Live: the list is a query subscription.
 */
export default function NotificationBell() {
  const { t } = useTranslation("notifications");
  const f = useFormatters();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const list = useNotifications(true);
  const { markRead, markAllRead } = useNotificationMutations();
  const unread = list?.unread ?? 0;
  const count = unread >= UNREAD_COUNT_CAP ? `${UNREAD_COUNT_CAP - 1}+` : String(unread);

  function open(item: NotificationItem) {
    setOpened(false);
    if (!item.read) void markRead({ id: item._id });
    void navigate(notificationLink(item));
  }

  return (
    // The indicator wraps the popover, not its target: the target's child gets the popup's
    // aria attributes, which only a button may carry.
    <Indicator label={count} size={16} disabled={unread === 0} offset={4}>
      <Popover opened={opened} onChange={setOpened} width={340} position="bottom-end" shadow="md">
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            size="lg"
            onClick={() => setOpened((o) => !o)}
            aria-label={t("bell", { count: unread })}
            data-testid="notification-bell"
            data-unread={unread}
          >
            <IconBell size={20} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown data-testid="notification-panel">
          <Group justify="space-between" mb="xs">
            <Text fw={600}>{t("title")}</Text>
            <Button
              size="compact-xs"
              variant="subtle"
              disabled={unread === 0}
              onClick={() => void markAllRead({})}
              data-testid="notifications-mark-all"
            >
              {t("markAllRead")}
            </Button>
          </Group>
          {list && list.items.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t("empty")}
            </Text>
          ) : (
            <ScrollArea.Autosize mah={360}>
              <Stack gap={4}>
                {list?.items.map((item) => (
                  <UnstyledButton
                    key={item._id}
                    onClick={() => open(item)}
                    p={6}
                    data-testid="notification-item"
                    data-kind={item.kind}
                    data-read={item.read}
                    style={{ borderRadius: 6, opacity: item.read ? 0.6 : 1 }}
                  >
                    <Text size="xs" c="dimmed">
                      {t(`kinds.${item.kind}.title`)} · {f.dateTime(item.createdAt)}
                    </Text>
                    <Text size="sm" fw={item.read ? 400 : 600}>
                      {notificationText(t, f, item)}
                    </Text>
                  </UnstyledButton>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          )}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
