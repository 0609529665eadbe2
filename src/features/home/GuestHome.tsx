import {
  Badge,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { IconBulb, IconCalendarDollar, IconChartPie, IconWallet } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";

const FEATURES = [
  { key: "accounts", icon: IconWallet },
  { key: "budgets", icon: IconCalendarDollar },
  { key: "plans", icon: IconChartPie },
  { key: "advisor", icon: IconBulb },
] as const;

/** Home for a visitor: what the product does and a call to sign up. */
export function GuestHome() {
  const { t } = useTranslation("home");
  return (
    <Container size="lg" py={{ base: "xl", sm: 64 }}>
      <Stack gap="md" maw={720}>
        <Badge variant="light" size="lg" radius="sm" w="fit-content">
          {t("guest.eyebrow")}
        </Badge>
        <Title order={2} fz={{ base: 28, sm: 40 }} lh={1.15}>
          {t("guest.title")}
        </Title>
        <Text size="lg" c="dimmed">
          {t("guest.body")}
        </Text>
        <Group gap="sm" mt="sm">
          <Button component={Link} to="/signup" size="md" data-testid="signup-cta">
            {t("guest.signUp")}
          </Button>
          <Button component={Link} to="/login" size="md" variant="default">
            {t("guest.logIn")}
          </Button>
        </Group>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md" mt={48}>
        {FEATURES.map(({ key, icon: Icon }) => (
          <Card key={key} withBorder padding="lg" radius="md">
            <ThemeIcon variant="light" size={40} radius="md" mb="sm">
              <Icon size={22} stroke={1.6} />
            </ThemeIcon>
            <Text fw={600}>{t(`guest.features.${key}.title`)}</Text>
            <Text size="sm" c="dimmed" mt={4}>
              {t(`guest.features.${key}.body`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
