import { Anchor, Card, Group, Skeleton, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";

/**
 * One card of the home screen: its title with a link to the screen that has the details, and
 * a placeholder of `loadingHeight` until its data has arrived.
 */
export function HomeCard({
  title,
  link,
  testId,
  loadingHeight,
  children,
}: {
  title: string;
  link: { to: string; label: string };
  testId: string;
  loadingHeight: number;
  /** Undefined while the card's data loads. */
  children: ReactNode | undefined;
}) {
  return (
    <Card withBorder padding="lg" radius="md" data-testid={testId}>
      <Group justify="space-between" mb="sm">
        {/* A heading, so Home has its outline once the welcome card has had its visit. */}
        <Title order={2} fz="md" fw={600}>
          {title}
        </Title>
        <Anchor component={Link} to={link.to} size="sm">
          {link.label}
        </Anchor>
      </Group>
      {children === undefined ? <Skeleton h={loadingHeight} /> : children}
    </Card>
  );
}
