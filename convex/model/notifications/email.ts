/**
 * The one e-mail a person gets from a sweep: every new item of the kinds they want by e-mail,
 * in their language, in the app's one layout (model/email/layout.ts), with a link to turn each
 * kind's e-mail off without signing in and a link to the preferences.
 */
import type { Language } from "../../shared/domain";
import { composeEmail, type RenderedEmail } from "../email/layout";
import type { NotificationFacts, NotificationKind } from "./fields";

type Catalogue = Record<NotificationKind, string> & {
  subject: string;
  intro: string;
  open: string;
  unsubscribe: string;
  preferences: string;
};

const MESSAGES: Record<Language, Catalogue> = {
  en: {
    subject: "What needs you soon",
    intro: "A few things in your finances need you:",
    bill_due: "{name} of {amount} from {account} is due on {date}.",
    low_balance_ahead: "{account} is forecast to fall to {amount} on {date}, below its floor.",
    budget_exceeded: "The {name} budget is passed by {amount} this month.",
    large_transaction: "An unusually large expense of {amount} on {account} ({date}).",
    bank_attention: "A bank connection needs attention.",
    open: "Open notifications",
    unsubscribe: "Stop e-mails like “{kind}”: {url}",
    preferences: "Notification settings: {url}",
  },
  es: {
    subject: "Lo que te necesita pronto",
    intro: "Hay algunas cosas de tus finanzas que te necesitan:",
    bill_due: "{name} de {amount} desde {account} vence el {date}.",
    low_balance_ahead: "Se prevé que {account} baje a {amount} el {date}, por debajo de su mínimo.",
    budget_exceeded: "El presupuesto de {name} se ha superado en {amount} este mes.",
    large_transaction: "Un gasto inusualmente grande de {amount} en {account} ({date}).",
    bank_attention: "Una conexión bancaria necesita atención.",
    open: "Abrir notificaciones",
    unsubscribe: "Dejar de recibir correos como «{kind}»: {url}",
    preferences: "Ajustes de notificaciones: {url}",
  },
  pt: {
    subject: "O que precisa de você em breve",
    intro: "Algumas coisas das suas finanças precisam de você:",
    bill_due: "{name} de {amount} da conta {account} vence em {date}.",
    low_balance_ahead: "A previsão é que {account} caia para {amount} em {date}, abaixo do mínimo.",
    budget_exceeded: "O orçamento de {name} foi ultrapassado em {amount} este mês.",
    large_transaction: "Uma despesa invulgarmente grande de {amount} em {account} ({date}).",
    bank_attention: "Uma conexão bancária precisa de atenção.",
    open: "Abrir notificações",
    unsubscribe: "Deixar de receber e-mails como “{kind}”: {url}",
    preferences: "Configurações de notificações: {url}",
  },
  fr: {
    subject: "Ce qui vous attend bientôt",
    intro: "Quelques points de vos finances demandent votre attention :",
    bill_due: "{name} de {amount} depuis {account} arrive à échéance le {date}.",
    low_balance_ahead: "{account} devrait descendre à {amount} le {date}, sous son plancher.",
    budget_exceeded: "Le budget {name} est dépassé de {amount} ce mois-ci.",
    large_transaction: "Une dépense inhabituellement élevée de {amount} sur {account} ({date}).",
    bank_attention: "Une connexion bancaire demande votre attention.",
    open: "Ouvrir les notifications",
    unsubscribe: "Ne plus recevoir d’e-mails « {kind} » : {url}",
    preferences: "Réglages des notifications : {url}",
  },
  de: {
    subject: "Was bald ansteht",
    intro: "Einige Dinge in Ihren Finanzen brauchen Sie:",
    bill_due: "{name} über {amount} von {account} ist am {date} fällig.",
    low_balance_ahead:
      "{account} fällt laut Prognose am {date} auf {amount}, unter die Untergrenze.",
    budget_exceeded: "Das Budget {name} ist diesen Monat um {amount} überschritten.",
    large_transaction: "Eine ungewöhnlich hohe Ausgabe von {amount} auf {account} ({date}).",
    bank_attention: "Eine Bankverbindung braucht Aufmerksamkeit.",
    open: "Benachrichtigungen öffnen",
    unsubscribe: "Keine E-Mails mehr zu „{kind}“: {url}",
    preferences: "Benachrichtigungseinstellungen: {url}",
  },
  ru: {
    subject: "Что скоро потребует вашего внимания",
    intro: "Кое-что в ваших финансах требует внимания:",
    bill_due: "{name} на {amount} со счёта {account} — срок {date}.",
    low_balance_ahead: "По прогнозу {account} опустится до {amount} {date}, ниже минимума.",
    budget_exceeded: "Бюджет «{name}» превышен на {amount} в этом месяце.",
    large_transaction: "Необычно крупный расход {amount} по счёту {account} ({date}).",
    bank_attention: "Подключение к банку требует внимания.",
    open: "Открыть уведомления",
    unsubscribe: "Не присылать письма «{kind}»: {url}",
    preferences: "Настройки уведомлений: {url}",
  },
  zh: {
    subject: "即将需要您处理的事项",
    intro: "您的财务中有几件事需要处理：",
    bill_due: "{name}（{amount}，从 {account} 支付）将于 {date} 到期。",
    low_balance_ahead: "预计 {account} 将在 {date} 降至 {amount}，低于下限。",
    budget_exceeded: "本月 {name} 预算已超出 {amount}。",
    large_transaction: "{account} 上有一笔异常大额支出 {amount}（{date}）。",
    bank_attention: "有一个银行连接需要处理。",
    open: "打开通知",
    unsubscribe: "不再接收“{kind}”邮件：{url}",
    preferences: "通知设置：{url}",
  },
  ja: {
    subject: "まもなく対応が必要なこと",
    intro: "家計で対応が必要なことがあります：",
    bill_due: "{account} からの {name}（{amount}）の期日は {date} です。",
    low_balance_ahead: "{account} は {date} に {amount} まで下がり、下限を下回る見込みです。",
    budget_exceeded: "今月の {name} の予算を {amount} 超えました。",
    large_transaction: "{account} で普段より大きな支出 {amount} がありました（{date}）。",
    bank_attention: "銀行連携に対応が必要です。",
    open: "通知を開く",
    unsubscribe: "「{kind}」のメールを停止：{url}",
    preferences: "通知設定：{url}",
  },
};

/** Each kind's short name, for the unsubscribe line. */
const KIND_NAMES: Record<Language, Record<NotificationKind, string>> = {
  en: {
    bill_due: "Bills due",
    low_balance_ahead: "Low balance ahead",
    budget_exceeded: "Budget passed",
    large_transaction: "Large transaction",
    bank_attention: "Bank connection",
  },
  es: {
    bill_due: "Facturas por vencer",
    low_balance_ahead: "Saldo bajo previsto",
    budget_exceeded: "Presupuesto superado",
    large_transaction: "Movimiento grande",
    bank_attention: "Conexión bancaria",
  },
  pt: {
    bill_due: "Contas a vencer",
    low_balance_ahead: "Saldo baixo previsto",
    budget_exceeded: "Orçamento ultrapassado",
    large_transaction: "Transação grande",
    bank_attention: "Conexão bancária",
  },
  fr: {
    bill_due: "Factures à venir",
    low_balance_ahead: "Solde bas prévu",
    budget_exceeded: "Budget dépassé",
    large_transaction: "Grosse opération",
    bank_attention: "Connexion bancaire",
  },
  de: {
    bill_due: "Fällige Rechnungen",
    low_balance_ahead: "Niedriger Kontostand erwartet",
    budget_exceeded: "Budget überschritten",
    large_transaction: "Große Buchung",
    bank_attention: "Bankverbindung",
  },
  ru: {
    bill_due: "Предстоящие платежи",
    low_balance_ahead: "Ожидается низкий остаток",
    budget_exceeded: "Бюджет превышен",
    large_transaction: "Крупная операция",
    bank_attention: "Подключение к банку",
  },
  zh: {
    bill_due: "即将到期的账单",
    low_balance_ahead: "预计余额不足",
    budget_exceeded: "预算超支",
    large_transaction: "大额交易",
    bank_attention: "银行连接",
  },
  ja: {
    bill_due: "期日が近い支払い",
    low_balance_ahead: "残高不足の見込み",
    budget_exceeded: "予算超過",
    large_transaction: "大きな取引",
    bank_attention: "銀行連携",
  },
};

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

function line(m: Catalogue, language: Language, item: DigestItem): string {
  const f = item.facts;
  return m[item.kind]
    .replace("{name}", f.name ?? "")
    .replace("{amount}", money(language, f.amount, f.currency))
    .replace("{account}", f.accountName ?? "")
    .replace("{date}", f.date ?? "")
    .trim();
}

export function renderDigest(
  language: Language,
  items: DigestItem[],
  links: {
    open: string;
    preferences: string;
    unsubscribe: Partial<Record<NotificationKind, string>>;
  },
): RenderedEmail {
  const m = MESSAGES[language];
  const kinds = [...new Set(items.map((i) => i.kind))];
  return composeEmail(language, {
    subject: m.subject,
    blocks: [[m.intro], items.map((item) => `• ${line(m, language, item)}`)],
    action: { label: m.open, url: links.open },
    smallPrint: [
      ...kinds.flatMap((kind) => {
        const url = links.unsubscribe[kind];
        return url
          ? [m.unsubscribe.replace("{kind}", KIND_NAMES[language][kind]).replace("{url}", url)]
          : [];
      }),
      m.preferences.replace("{url}", links.preferences),
    ],
  });
}
