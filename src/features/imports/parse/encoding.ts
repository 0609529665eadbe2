/**
 * Text encodings of bank files. Banks still export Windows-1252 and ISO-8859-1, and Excel saves
 * "Unicode text" as UTF-16, so the encoding is detected from the bytes and shown to the user,
 * who can change it when the guess is wrong.
 */
export const FILE_ENCODINGS = [
  "utf-8",
  "utf-16le",
  "utf-16be",
  "windows-1252",
  "iso-8859-1",
] as const;
export type FileEncoding = (typeof FILE_ENCODINGS)[number];

const SAMPLE = 4096;

function utf16Guess(bytes: Uint8Array): FileEncoding | null {
  const sample = bytes.subarray(0, SAMPLE);
  if (sample.length < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample.length; i++) {
    if (sample[i] === 0) {
      if (i % 2 === 0) evenZeros++;
      else oddZeros++;
    }
  }
  const pairs = sample.length / 2;
  // ASCII text in UTF-16 has a zero in every other byte; which side tells the byte order.
  if (oddZeros > pairs * 0.3 && evenZeros < pairs * 0.05) return "utf-16le";
  if (evenZeros > pairs * 0.3 && oddZeros < pairs * 0.05) return "utf-16be";
  return null;
}

function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

export function detectEncoding(bytes: Uint8Array): FileEncoding {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return "utf-8";
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  const utf16 = utf16Guess(bytes);
  if (utf16) return utf16;
  if (isUtf8(bytes)) return "utf-8";
  // Windows-1252 prints €, „, … in 0x80–0x9F, where ISO-8859-1 has only control codes.
  return bytes.some((b) => b >= 0x80 && b <= 0x9f) ? "windows-1252" : "iso-8859-1";
}

// Windows-1252's printable characters at 0x80–0x9F (undefined slots stay as they are).
const CP1252_HIGH =
  "\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f" +
  "\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178";

/**
 * Bytes → text without a byte-order mark. The single-byte encodings are decoded by hand:
 * TextDecoder maps "iso-8859-1" to Windows-1252 (WHATWG Encoding), and some runtimes decode
 * "windows-1252" as Latin-1, so neither label can be trusted to mean what it says.
 */
export function decodeBytes(bytes: Uint8Array, encoding: FileEncoding): string {
  if (encoding === "iso-8859-1" || encoding === "windows-1252") {
    const high = encoding === "windows-1252";
    const chars: string[] = new Array(bytes.length);
    for (let i = 0; i < bytes.length; i++) {
      const b = bytes[i];
      chars[i] = high && b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80] : String.fromCharCode(b);
    }
    return chars.join("");
  }
  return new TextDecoder(encoding).decode(bytes).replace(/^\uFEFF/, "");
}

/** True when the text is not a text file at all (an image, a zip, a spreadsheet binary). */
export function looksBinary(text: string): boolean {
  const sample = text.slice(0, SAMPLE);
  if (sample.length === 0) return false;
  let control = 0;
  for (const char of sample) {
    const code = char.charCodeAt(0);
    if (code === 0xfffd || (code < 32 && code !== 9 && code !== 10 && code !== 13 && code !== 12)) {
      control++;
    }
  }
  return control / sample.length > 0.02;
}
