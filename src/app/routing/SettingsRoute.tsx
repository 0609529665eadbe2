import { lazy, Suspense } from "react";
import SettingsPage from "../../features/settings/SettingsPage";

// "Try it with sample data" / "Remove sample data", from Home's feature (features do not
// import each other): reachable from Settings once the person has accounts of their own.
const SampleDataSettings = lazy(() => import("../../features/home/SampleDataSettings"));

/** Settings composed with the sample-data section of Home's feature. */
export default function SettingsRoute() {
  return (
    <SettingsPage
      sampleData={
        <Suspense fallback={null}>
          <SampleDataSettings />
        </Suspense>
      }
    />
  );
}
