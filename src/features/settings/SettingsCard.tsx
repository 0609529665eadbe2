import { Card, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

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

/**
 * A settings section whose heading and description are its `section` keys' `title` and
 * `description`, found by tests as "<section-in-kebab-case>-section".
 */
export function SettingsSection({
  section,
  id,
  children,
}: {
  section: "data" | "categories" | "security" | "deleteAccount";
  id?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("settings");
  const testId = `${section.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-section`;
  return (
    <SettingsCard
      title={t(`${section}.title`)}
      description={t(`${section}.description`)}
      testId={testId}
      id={id}
    >
      {children}
    </SettingsCard>
  );
}
