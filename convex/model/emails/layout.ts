/**
 * The one look of every e-mail the app sends (sign-in links, security alerts, household
 * invitations): paragraphs, a button in the brand colour, optional small print, the product's
 * name; and the same words as plain text for mail clients that show no HTML.
 */
import { BRAND_PRIMARY } from "../../shared/brand";
import type { Language } from "../../shared/domain";

export const PRODUCT = "Personal Finance Advisor";

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export interface EmailContent {
  /** Without the product's name, which is added. */
  subject: string;
  /** Groups of lines before the button: a blank line between groups in the text. */
  blocks: string[][];
  action: { label: string; url: string };
  /** Lines in small print after the button. */
  smallPrint?: string[];
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function composeEmail(language: Language, content: EmailContent): RenderedEmail {
  const { blocks, action, smallPrint } = content;
  const text = [
    ...blocks.map((block) => block.join("\n")),
    `${action.label}: ${action.url}`,
    ...(smallPrint ? [smallPrint.join("\n")] : []),
    PRODUCT,
  ].join("\n\n");
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1b1e">`,
    ...blocks.flat().map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:${BRAND_PRIMARY};color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`,
    ...(smallPrint
      ? [`<p style="font-size:13px;color:#555">${smallPrint.map(escapeHtml).join("<br>")}</p>`]
      : []),
    `<p style="font-size:12px;color:#888">${PRODUCT}</p>`,
    "</body></html>",
  ].join("\n");
  return { subject: `${content.subject} · ${PRODUCT}`, text, html };
}
