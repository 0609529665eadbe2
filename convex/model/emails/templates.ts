/**
 * The auth e-mails (verify address, sign-in link, password reset) in the 8 languages. They are
 * rendered on the server, so their texts live here rather than in the client's i18next files.
 * Every message has a plain-text and an HTML body; the HTML escapes everything it inserts.
 */
import { LANGUAGES, type Language } from "../../shared/domain";
import { composeEmail, type RenderedEmail } from "./layout";

export type EmailKind = "verifyEmail" | "signInLink" | "resetPassword";

interface Texts {
  subject: string;
  intro: string;
  action: string;
  ignore: string;
}

/**
 * "The link expires in {hours} hours" in each plural form the language has (Intl.PluralRules
 * picks one; "other" is always there), never "hour(s)".
 */
type Expires = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

type Catalogue = Record<EmailKind, Texts> & { expires: Expires };

const MESSAGES: Record<Language, Catalogue> = {
  en: {
    verifyEmail: {
      subject: "Verify your e-mail address",
      intro: "Please confirm that this is your e-mail address.",
      action: "Verify e-mail",
      ignore: "If you did not create an account, you can ignore this message.",
    },
    signInLink: {
      subject: "Your sign-in link",
      intro: "Use this link to sign in. It works only once.",
      action: "Sign in",
      ignore: "If you did not ask to sign in, you can ignore this message.",
    },
    resetPassword: {
      subject: "Reset your password",
      intro: "Use this link to choose a new password. It works only once.",
      action: "Reset password",
      ignore: "If you did not ask for a new password, you can ignore this message.",
    },
    expires: {
      one: "The link expires in {hours} hour.",
      other: "The link expires in {hours} hours.",
    },
  },
  es: {
    verifyEmail: {
      subject: "Verifica tu correo electrónico",
      intro: "Confirma que esta es tu dirección de correo electrónico.",
      action: "Verificar correo",
      ignore: "Si no creaste una cuenta, puedes ignorar este mensaje.",
    },
    signInLink: {
      subject: "Tu enlace para iniciar sesión",
      intro: "Usa este enlace para iniciar sesión. Solo funciona una vez.",
      action: "Iniciar sesión",
      ignore: "Si no pediste iniciar sesión, puedes ignorar este mensaje.",
    },
    resetPassword: {
      subject: "Restablece tu contraseña",
      intro: "Usa este enlace para elegir una contraseña nueva. Solo funciona una vez.",
      action: "Restablecer contraseña",
      ignore: "Si no pediste una contraseña nueva, puedes ignorar este mensaje.",
    },
    expires: {
      one: "El enlace caduca en {hours} hora.",
      other: "El enlace caduca en {hours} horas.",
    },
  },
  pt: {
    verifyEmail: {
      subject: "Confirme seu e-mail",
      intro: "Confirme que este é o seu endereço de e-mail.",
      action: "Confirmar e-mail",
      ignore: "Se você não criou uma conta, pode ignorar esta mensagem.",
    },
    signInLink: {
      subject: "Seu link de acesso",
      intro: "Use este link para entrar. Ele funciona apenas uma vez.",
      action: "Entrar",
      ignore: "Se você não pediu para entrar, pode ignorar esta mensagem.",
    },
    resetPassword: {
      subject: "Redefina sua senha",
      intro: "Use este link para escolher uma nova senha. Ele funciona apenas uma vez.",
      action: "Redefinir senha",
      ignore: "Se você não pediu uma nova senha, pode ignorar esta mensagem.",
    },
    expires: { one: "O link expira em {hours} hora.", other: "O link expira em {hours} horas." },
  },
  fr: {
    verifyEmail: {
      subject: "Vérifiez votre adresse e-mail",
      intro: "Veuillez confirmer qu'il s'agit bien de votre adresse e-mail.",
      action: "Vérifier l'adresse",
      ignore: "Si vous n'avez pas créé de compte, ignorez ce message.",
    },
    signInLink: {
      subject: "Votre lien de connexion",
      intro: "Utilisez ce lien pour vous connecter. Il ne fonctionne qu'une fois.",
      action: "Se connecter",
      ignore: "Si vous n'avez pas demandé à vous connecter, ignorez ce message.",
    },
    resetPassword: {
      subject: "Réinitialisez votre mot de passe",
      intro: "Utilisez ce lien pour choisir un nouveau mot de passe. Il ne fonctionne qu'une fois.",
      action: "Réinitialiser le mot de passe",
      ignore: "Si vous n'avez pas demandé de nouveau mot de passe, ignorez ce message.",
    },
    expires: {
      one: "Le lien expire dans {hours} heure.",
      other: "Le lien expire dans {hours} heures.",
    },
  },
  de: {
    verifyEmail: {
      subject: "Bestätige deine E-Mail-Adresse",
      intro: "Bitte bestätige, dass dies deine E-Mail-Adresse ist.",
      action: "E-Mail bestätigen",
      ignore: "Wenn du kein Konto erstellt hast, kannst du diese Nachricht ignorieren.",
    },
    signInLink: {
      subject: "Dein Anmeldelink",
      intro: "Mit diesem Link meldest du dich an. Er funktioniert nur einmal.",
      action: "Anmelden",
      ignore: "Wenn du keine Anmeldung angefordert hast, kannst du diese Nachricht ignorieren.",
    },
    resetPassword: {
      subject: "Passwort zurücksetzen",
      intro: "Mit diesem Link wählst du ein neues Passwort. Er funktioniert nur einmal.",
      action: "Passwort zurücksetzen",
      ignore: "Wenn du kein neues Passwort angefordert hast, kannst du diese Nachricht ignorieren.",
    },
    expires: {
      one: "Der Link läuft in {hours} Stunde ab.",
      other: "Der Link läuft in {hours} Stunden ab.",
    },
  },
  ru: {
    verifyEmail: {
      subject: "Подтвердите адрес электронной почты",
      intro: "Подтвердите, что это ваш адрес электронной почты.",
      action: "Подтвердить адрес",
      ignore: "Если вы не создавали аккаунт, просто проигнорируйте это письмо.",
    },
    signInLink: {
      subject: "Ваша ссылка для входа",
      intro: "Войдите по этой ссылке. Она действует только один раз.",
      action: "Войти",
      ignore: "Если вы не запрашивали вход, просто проигнорируйте это письмо.",
    },
    resetPassword: {
      subject: "Сброс пароля",
      intro: "По этой ссылке можно задать новый пароль. Она действует только один раз.",
      action: "Сбросить пароль",
      ignore: "Если вы не запрашивали новый пароль, просто проигнорируйте это письмо.",
    },
    expires: {
      one: "Ссылка действует {hours} час.",
      few: "Ссылка действует {hours} часа.",
      many: "Ссылка действует {hours} часов.",
      other: "Ссылка действует {hours} часа.",
    },
  },
  zh: {
    verifyEmail: {
      subject: "验证您的电子邮箱",
      intro: "请确认这是您的电子邮箱地址。",
      action: "验证邮箱",
      ignore: "如果您没有创建账户，请忽略此邮件。",
    },
    signInLink: {
      subject: "您的登录链接",
      intro: "请使用此链接登录。该链接只能使用一次。",
      action: "登录",
      ignore: "如果您没有请求登录，请忽略此邮件。",
    },
    resetPassword: {
      subject: "重置您的密码",
      intro: "请使用此链接设置新密码。该链接只能使用一次。",
      action: "重置密码",
      ignore: "如果您没有请求新密码，请忽略此邮件。",
    },
    expires: { other: "链接将在 {hours} 小时后失效。" },
  },
  ja: {
    verifyEmail: {
      subject: "メールアドレスの確認",
      intro: "このメールアドレスがご本人のものであることを確認してください。",
      action: "メールアドレスを確認",
      ignore: "アカウントを作成していない場合は、このメールを無視してください。",
    },
    signInLink: {
      subject: "ログイン用リンク",
      intro: "このリンクからログインしてください。リンクは1回だけ使えます。",
      action: "ログイン",
      ignore: "ログインをリクエストしていない場合は、このメールを無視してください。",
    },
    resetPassword: {
      subject: "パスワードの再設定",
      intro: "このリンクから新しいパスワードを設定してください。リンクは1回だけ使えます。",
      action: "パスワードを再設定",
      ignore: "パスワードの再設定をリクエストしていない場合は、このメールを無視してください。",
    },
    expires: { other: "リンクの有効期限は {hours} 時間です。" },
  },
};

/** A supported language from anything the client sent, else English (the fallback text). */
export function emailLanguage(value: unknown): Language {
  return (LANGUAGES as readonly unknown[]).includes(value) ? (value as Language) : "en";
}

export function renderEmail(
  kind: EmailKind,
  language: Language,
  url: string,
  validHours: number,
): RenderedEmail {
  const catalogue = MESSAGES[language];
  const m = catalogue[kind];
  const form = new Intl.PluralRules(language).select(validHours);
  const expires = (catalogue.expires[form] ?? catalogue.expires.other).replace(
    "{hours}",
    String(validHours),
  );
  return composeEmail(language, {
    subject: m.subject,
    blocks: [[m.intro]],
    action: { label: m.action, url },
    smallPrint: [expires, m.ignore],
  });
}
