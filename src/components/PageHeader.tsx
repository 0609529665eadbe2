import { Container, Group, Stack, Text, Title, type ContainerProps } from "@mantine/core";
import type { ReactNode } from "react";

interface PageHeaderProps {
  title: string;
  description?: string;
  actions?: ReactNode;
  /** Less room around it, for a screen that needs the height (the register). */
  compact?: boolean;
}

/** A screen's title, optional one-line description and actions, aligned the same everywhere. */
export function PageHeader({ title, description, actions, compact = false }: PageHeaderProps) {
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

/** A whole screen: its width, its header, then its content. */
export function Page({
  size = "md",
  children,
  ...header
}: PageHeaderProps & { size?: ContainerProps["size"]; children: ReactNode }) {
  return (
    <Container size={size} py="lg">
      <PageHeader {...header} />
      {children}
    </Container>
  );
}
