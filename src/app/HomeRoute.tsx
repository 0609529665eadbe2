import { lazy, Suspense } from "react";
import HomePage from "../features/home/HomePage";

// The advisor's top insights on Home; loaded with their own chunk, after the page itself.
const HomeInsights = lazy(() => import("../features/advisor/HomeInsights"));

/** Home composed with widgets from other features (features do not import each other). */
export default function HomeRoute() {
  return (
    <HomePage
      insights={
        <Suspense fallback={null}>
          <HomeInsights />
        </Suspense>
      }
    />
  );
}
