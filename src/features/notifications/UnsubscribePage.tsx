import { Alert, Anchor, Card, Container, Stack, Text, Title } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import { useUnsubscribe, type EmailTopic } from "../../data/notifications";
import { useSubmit } from "../../lib/useSubmit";

/**
 * /unsubscribe?token=… from a notification e-mail, signed in or not: the signed token turns
 * one kind's e-mail (or the weekly summary) off for its person, and the page says which.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation("notifications");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const unsubscribe = useUnsubscribe();
  const { error, run } = useSubmit();
  const [kind, setKind] = useState<EmailTopic | null>(null);
  // Once per page load, even under StrictMode's double effects.
  const started = useRef(false);

  useEffect(() => {
    if (token === "" || started.current) return;
    started.current = true;
    void run(() => unsubscribe({ token })).then((result) => {
      if (result.ok) setKind(result.value.kind);
    });
  }, [token, run, unsubscribe]);

  return (
    <Container size="xs" py="xl">
      <Card withBorder padding="lg" radius="md">
        <Stack>
          <Title order={2}>{t("unsubscribe.title")}</Title>
          {token === "" && <Alert color="red">{t("unsubscribe.missing")}</Alert>}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          {kind && (
            <Text data-testid="unsubscribe-done">
              {t("unsubscribe.done", { kind: t(`kinds.${kind}.title`) })}
            </Text>
          )}
          <Anchor component={Link} to="/settings#notifications">
            {t("unsubscribe.preferences")}
          </Anchor>
        </Stack>
      </Card>
    </Container>
  );
}
