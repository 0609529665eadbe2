import { lazy, Suspense } from "react";
import SettingsPage from "../../features/settings/SettingsPage";

// "Try it with sample data" / "Remove sample data", from Home's feature (features do not
// import each other): reachable from Settings once the person has accounts of their own.
const SampleDataSettings = lazy(() => import("../../features/home/SampleDataSettings"));
const NotificationSettings = lazy(
  () => import("../../features/notifications/NotificationSettings"),
);

/** Settings composed with the sample-data section of Home's feature and notification preferences. */
export default function SettingsRoute() {
  return (
    <SettingsPage
      notifications={
        <Suspense fallback={null}>
          <NotificationSettings />
        </Suspense>
      }
      sampleData={
        <Suspense fallback={null}>
          <SampleDataSettings />
        </Suspense>
      }
    />
  );
}
