import { Card, Group, Paper, Stack, Title } from "@mantine/core";
import type { ComponentType, ReactNode } from "react";

/**
 * A bordered block of a screen: its heading (after an icon, when given), then its content.
 * `card` draws it as a Mantine Card (the advisor's tiles), otherwise as a plain Paper.
 */
export function Panel({
  title,
  icon: Icon,
  titleSize = "h5",
  card = false,
  testId,
  children,
}: {
  title: string;
  icon?: ComponentType<{ size?: number; "aria-hidden"?: boolean }>;
  titleSize?: "h4" | "h5";
  card?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  const heading = (
    <Title order={3} size={titleSize}>
      {title}
    </Title>
  );
  const Frame = card ? Card : Paper;
  return (
    <Frame withBorder radius="md" p="md" data-testid={testId}>
      <Stack gap="sm">
        {Icon ? (
          <Group gap="xs">
            <Icon size={20} aria-hidden />
            {heading}
          </Group>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Frame>
  );
}
