import { Badge, Group, Loader, Paper, ScrollArea, Stack, Text } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { Id } from "../../../../convex/_generated/dataModel";
import { useChatMessages } from "../../../data/chat";

/** The messages of one conversation; an answer grows here while it streams. */
export function ChatMessages({ threadId }: { threadId: Id<"chatThreads"> }) {
  const { t } = useTranslation("advisor");
  const messages = useChatMessages(threadId);
  const end = useRef<HTMLDivElement>(null);
  const last = messages?.[messages.length - 1];
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "nearest" });
  }, [messages?.length, last?.content]);

  if (messages === undefined) return <Loader size="sm" />;
  return (
    <ScrollArea.Autosize mah={420} type="auto">
      <Stack gap="xs" aria-live="polite" data-testid="chat-messages">
        {messages.map((m) => (
          <Paper
            key={m._id}
            p="xs"
            radius="md"
            withBorder={m.role === "assistant"}
            bg={m.role === "user" ? "var(--mantine-primary-color-light)" : undefined}
            ml={m.role === "user" ? "xl" : 0}
            mr={m.role === "assistant" ? "xl" : 0}
            data-testid={`chat-${m.role}`}
            data-status={m.status}
          >
            {m.content !== "" && (
              <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                {m.content}
              </Text>
            )}
            {m.status === "streaming" && (
              <Group gap={6}>
                <Loader size="xs" type="dots" />
                {m.content === "" && (
                  <Text size="xs" c="dimmed">
                    {t("chat.thinking")}
                  </Text>
                )}
              </Group>
            )}
            {m.status === "error" && (
              <Text size="sm" c="red">
                {t(`common:errors.${m.error ?? "CHAT_FAILED"}`)}
              </Text>
            )}
            {m.status === "done" && (m.tools?.length ?? 0) > 0 && (
              <Group gap={4} mt={4}>
                <Text size="xs" c="dimmed">
                  {t("chat.usedTools")}
                </Text>
                {[...new Set(m.tools)].map((tool) => (
                  <Badge key={tool} size="xs" variant="default" tt="none">
                    {t(`chat.tools.${tool}`, { defaultValue: tool })}
                  </Badge>
                ))}
              </Group>
            )}
          </Paper>
        ))}
        <div ref={end} />
      </Stack>
    </ScrollArea.Autosize>
  );
}
