import { createHmac } from "node:crypto";
import type { Locator, Page } from "playwright-core";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.replace(/[\s=]/g, "").toUpperCase()) {
    value = ((value << 5) | BASE32.indexOf(char)) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The authenticator app: the RFC 6238 code (HMAC-SHA1, 30 s, 6 digits) at a time step. */
export function totp(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac("sha1", base32Decode(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, "0");
}

export const currentStep = () => Math.floor(Date.now() / 30_000);

/**
 * A user's authenticator app: hands out a code of a time step not used yet (the server refuses
 * a step twice), using the next step's code when this one is spent (one step of drift is fine).
 */
export class Authenticator {
  private lastStep = -1;
  constructor(readonly secret: string) {}

  nextCode(): string {
    const step = Math.max(currentStep(), this.lastStep + 1);
    this.lastStep = step;
    return totp(this.secret, step);
  }
}

/** Settings → Security and the sign-in code step. */
export class SecurityPage {
  constructor(readonly page: Page) {}

  get section(): Locator {
    return this.page.getByTestId("security-section");
  }

  get dialog(): Locator {
    return this.page.getByRole("dialog");
  }

  /** Turns two-factor on from Settings; returns the app and the recovery codes shown. */
  async turnOn(): Promise<{ app: Authenticator; recoveryCodes: string[] }> {
    await this.section.getByRole("button", { name: "Turn on" }).click();
    const secret = (await this.dialog.getByTestId("totp-secret").textContent())!.trim();
    await this.dialog.getByTestId("totp-qr").locator("svg").waitFor();
    const app = new Authenticator(secret);
    await this.dialog.getByLabel("Verification code").fill(app.nextCode());
    await this.dialog.getByRole("button", { name: "Turn on" }).click();
    const codes = this.dialog.getByTestId("recovery-codes");
    await codes.waitFor();
    const recoveryCodes = (await codes.locator("code").allTextContents()).map((c) => c.trim());
    return { app, recoveryCodes };
  }

  get codeStep(): Locator {
    return this.page.getByRole("heading", { name: "Two-factor authentication" });
  }

  /** The sign-in code step (after the password, a link or Google). */
  async enterSignInCode(code: string) {
    await this.codeStep.waitFor();
    await this.page.getByLabel("Verification code").fill(code);
    await this.page.getByRole("button", { name: "Continue" }).click();
  }

  sessions(): Locator {
    return this.section.getByTestId("session-item");
  }
}
