import { Button, Center, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useRouteError } from "react-router-dom";
import { errorCodeOf } from "../../../convex/shared/errors";
import { useSignOutEndedSession } from "./sessionEnded";

/**
 * Shown when a screen fails to load (e.g. its chunk could not be fetched after a deploy). A
 * query refused because the session ended elsewhere signs this tab out and goes to /login.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  // Logged once, by the router's onError (sessionEndedErrors.ts), unless the session ended.
  useSignOutEndedSession(errorCodeOf(error) === "UNAUTHENTICATED");
  return (
    <Center h="100dvh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <Title order={2}>{t("errors.page.title")}</Title>
        <Text c="dimmed">{t("errors.page.body")}</Text>
        <Button onClick={() => window.location.reload()}>{t("actions.reload")}</Button>
      </Stack>
    </Center>
  );
}
