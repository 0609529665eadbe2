import { screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { LANGUAGES } from "../../convex/shared/domain";
import { INTL_LOCALE } from "../lib/language";
import { createTestI18n, renderWithProviders } from "../test/renderWithProviders";
import { MoneyText } from "./MoneyText";

describe("MoneyText: negative amounts", () => {
  test.each(LANGUAGES)(
    "%s: the minus is the one Intl gives, against the amount, in a narrow sign",
    (language) => {
      renderWithProviders(<MoneyText amount={-132975} currency="USD" data-testid="amount" />, {
        i18n: createTestI18n({}, language),
      });
      const amount = screen.getByTestId("amount");
      const intl = new Intl.NumberFormat(INTL_LOCALE[language], {
        style: "currency",
        currency: "USD",
        currencyDisplay: "symbol",
      }).formatToParts(-1329.75);
      const minus = intl.find((part) => part.type === "minusSign")?.value;
      // The text is Intl's, character for character (apart from the currency sign, which
      // the app may narrow), with nothing put between the minus and what follows it.
      expect(amount.textContent?.startsWith(`${minus}`)).toBe(true);
      expect(amount.textContent).not.toMatch(/^[-\u2212]\s/u);
      expect(amount.textContent).toContain(
        intl.find((part) => part.type === "fraction")?.value ?? "",
      );
      // The sign is set apart so that tabular figures do not widen it into a gap.
      const sign = amount.querySelector(".pfa-sign");
      expect(sign?.textContent).toBe(minus);
    },
  );

  test("positive amounts have no sign element", () => {
    renderWithProviders(<MoneyText amount={132975} currency="USD" data-testid="amount" />, {
      i18n: createTestI18n({}, "de"),
    });
    expect(screen.getByTestId("amount").querySelector(".pfa-sign")).toBeNull();
    expect(screen.getByTestId("amount").textContent).toBe("1.329,75\u00a0$");
  });
});
