import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";

/** Any unknown path: says so plainly and offers the way back home (R13). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={64} data-testid="not-found">
      <Stack align="center" ta="center" gap="sm">
        <Text fz={64} fw={700} c="dimmed" lh={1} aria-hidden>
          {t("notFound.code")}
        </Text>
        <Title order={2}>{t("notFound.title")}</Title>
        <Text c="dimmed">{t("notFound.body")}</Text>
        <Button component={Link} to="/" mt="md" leftSection={<IconArrowLeft size={16} />}>
          {t("actions.backHome")}
        </Button>
      </Stack>
    </Container>
  );
}
