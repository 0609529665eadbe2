import { Alert, Card, Container, Text, Title } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import type { ReactNode } from "react";

/** The frame every auth screen shares: a narrow card with a title and a short explanation. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Container size={440} py="xl" px="sm">
      <Card withBorder padding="xl" radius="md">
        <Title order={2}>{title}</Title>
        {subtitle && (
          <Text c="dimmed" size="sm" mt={4} mb="lg">
            {subtitle}
          </Text>
        )}
        {!subtitle && <div style={{ height: "var(--mantine-spacing-md)" }} />}
        {children}
      </Card>
    </Container>
  );
}

export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
      {children}
    </Alert>
  );
}

export function SuccessAlert({ children }: { children: ReactNode }) {
  return (
    <Alert color="teal" icon={<IconCircleCheck size={18} />} role="status">
      {children}
    </Alert>
  );
}
