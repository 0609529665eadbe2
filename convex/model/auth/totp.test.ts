/** RFC 4226 / RFC 6238 one-time passwords: the published test vectors, drift and replay. */
import { describe, expect, test } from "vitest";
import {
  base32Decode,
  base32Encode,
  hotp,
  matchingStep,
  newRecoveryCodes,
  normalizeRecoveryCode,
  otpauthUri,
  STEP_SECONDS,
  stepAt,
} from "./totp";

const RFC_SEED = new TextEncoder().encode("12345678901234567890");

describe("TOTP (RFC 6238)", () => {
  test("RFC 4226 appendix D: HOTP values for counters 0 to 9", async () => {
    const expected = ["755224", "287082", "359152", "969429", "338314"];
    expected.push("254676", "287922", "162583", "399871", "520489");
    const got = await Promise.all(expected.map((_, counter) => hotp(RFC_SEED, counter)));
    expect(got).toEqual(expected);
  });

  test("RFC 6238 appendix B: the SHA-1 test vectors (8 digits)", async () => {
    const vectors: [number, string][] = [
      [59, "94287082"],
      [1111111109, "07081804"],
      [1111111111, "14050471"],
      [1234567890, "89005924"],
      [2000000000, "69279037"],
      [20000000000, "65353130"],
    ];
    for (const [seconds, code] of vectors) {
      expect(await hotp(RFC_SEED, stepAt(seconds * 1000), 8)).toBe(code);
    }
  });

  test("base32 follows RFC 4648 and round-trips a seed", () => {
    expect(base32Encode(new TextEncoder().encode("foobar"))).toBe("MZXW6YTBOI");
    expect(new TextDecoder().decode(base32Decode("mzxw 6ytb oi=="))).toBe("foobar");
    const seed = crypto.getRandomValues(new Uint8Array(20));
    expect(base32Decode(base32Encode(seed))).toEqual(seed);
  });

  test("one step of clock drift either way is accepted, two are not", async () => {
    const now = Date.UTC(2024, 5, 15, 12, 0, 10);
    const step = stepAt(now);
    const codeAt = (s: number) => hotp(RFC_SEED, s);
    expect(await matchingStep(RFC_SEED, await codeAt(step), now, undefined)).toBe(step);
    expect(await matchingStep(RFC_SEED, await codeAt(step - 1), now, undefined)).toBe(step - 1);
    expect(await matchingStep(RFC_SEED, await codeAt(step + 1), now, undefined)).toBe(step + 1);
    expect(await matchingStep(RFC_SEED, await codeAt(step - 2), now, undefined)).toBeNull();
    expect(await matchingStep(RFC_SEED, await codeAt(step + 2), now, undefined)).toBeNull();
    // Typed with a space in the middle, as apps show it.
    const spaced = (await codeAt(step)).replace(/^(\d{3})/, "$1 ");
    expect(await matchingStep(RFC_SEED, spaced, now, undefined)).toBe(step);
  });

  test("a code of a step already used (or older) is refused: no replay", async () => {
    const now = Date.UTC(2024, 5, 15, 12, 0, 10);
    const step = stepAt(now);
    const code = await hotp(RFC_SEED, step);
    expect(await matchingStep(RFC_SEED, code, now, step)).toBeNull();
    expect(await matchingStep(RFC_SEED, await hotp(RFC_SEED, step - 1), now, step - 1)).toBeNull();
    // The next step's code still works after this one was used.
    const later = now + STEP_SECONDS * 1000;
    expect(await matchingStep(RFC_SEED, await hotp(RFC_SEED, step + 1), later, step)).toBe(
      step + 1,
    );
  });

  test("the otpauth URI names the issuer and account and carries the secret", () => {
    const text = otpauthUri("Personal Finance Advisor", "a@example.com", "ABCDEF");
    expect(decodeURIComponent(text.split("?")[0]!)).toBe(
      "otpauth://totp/Personal Finance Advisor:a@example.com",
    );
    const uri = new URL(text);
    expect(uri.searchParams.get("secret")).toBe("ABCDEF");
    expect(uri.searchParams.get("period")).toBe("30");
    expect(uri.searchParams.get("digits")).toBe("6");
  });

  test("ten distinct recovery codes, typed in any case or spacing", () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(normalizeRecoveryCode(" ABCDE fghjk ")).toBe(normalizeRecoveryCode("abcde-fghjk"));
  });
});
