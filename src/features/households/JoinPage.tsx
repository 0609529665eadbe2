import { Alert, Button, Card, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { useHouseholdMutations, useInvitation } from "../../data/households";
import { useSession } from "../../data/session";
import { useSubmit } from "../../lib/useSubmit";

/**
 * /join?token=… from an invitation e-mail. Signed out, it sends the person to sign in or sign
 * up with the invited address and brings them back here; signed in, one click joins.
 */
export default function JoinPage() {
  const { t } = useTranslation("households");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const { accept } = useHouseholdMutations();
  const { saving, error, run } = useSubmit();
  const offer = useInvitation(token, session.viewer !== null);
  const back = { from: `${location.pathname}${location.search}` };

  async function join() {
    const result = await run(() => accept({ token }));
    if (result.ok) navigate("/", { replace: true, state: { joined: true } });
  }

  return (
    <Container size="xs" py="xl">
      <Card withBorder padding="lg" radius="md">
        <Stack>
          <Title order={2}>{t("join.title")}</Title>
          {token === "" ? (
            <Alert color="red">{t("join.missing")}</Alert>
          ) : session.viewer ? (
            <>
              {offer && (
                <Text fw={500} data-testid="join-offer">
                  {t(offer.invitedBy === null ? "join.offerUnnamed" : "join.offer", {
                    household: offer.household,
                    invitedBy: offer.invitedBy,
                    role: t(`roles.${offer.role}`),
                  })}
                </Text>
              )}
              <Text>{t("join.body", { email: session.viewer.email ?? "" })}</Text>
              {offer === null && (
                <Alert color="red" role="alert">
                  {t("join.spent")}
                </Alert>
              )}
              {offer?.forYou === false && (
                <Alert color="yellow" role="alert">
                  {t("join.notYours")}
                </Alert>
              )}
              {error && (
                <Alert color="red" role="alert">
                  {error}
                </Alert>
              )}
              {offer?.forYou && (
                <Group>
                  <Button onClick={() => void join()} loading={saving} data-testid="join-accept">
                    {t("join.accept")}
                  </Button>
                </Group>
              )}
            </>
          ) : (
            <>
              <Text>{t("join.signedOut")}</Text>
              <Group>
                <Button component={Link} to="/login" state={back}>
                  {t("join.signIn")}
                </Button>
                <Button component={Link} to="/signup" state={back} variant="light">
                  {t("join.signUp")}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Card>
    </Container>
  );
}
