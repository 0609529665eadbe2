import OutboxSync from "./OutboxSync";
import SnapshotWriter from "./SnapshotWriter";

/** A signed-in person's device work: keep what they see for offline, send their outbox. */
export default function SignedInDevice({ person, online }: { person: string; online: boolean }) {
  return (
    <>
      <OutboxSync person={person} />
      {online && <SnapshotWriter person={person} />}
    </>
  );
}
