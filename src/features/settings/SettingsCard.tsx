import { Card, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** One section of the settings page: its heading, an optional one-line description, its content. */
export function SettingsCard({
  title,
  description,
  testId,
  id,
  children,
}: {
  title: string;
  description?: string;
  testId?: string;
  id?: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="lg" radius="md" id={id} data-testid={testId}>
      <Title order={3} size="h4" mb={description ? 4 : "md"}>
        {title}
      </Title>
      {description && (
        <Text size="sm" c="dimmed" mb="md">
          {description}
        </Text>
      )}
      {children}
    </Card>
  );
}
