import { describe, expect, test } from "vitest";
import { openSecret, sealSecret } from "../../model/secrets/secretBox";
import { withEnv } from "../../testing/helpers.testkit";
import "../../testing/setup.testkit";

const errorCode = (error: unknown) => (error as { data?: { code?: string } }).data?.code;

describe("secrets at rest", () => {
  test("a sealed secret opens to itself and never holds its plain text", async () => {
    const plain = "https://user:pass@bridge.example/simplefin";
    const sealed = await sealSecret(plain, "bank-access");
    expect(sealed).not.toContain("pass");
    expect(sealed).not.toBe(await sealSecret(plain, "bank-access"));
    expect(await openSecret(sealed, "bank-access")).toBe(plain);
  });

  test("a secret sealed for one purpose, tampered with or under another key does not open", async () => {
    const sealed = await sealSecret("JBSWY3DPEHPK3PXP", "totp-seed");
    await expect(openSecret(sealed, "bank-access")).rejects.toSatisfy(
      (e) => errorCode(e) === "INTERNAL",
    );
    const [v, iv, body] = sealed.split(".");
    const flipped = body[0] === "A" ? "B" + body.slice(1) : "A" + body.slice(1);
    await expect(openSecret([v, iv, flipped].join("."), "totp-seed")).rejects.toSatisfy(
      (e) => errorCode(e) === "INTERNAL",
    );
    await withEnv({ SECRETS_ENCRYPTION_KEY: btoa("another-key-of-exactly-32-bytes!") }, () =>
      expect(openSecret(sealed, "totp-seed")).rejects.toSatisfy((e) => errorCode(e) === "INTERNAL"),
    );
  });

  test("without a key nothing is sealed: SECRETS_KEY_MISSING", async () => {
    await withEnv({ SECRETS_ENCRYPTION_KEY: "" }, () =>
      expect(sealSecret("x", "bank-access")).rejects.toSatisfy(
        (e) => errorCode(e) === "SECRETS_KEY_MISSING",
      ),
    );
  });
});
