import { ActionIcon, Group, Textarea } from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import { useState, type FormEvent, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { Id } from "../../../../convex/_generated/dataModel";
import { isLanguage } from "../../../lib/language";
import { useToday } from "../../../lib/today";
import { useChatMutations } from "../../../data/chat";
import { useRunner } from "../hooks";

const MAX_LENGTH = 2_000;

/** The question box: Enter sends, Shift+Enter adds a line. */
export function ChatComposer({
  threadId,
  onNewThread,
  onStarted,
}: {
  threadId: Id<"chatThreads"> | null;
  /** A new conversation is about to be created: show the latest one (it will be this one). */
  onNewThread: () => void;
  onStarted: (id: Id<"chatThreads">) => void;
}) {
  const { t, i18n } = useTranslation("advisor");
  const today = useToday();
  const run = useRunner();
  const { send } = useChatMutations();
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const content = text.trim();
    if (content === "" || sending) return;
    setSending(true);
    setText("");
    const language = isLanguage(i18n.language) ? i18n.language : "en";
    // The action resolves only once the answer is complete; the new conversation shows up
    // (and streams) as the latest one long before that.
    if (threadId === null) onNewThread();
    const id = await run(() =>
      send({ content, language, today, ...(threadId ? { threadId } : {}) }),
    );
    if (id) onStarted(id);
    else setText(content);
    setSending(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey) void submit(event as unknown as FormEvent);
  };

  return (
    <form onSubmit={submit}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Textarea
          aria-label={t("chat.question")}
          placeholder={t("chat.placeholder")}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          autosize
          minRows={1}
          maxRows={5}
          maxLength={MAX_LENGTH}
          style={{ flex: 1 }}
        />
        <ActionIcon type="submit" size="lg" loading={sending} aria-label={t("chat.send")}>
          <IconSend size={18} />
        </ActionIcon>
      </Group>
    </form>
  );
}
