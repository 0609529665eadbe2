/**
 * Typed amounts (a form, in the user's language) and imported amounts (a bank statement, with
 * the column's decimal separator) go through one module: the same text must give the same
 * minor units and the same cap either way.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { CURRENCIES, minorDigits, type CurrencyCode } from "./currencies";
import {
  MAX_AMOUNT,
  parseMoneyInput,
  parseStatementAmount,
  separatorsFor,
  toDecimalString,
  type DecimalSeparator,
} from "./money";

/** The Intl locales of the eight app languages (src/lib/language.ts). */
const LOCALES = ["es-MX", "en-US", "pt-BR", "fr-FR", "de-DE", "ru-RU", "zh-CN", "ja-JP"];

/** `minor` written the way a person of `locale` types it: optional groups, minus sign. */
function typedText(minor: number, currency: CurrencyCode, locale: string, grouped: boolean) {
  const { decimal, group } = separatorsFor(locale);
  const [whole, fraction] = toDecimalString(Math.abs(minor), currency).split(".");
  const groups = grouped ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, group) : whole;
  const sign = minor < 0 ? "-" : "";
  return fraction === undefined ? `${sign}${groups}` : `${sign}${groups}${decimal}${fraction}`;
}

/** Both parsers on one text: the statement parser told the locale's decimal separator. */
function parseBoth(text: string, currency: CurrencyCode, locale: string) {
  const decimal = separatorsFor(locale).decimal as DecimalSeparator;
  return {
    typed: parseMoneyInput(text, currency, locale),
    imported: parseStatementAmount(text, decimal, minorDigits(currency)),
  };
}

const currency = fc.constantFrom(...CURRENCIES);
const locale = fc.constantFrom(...LOCALES);

describe("typed and imported amounts agree", () => {
  test("every amount up to MAX_AMOUNT, written in any app language, reads the same", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -MAX_AMOUNT, max: MAX_AMOUNT }),
        currency,
        locale,
        fc.boolean(),
        (minor, code, loc, grouped) => {
          const { typed, imported } = parseBoth(typedText(minor, code, loc, grouped), code, loc);
          expect(typed).toEqual({ ok: true, value: minor === 0 ? 0 : minor });
          expect(imported).toEqual(typed);
        },
      ),
      { numRuns: 500 },
    );
  });

  test("one cap: beyond MAX_AMOUNT both refuse with AMOUNT_TOO_LARGE", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: MAX_AMOUNT + 1, max: Number.MAX_SAFE_INTEGER }),
        fc.boolean(),
        currency,
        locale,
        (minor, negative, code, loc) => {
          const text = typedText(negative ? -minor : minor, code, loc, false);
          const { typed, imported } = parseBoth(text, code, loc);
          expect(typed).toEqual({ ok: false, code: "AMOUNT_TOO_LARGE" });
          expect(imported).toEqual(typed);
        },
      ),
      { numRuns: 200 },
    );
  });

  test("whatever a form accepts in the language's own separators, a statement reads the same", () => {
    const input = locale.chain((loc) => {
      const { decimal, group } = separatorsFor(loc);
      const chars = fc.constantFrom(...`0123456789-\u2212 ${decimal}${group}`);
      return fc.tuple(fc.constant(loc), fc.array(chars, { maxLength: 14 }));
    });
    fc.assert(
      fc.property(input, currency, ([loc, chars], code) => {
        const text = chars.join("");
        const { typed, imported } = parseBoth(text, code, loc);
        // "." alone is a typed 0 but holds no digit a statement could read.
        if (typed.ok && /\d/.test(text)) expect(imported).toEqual(typed);
      }),
      { numRuns: 2000 },
    );
  });
});
