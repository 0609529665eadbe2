import { Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A screen's title, optional one-line description and actions, aligned the same everywhere. */
export function PageHeader({
  title,
  description,
  actions,
  compact = false,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  /** Less room around it, for a screen that needs the height (the register). */
  compact?: boolean;
}) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm" mb={compact ? "xs" : "lg"}>
      <Stack gap={2} miw={0}>
        <Title order={2}>{title}</Title>
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
      </Stack>
      {actions && (
        <Group gap="xs" wrap="wrap">
          {actions}
        </Group>
      )}
    </Group>
  );
}
