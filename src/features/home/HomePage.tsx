import { Container, Stack } from "@mantine/core";
import { useSession } from "../../lib/session";
import { GuestHome } from "./GuestHome";
import { WelcomeCard } from "./WelcomeCard";

/** Home: a guest sees what the product does; a signed-in user sees their welcome. */
export default function HomePage() {
  const { viewer } = useSession();
  if (!viewer) return <GuestHome />;
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <WelcomeCard viewer={viewer} />
      </Stack>
    </Container>
  );
}
