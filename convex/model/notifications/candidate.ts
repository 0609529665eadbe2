/** A notification the sweep or a household change may make, with its exactly-once key. */
import type { NotificationFacts, NotificationKind } from "./fields";

export interface Candidate {
  kind: NotificationKind;
  subjectId: string;
  /** kind:subject:occurrence — made once per person (the by_user_key index guards it). */
  key: string;
  facts: NotificationFacts;
}
