import { fireEvent, renderHook, screen } from "@testing-library/react";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, test } from "vitest";
import type { CurrencyCode } from "../../convex/shared/currencies";
import { useMoneyInputFormat } from "../lib/moneyInput";
import { createTestI18n, renderWithProviders } from "../test/renderWithProviders";
import { MoneyInput } from "./MoneyInput";

function formatIn(language: string) {
  const i18n = createTestI18n({}, language);
  return renderHook(() => useMoneyInputFormat(), {
    wrapper: ({ children }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>,
  }).result.current;
}

function Harness({ currency }: { currency: CurrencyCode }) {
  const [text, setText] = useState("");
  const { parse } = useMoneyInputFormat();
  const result = text === "" ? null : parse(text, currency);
  return (
    <>
      <MoneyInput
        label="Amount"
        currency={currency}
        value={text}
        onChange={setText}
        error={result && !result.ok ? "bad" : undefined}
      />
      <output data-testid="parsed">{result?.ok ? String(result.value) : ""}</output>
    </>
  );
}

describe("MoneyInput and locale-aware parsing", () => {
  test("R35 German input 1.234,56 is 123456 minor units", () => {
    const { parse } = formatIn("de");
    expect(parse("1.234,56", "EUR")).toEqual({ ok: true, value: 123456 });
    expect(parse("1234,5", "EUR")).toEqual({ ok: true, value: 123450 });
  });

  test("R35 English input 1,234.56 is 123456 minor units", () => {
    const { parse } = formatIn("en");
    expect(parse("1,234.56", "USD")).toEqual({ ok: true, value: 123456 });
    expect(parse("-12.5", "USD")).toEqual({ ok: true, value: -1250 });
  });

  test("R35 rejects letters, misplaced groups and too many decimals", () => {
    const de = formatIn("de");
    const en = formatIn("en");
    expect(de.parse("12,345", "EUR").ok).toBe(false);
    expect(en.parse("1,23.4", "USD").ok).toBe(false);
    expect(en.parse("abc", "USD").ok).toBe(false);
    expect(en.parse("", "USD").ok).toBe(false);
    expect(en.parse("1e5", "USD").ok).toBe(false);
  });

  test("R37 JPY has no minor digits: 1.5 yen is invalid, 1,234 yen is 1234", () => {
    const { parse } = formatIn("en");
    expect(parse("1,234", "JPY")).toEqual({ ok: true, value: 1234 });
    expect(parse("1.5", "JPY").ok).toBe(false);
  });

  test("text written back for editing parses to the same amount", () => {
    for (const language of ["en", "de", "fr", "ru", "ja"]) {
      const { parse, toText } = formatIn(language);
      expect(parse(toText(123456789, "EUR"), "EUR"), language).toEqual({
        ok: true,
        value: 123456789,
      });
      expect(parse(toText(-5, "USD"), "USD"), language).toEqual({ ok: true, value: -5 });
    }
  });

  test("R35 the field shows the currency symbol and a locale example, and reports bad input", () => {
    renderWithProviders(<Harness currency="EUR" />, { i18n: createTestI18n({}, "de") });
    const input = screen.getByLabelText("Amount");
    expect(input.getAttribute("placeholder")).toBe("1.234,56");
    expect(input.getAttribute("inputmode")).toBe("decimal");
    expect(screen.getByText("€")).toBeTruthy();
    fireEvent.change(input, { target: { value: "1.234,56" } });
    expect(screen.getByTestId("parsed").textContent).toBe("123456");
    fireEvent.change(input, { target: { value: "1,2,3" } });
    expect(screen.getByText("bad")).toBeTruthy();
    expect(input.getAttribute("aria-invalid")).toBe("true");
  });
});
