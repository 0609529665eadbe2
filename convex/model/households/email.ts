/**
 * The invitation e-mail in the 8 languages (rendered on the server like model/emails/templates).
 * German uses "du".
 *
 * It goes from the app's own sender to any address the inviter types, carrying words the
 * inviter chose (their name, the household's name). So those words go in as plain text only:
 * anything that reads as a link or an address is removed (a mail client would make it one),
 * invisible and reordering characters go, and each is cut to MENTION_MAX characters. The only
 * link in the e-mail is the app's own /join link.
 */
import type { Language } from "../../shared/domain";
import { cleanText } from "../../shared/text";
import { composeEmail, type RenderedEmail } from "../emails/layout";

const MENTION_MAX = 40;

/** URLs with a scheme, "www." hosts, e-mail addresses and bare domains ("evil.example/x"). */
const LINKISH =
  /(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S*|\S+@\S+|\S*[\p{L}\p{N}-]\.[\p{L}]{2,}(?:[/:?#]\S*)?/giu;
/** Zero-width characters (they hide inside words, and split a link to dodge a filter). */
const ZERO_WIDTH = /[\u200b-\u200f\u2060-\u2064\ufeff]/g;

/** `text` as the e-mail may carry it: one line, no links, at most MENTION_MAX characters. */
export function plainMention(text: string): string {
  const words = cleanText(text.replace(ZERO_WIDTH, ""))
    .replace(LINKISH, " ")
    .replace(/\s+/g, " ")
    .trim();
  const chars = Array.from(words);
  return chars.length <= MENTION_MAX
    ? words
    : `${chars
        .slice(0, MENTION_MAX - 1)
        .join("")
        .trimEnd()}…`;
}

interface Texts {
  subject: string;
  intro: string;
  action: string;
  expires: string;
  ignore: string;
}

const MESSAGES: Record<Language, Texts> = {
  en: {
    subject: "You are invited to share a household's books",
    intro: "{inviter} invites you to the household “{household}”.",
    action: "Join the household",
    expires: "The invitation is valid for {days} days and works only once.",
    ignore: "If you do not know who sent this, you can ignore this message.",
  },
  es: {
    subject: "Te invitan a compartir las cuentas de un hogar",
    intro: "{inviter} te invita al hogar «{household}».",
    action: "Unirme al hogar",
    expires: "La invitación es válida durante {days} días y solo funciona una vez.",
    ignore: "Si no sabes quién la envió, puedes ignorar este mensaje.",
  },
  pt: {
    subject: "Você foi convidado a compartilhar as contas de uma casa",
    intro: "{inviter} convida você para a casa “{household}”.",
    action: "Entrar na casa",
    expires: "O convite vale por {days} dias e funciona só uma vez.",
    ignore: "Se você não sabe quem enviou, pode ignorar esta mensagem.",
  },
  fr: {
    subject: "Vous êtes invité à partager les comptes d’un foyer",
    intro: "{inviter} vous invite dans le foyer « {household} ».",
    action: "Rejoindre le foyer",
    expires: "L’invitation est valable {days} jours et ne fonctionne qu’une fois.",
    ignore: "Si vous ne savez pas qui l’a envoyée, vous pouvez ignorer ce message.",
  },
  de: {
    subject: "Du bist eingeladen, die Finanzen eines Haushalts zu teilen",
    intro: "{inviter} lädt dich in den Haushalt „{household}“ ein.",
    action: "Dem Haushalt beitreten",
    expires: "Die Einladung gilt {days} Tage und funktioniert nur einmal.",
    ignore: "Wenn du nicht weißt, wer sie geschickt hat, kannst du diese Nachricht ignorieren.",
  },
  ru: {
    subject: "Вас приглашают вести общий бюджет семьи",
    intro: "{inviter} приглашает вас в семью «{household}».",
    action: "Присоединиться",
    expires: "Приглашение действует {days} дней и срабатывает только один раз.",
    ignore: "Если вы не знаете отправителя, просто проигнорируйте это письмо.",
  },
  zh: {
    subject: "邀请您共享家庭账本",
    intro: "{inviter} 邀请您加入家庭“{household}”。",
    action: "加入家庭",
    expires: "邀请在 {days} 天内有效，且只能使用一次。",
    ignore: "如果您不认识发件人，可以忽略此邮件。",
  },
  ja: {
    subject: "世帯の家計簿への招待",
    intro: "{inviter} さんが世帯「{household}」に招待しています。",
    action: "世帯に参加する",
    expires: "招待は {days} 日間有効で、1回だけ使えます。",
    ignore: "送信者に心当たりがない場合は、このメールを無視してください。",
  },
};

export function renderInvitation(
  language: Language,
  values: { inviter: string; household: string; url: string; days: number },
): RenderedEmail {
  const m = MESSAGES[language];
  // A name that was nothing but a link is left as "?" rather than an empty gap.
  const intro = m.intro
    .replace("{inviter}", () => plainMention(values.inviter) || "?")
    .replace("{household}", () => plainMention(values.household) || "?");
  const expires = m.expires.replace("{days}", String(values.days));
  return composeEmail(language, {
    subject: m.subject,
    blocks: [[intro]],
    action: { label: m.action, url: values.url },
    smallPrint: [expires, m.ignore],
  });
}
