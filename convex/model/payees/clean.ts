/**
 * The one payee cleaner, for every way a payee arrives: typed with an entry, a bulk edit, a
 * rule or a rename, and read from a statement or a bank feed (shared/text.ts storedText).
 */
import { PAYEE_MAX_LENGTH } from "../../shared/importing";
import { storedText, type TextOrigin } from "../../shared/text";
import { fail } from "../errors";

/** A payee as stored: NFC, trimmed, absent when empty; INVALID_NAME / NAME_TOO_LONG. */
export function cleanPayee(
  payee: string | undefined,
  field = "payee",
  origin: TextOrigin = "typed",
): string | undefined {
  const name = storedText(payee, origin);
  if (name === null) fail("INVALID_NAME", field);
  if (name === "") return undefined;
  if (name.length > PAYEE_MAX_LENGTH) fail("NAME_TOO_LONG", field);
  return name;
}
