import { useKept } from "../../data/device/useKept";
import OfflineBanner from "./OfflineBanner";

/** The offline banner, "as of" when the server last confirmed what this device keeps. */
export default function OfflineStatus({ person }: { person: string | null }) {
  const kept = useKept(person);
  return <OfflineBanner asOf={kept?.syncedAt ?? null} />;
}
