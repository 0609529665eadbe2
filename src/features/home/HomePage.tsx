import { Container, SimpleGrid, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { useSampleStatus } from "../../data/sampleData";
import { useSession } from "../../data/session";
import { GuestHome } from "./GuestHome";
import { MonthSpendingCard } from "./MonthSpendingCard";
import { SampleDataCard } from "./SampleDataCard";
import { NetWorthCard } from "./NetWorthCard";
import { UpcomingBillsCard } from "./UpcomingBillsCard";
import { WelcomeCard } from "./WelcomeCard";
import { useWelcomeOnce } from "./useWelcomeOnce";

/**
 * Home: a guest sees what the product does. A signed-in user with a verified e-mail sees money
 * first: net worth and this month's spending against the budget side by side, the advisor's
 * top insights (passed in by the app shell, since features do not import each other) and the
 * bills due in the next 30 days, then, on the first visit after signing in only, a slim
 * welcome with the facts (R21). Before verification, and before the first account, the
 * welcome card leads on every visit (with the way to verify, or followed by "Add an account"
 * and "Try it with sample data").
 */
export default function HomePage({ insights }: { insights?: ReactNode }) {
  const { viewer } = useSession();
  const status = useSampleStatus(viewer !== null);
  const firstVisit = useWelcomeOnce(viewer);
  if (!viewer) return <GuestHome />;
  const welcomeFirst = !viewer.emailVerified || status?.hasAccounts === false;
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        {welcomeFirst && <WelcomeCard viewer={viewer} />}
        {viewer.emailVerified && (
          <>
            <SampleDataCard />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <NetWorthCard />
              <MonthSpendingCard />
            </SimpleGrid>
            {insights}
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <UpcomingBillsCard />
            </SimpleGrid>
            {!welcomeFirst && firstVisit && <WelcomeCard viewer={viewer} compact />}
          </>
        )}
      </Stack>
    </Container>
  );
}
