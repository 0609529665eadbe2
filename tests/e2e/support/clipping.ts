import type { Page } from "playwright-core";

/**
 * Visible text the layout cuts: a label, button, title, badge or input whose content is wider
 * than its box while its overflow is hidden (an ellipsis or a hard cut). Intentional cuts of
 * long user data (account names, notes) carry data-truncate-ok and are skipped.
 */
export function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const candidates = document.querySelectorAll<HTMLElement>(
      "button, label, h1, h2, h3, h4, [role=tab], .mantine-Badge-label, .mantine-Button-label, .mantine-SegmentedControl-label, .mantine-Stepper-stepLabel, .mantine-Select-input, .mantine-Input-input, .mantine-Title-root, .mantine-Text-root",
    );
    for (const el of candidates) {
      if (el.closest("[data-truncate-ok]")) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const style = getComputedStyle(el);
      const hides =
        style.overflow === "hidden" ||
        style.overflowX === "hidden" ||
        style.textOverflow === "ellipsis";
      if (!hides) continue;
      const input = el as HTMLInputElement;
      const text =
        el.tagName === "INPUT" ? input.value || input.placeholder : (el.textContent ?? "");
      if (text.trim() === "") continue;
      if (el.scrollWidth > el.clientWidth + 1)
        found.push(`${el.tagName.toLowerCase()}: ${text.trim().slice(0, 60)}`);
    }
    return found;
  });
}
