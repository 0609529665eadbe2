/**
 * The one e-mail a person gets from a sweep: every new item of the kinds they want by e-mail
 * and, on a Monday they asked for it, the weekly summary; in their language, in the app's one
 * layout (model/emails/layout.ts), with a link to turn each kind's e-mail off without signing
 * in and a link to the preferences.
 */
import type { Language } from "../../shared/domain";
import { composeEmail, type RenderedEmail } from "../emails/layout";
import { KIND_NAMES } from "./emailKindNames";
import { type Catalogue, MESSAGES } from "./emailText";
import type { EmailTopic, NotificationFacts, NotificationKind } from "./fields";
import type { WeeklySummary } from "./weekly";

export interface DigestItem {
  kind: NotificationKind;
  facts: NotificationFacts;
}

function money(language: Language, amount: number | undefined, currency: string | undefined) {
  if (amount === undefined) return "";
  if (currency === undefined) return String(amount / 100);
  try {
    const digits =
      new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions()
        .maximumFractionDigits ?? 2;
    return new Intl.NumberFormat(language, { style: "currency", currency }).format(
      amount / 10 ** digits,
    );
  } catch {
    return `${amount / 100} ${currency}`;
  }
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole).trim();
}

function roleName(m: Catalogue, role: string | undefined): string {
  return role === "owner" || role === "editor" || role === "viewer" ? m.roles[role] : "";
}

function line(m: Catalogue, language: Language, item: DigestItem): string {
  const f = item.facts;
  const text = fill(m[item.kind], {
    name: f.name ?? "",
    amount: money(language, f.amount, f.currency),
    previous: money(language, f.previousAmount, f.currency),
    account: f.accountName ?? "",
    date: f.date ?? "",
    person: f.person ?? "",
    role: roleName(m, f.role),
  });
  return f.short ? `${text} ${fill(m.short, { account: f.accountName ?? "" })}` : text;
}

function weeklyBlocks(m: Catalogue, language: Language, w: WeeklySummary): string[][] {
  const spent = money(language, w.spent, w.currency);
  const first =
    w.budget === null
      ? fill(m.weekly.spent, { amount: spent })
      : fill(m.weekly.spentOfBudget, {
          amount: spent,
          budget: money(language, w.budget, w.currency),
        });
  const bills =
    w.bills.length === 0
      ? [m.weekly.noBills]
      : [
          m.weekly.bills,
          ...w.bills.map(
            (b) =>
              `• ${fill(m.weekly.bill, { date: b.date, name: b.name, amount: money(language, b.amount, b.currency) })}`,
          ),
        ];
  const low =
    w.low === null
      ? []
      : [
          [
            fill(m.weekly.low, {
              amount: money(language, w.low.amount, w.currency),
              date: w.low.date,
            }),
          ],
        ];
  return [[first], bills, ...low];
}

export function renderDigest(
  language: Language,
  content: { items: DigestItem[]; weekly: WeeklySummary | null },
  links: {
    open: string;
    preferences: string;
    unsubscribe: Partial<Record<EmailTopic, string>>;
  },
): RenderedEmail {
  const m = MESSAGES[language];
  const { items, weekly } = content;
  const topics: EmailTopic[] = [
    ...(weekly === null ? [] : (["weekly_summary"] as const)),
    ...new Set(items.map((i) => i.kind)),
  ];
  const news =
    items.length === 0 ? [] : [[m.intro], items.map((item) => `• ${line(m, language, item)}`)];
  return composeEmail(language, {
    subject: weekly === null ? m.subject : m.weekly.subject,
    blocks: [...(weekly === null ? [] : weeklyBlocks(m, language, weekly)), ...news],
    action: { label: m.open, url: links.open },
    smallPrint: [
      ...topics.flatMap((topic) => {
        const url = links.unsubscribe[topic];
        if (!url) return [];
        if (topic === "weekly_summary") return [fill(m.weekly.stop, { url })];
        return [fill(m.unsubscribe, { kind: KIND_NAMES[language][topic], url })];
      }),
      fill(m.preferences, { url: links.preferences }),
    ],
  });
}
