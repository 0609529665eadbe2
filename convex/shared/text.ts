/**
 * Rules for text people type (names, notes), shared by the server and the forms. Text is
 * normalised to Unicode NFC and trimmed, so "é" typed as one or as two code points is the same
 * name. Characters that are invisible or reorder what others see are refused rather than
 * silently dropped, so what is stored is exactly what the user saw in the field:
 * - C0 controls (NUL included), DEL and C1 controls: they break exports, logs and terminals;
 * - bidi embeddings/overrides U+202A–U+202E and isolates U+2066–U+2069: they make an account
 *   named "‮tneR" display as "Rent" (the "Trojan Source" trick);
 * - lone surrogates: not valid Unicode, they cannot round-trip through UTF-8;
 * - zero-width and invisible format characters (zero-width space, word joiner and the other
 *   invisible operators, byte-order mark, left-to-right/right-to-left and Arabic letter marks,
 *   Mongolian vowel separator): "Net\u200bflix" looks like "Netflix" yet is another payee.
 *   The zero-width joiner and non-joiner stay: emoji sequences and several scripts need them.
 * Notes may span lines, so tab, line feed and carriage return are allowed there.
 * Text that arrives in bulk from a file (a bank statement) is cleaned instead: the same
 * characters are removed, so one stray byte does not refuse a whole statement.
 */

export function normalizeText(value: string): string {
  return value.normalize("NFC").trim();
}

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

function isControl(code: number): boolean {
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f);
}

function isBidiControl(code: number): boolean {
  return (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
}

const INVISIBLE = new Set([0x061c, 0x180e, 0x200b, 0x200e, 0x200f, 0xfeff]);

function isInvisible(code: number): boolean {
  return INVISIBLE.has(code) || (code >= 0x2060 && code <= 0x2064);
}

function isLoneSurrogate(code: number): boolean {
  // Iterating a string by code point yields a surrogate only when it is unpaired.
  return code >= 0xd800 && code <= 0xdfff;
}

function isForbidden(char: string, multiline: boolean): boolean {
  const code = char.codePointAt(0) ?? 0;
  const lineBreak = code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN;
  if (multiline && lineBreak) return false;
  return isControl(code) || isBidiControl(code) || isInvisible(code) || isLoneSurrogate(code);
}

/** Whether `value` holds a character names (or, with `multiline`, notes) must not contain. */
export function hasForbiddenChars(value: string, multiline = false): boolean {
  for (const char of value) if (isForbidden(char, multiline)) return true;
  return false;
}

/** `value` without the characters hasForbiddenChars refuses, normalised (normalizeText). */
export function cleanText(value: string, multiline = false): string {
  let kept = "";
  for (const char of value) if (!isForbidden(char, multiline)) kept += char;
  return normalizeText(kept);
}

/**
 * How a text reached the server: typed by the user in a form, or read in bulk from a file or a
 * bank feed. Typed text is refused when it holds a forbidden character; bulk text is cleaned.
 */
export type TextOrigin = "typed" | "file";

/** `value` as stored ("" when empty), or null for typed text with a forbidden character. */
export function storedText(
  value: string | undefined,
  origin: TextOrigin,
  multiline = false,
): string | null {
  if (origin === "file") return cleanText(value ?? "", multiline);
  const text = normalizeText(value ?? "");
  return hasForbiddenChars(text, multiline) ? null : text;
}
