import { Container, SimpleGrid, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { useSession } from "../../lib/session";
import { GuestHome } from "./GuestHome";
import { NetWorthCard } from "./NetWorthCard";
import { UpcomingBillsCard } from "./UpcomingBillsCard";
import { WelcomeCard } from "./WelcomeCard";

/**
 * Home: a guest sees what the product does; a signed-in user sees their welcome and, once the
 * e-mail is verified, a dashboard: net worth, the advisor's top insights (passed in by the app
 * shell, since features do not import each other) and the bills due in the next 30 days.
 */
export default function HomePage({ insights }: { insights?: ReactNode }) {
  const { viewer } = useSession();
  if (!viewer) return <GuestHome />;
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <WelcomeCard viewer={viewer} />
        {viewer.emailVerified && (
          <>
            <NetWorthCard />
            {insights}
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <UpcomingBillsCard />
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Container>
  );
}
