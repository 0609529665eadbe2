import { Alert, Group, Select, Skeleton, Stack, Text, ActionIcon, Button } from "@mantine/core";
import { Panel } from "../../../components/Panel";
import { IconMessageChatbot, IconPlus, IconTrash } from "@tabler/icons-react";
import { use, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Id } from "../../../../convex/_generated/dataModel";
import { EditAccess } from "../../../components/editAccess";
import { useFormatters } from "../../../lib/format";
import { useChatAvailable } from "../../../data/advisor";
import { useChatMutations, useChatThreads } from "../../../data/chat";
import { useRunner } from "../hooks";
import { ChatComposer } from "./ChatComposer";
import { ChatMessages } from "./ChatMessages";

/** The assistant: conversations, the streamed answers, or why it is unavailable. */
export function ChatPanel() {
  const { t } = useTranslation("advisor");
  const available = useChatAvailable();
  // Asking writes the conversation into the household's books: a viewer is told why not.
  const canEdit = use(EditAccess);
  return (
    <Panel card icon={IconMessageChatbot} titleSize="h4" title={t("chat.title")} testId="chat">
      {available === undefined ? (
        <Skeleton h={80} />
      ) : available && !canEdit ? (
        <Alert color="gray" title={t("common:readOnly.title")} data-testid="chat-read-only">
          <Text size="sm">{t("common:errors.VIEWER_READ_ONLY")}</Text>
        </Alert>
      ) : available ? (
        <Conversation />
      ) : (
        <Alert color="gray" title={t("chat.unavailable.title")} data-testid="chat-unavailable">
          <Text size="sm">{t("chat.unavailable.body")}</Text>
        </Alert>
      )}
    </Panel>
  );
}

function Conversation() {
  const { t } = useTranslation("advisor");
  const { dateTime } = useFormatters();
  const run = useRunner();
  const threads = useChatThreads();
  const { remove } = useChatMutations();
  const [selected, setSelected] = useState<Id<"chatThreads"> | null>(null);
  const [fresh, setFresh] = useState(false);
  // Until the user picks or starts one, the latest conversation is shown.
  const threadId = fresh ? selected : (selected ?? threads?.[0]?._id ?? null);

  const options = (threads ?? []).map((th) => ({
    value: th._id,
    label: `${th.title} · ${dateTime(th.updatedAt)}`,
  }));
  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="nowrap">
        <Select
          aria-label={t("chat.threads")}
          placeholder={t("chat.newThread")}
          data={options}
          value={threadId}
          onChange={(value) => {
            setFresh(false);
            setSelected(value as Id<"chatThreads"> | null);
          }}
          style={{ flex: 1, minWidth: 0 }}
        />
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t("chat.newThread")}
          onClick={() => {
            setFresh(true);
            setSelected(null);
          }}
        >
          <IconPlus size={18} />
        </ActionIcon>
        {threadId && (
          <ActionIcon
            variant="default"
            color="red"
            size="lg"
            aria-label={t("chat.delete")}
            onClick={() =>
              run(async () => {
                await remove({ threadId });
                setFresh(true);
                setSelected(null);
              }, t("chat.deleted"))
            }
          >
            <IconTrash size={18} />
          </ActionIcon>
        )}
      </Group>
      {threadId ? (
        <ChatMessages threadId={threadId} />
      ) : (
        <Text size="sm" c="dimmed">
          {t("chat.intro")}
        </Text>
      )}
      <ChatComposer
        threadId={threadId}
        onNewThread={() => {
          setFresh(false);
          setSelected(null);
        }}
        onStarted={(id) => {
          setFresh(false);
          setSelected(id);
        }}
      />
      {threadId === null && (threads?.length ?? 0) > 0 && (
        <Button variant="subtle" size="compact-xs" onClick={() => setFresh(false)}>
          {t("chat.backToLatest")}
        </Button>
      )}
    </Stack>
  );
}
