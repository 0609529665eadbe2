import { Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A calm empty or status block: icon, title, explanation and the next action to take. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  testId,
  framed = false,
}: {
  icon: ReactNode;
  title: string;
  description?: string;
  action?: ReactNode;
  testId?: string;
  /** In its own bordered box, where it stands alone on a page or tab. */
  framed?: boolean;
}) {
  const block = (
    <Stack align="center" gap="xs" py={48} px="md" ta="center" data-testid={testId}>
      <ThemeIcon size={56} radius="xl" variant="light">
        {icon}
      </ThemeIcon>
      <Title order={3} size="h4" mt="xs">
        {title}
      </Title>
      {description && (
        <Text c="dimmed" size="sm" maw={420}>
          {description}
        </Text>
      )}
      {action && <div style={{ marginTop: 8 }}>{action}</div>}
    </Stack>
  );
  return framed ? (
    <Paper withBorder radius="md">
      {block}
    </Paper>
  ) : (
    block
  );
}
