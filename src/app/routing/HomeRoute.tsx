import { Card, Group, Skeleton } from "@mantine/core";
import { lazy, Suspense } from "react";
import HomePage from "../../features/home/HomePage";

// The advisor's top insights on Home; loaded with their own chunk, after the page itself.
const HomeInsights = lazy(() => import("../../features/advisor/HomeInsights"));
// The cash-flow forecast's lowest point and safe-to-spend, from the advisor's one engine.
const HomeForecast = lazy(() => import("../../features/advisor/HomeForecast"));
// What other members of the household changed lately (shown only in a shared household).
const RecentChangesCard = lazy(() => import("../../features/households/RecentChangesCard"));

/** Heights of the advisor card while it loads: its heading row and its skeleton body. */
const HEADING_HEIGHT = 24;
const BODY_HEIGHT = 72;

/**
 * Keeps the advisor card's place while its code loads, in the same frame and height as the
 * card's own loading state, so the cards below do not jump when it arrives.
 */
function InsightsPlaceholder() {
  return (
    <Card withBorder radius="md" p="md" aria-hidden data-testid="home-insights-placeholder">
      <Group justify="space-between" mb="sm" wrap="nowrap" h={HEADING_HEIGHT}>
        <Skeleton h={16} w={160} />
        <Skeleton h={14} w={80} />
      </Group>
      <Skeleton h={BODY_HEIGHT} radius="md" />
    </Card>
  );
}

/** Home composed with widgets from other features (features do not import each other). */
export default function HomeRoute() {
  return (
    <HomePage
      insights={
        <>
          <Suspense fallback={null}>
            <RecentChangesCard />
          </Suspense>
          <Suspense fallback={<InsightsPlaceholder />}>
            <HomeInsights />
          </Suspense>
          <Suspense fallback={null}>
            <HomeForecast />
          </Suspense>
        </>
      }
    />
  );
}
