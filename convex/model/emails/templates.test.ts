import { describe, expect, test } from "vitest";
import { BRAND_PRIMARY } from "../../shared/brand";
import { LANGUAGES } from "../../shared/domain";
import { renderEmail } from "./templates";

const URL = "https://app.example/verify?code=1";

describe("auth e-mails", () => {
  test("the link's lifetime uses the language's plural form, never 'hour(s)'", () => {
    expect(renderEmail("signInLink", "en", URL, 24).text).toContain("expires in 24 hours.");
    expect(renderEmail("signInLink", "en", URL, 1).text).toContain("expires in 1 hour.");
    expect(renderEmail("resetPassword", "de", URL, 1).text).toContain("in 1 Stunde ab.");
    expect(renderEmail("resetPassword", "de", URL, 24).text).toContain("in 24 Stunden ab.");
    expect(renderEmail("verifyEmail", "ru", URL, 1).text).toContain("1 час.");
    expect(renderEmail("verifyEmail", "ru", URL, 24).text).toContain("24 часа.");
    expect(renderEmail("verifyEmail", "ru", URL, 48).text).toContain("48 часов.");
    expect(renderEmail("verifyEmail", "fr", URL, 24).text).toContain("24 heures.");
    for (const language of LANGUAGES) {
      for (const hours of [1, 2, 5, 24]) {
        const { text, html } = renderEmail("verifyEmail", language, URL, hours);
        expect(text).not.toMatch(/\(s\)|\(n\)|\(в часах\)/u);
        expect(text).toContain(String(hours));
        expect(html).not.toMatch(/\(s\)|\(n\)/u);
      }
    }
  });

  test("the button has the app's brand colour", () => {
    for (const language of LANGUAGES) {
      const { html } = renderEmail("signInLink", language, URL, 24);
      expect(html).toContain(`background:${BRAND_PRIMARY}`);
    }
  });

  test("German e-mails say du, like the app", () => {
    for (const kind of ["verifyEmail", "signInLink", "resetPassword"] as const) {
      const { subject, text } = renderEmail(kind, "de", URL, 24);
      expect(`${subject}\n${text}`).not.toMatch(/\b(Sie|Ihr|Ihre|Ihnen)\b/u);
    }
  });
});
