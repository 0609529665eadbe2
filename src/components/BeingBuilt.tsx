import { Container } from "@mantine/core";
import { IconTools } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "./EmptyState";
import { PageHeader } from "./PageHeader";

/** Temporary state for a screen whose feature has not landed yet. */
export function BeingBuilt({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="lg">
      <PageHeader title={title} />
      <EmptyState
        icon={<IconTools />}
        title={t("building.title")}
        description={t("building.body")}
      />
    </Container>
  );
}
