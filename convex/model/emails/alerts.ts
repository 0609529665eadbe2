/**
 * Security alerts (a sign-in from a new browser, a new password, two-factor changes) in the 8
 * languages: what happened, when, from which browser where known, and what to do if it was
 * not the user. Rendered on the server like the link e-mails (templates.ts).
 */
import type { Language } from "../../shared/domain";
import { composeEmail, type RenderedEmail } from "./layout";

export const ALERT_KINDS = [
  "newSignIn",
  "passwordChanged",
  "twoFactorOn",
  "twoFactorOff",
  "recoveryCodesRenewed",
  "twoFactorLocked",
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

type Catalogue = Record<AlertKind, string> & {
  when: string;
  device: string;
  notYou: string;
  action: string;
};

const MESSAGES: Record<Language, Catalogue> = {
  en: {
    newSignIn: "Someone signed in to your account from a browser it has not seen before.",
    passwordChanged: "Your password was changed.",
    twoFactorOn: "Two-factor authentication was turned on for your account.",
    twoFactorOff: "Two-factor authentication was turned off for your account.",
    recoveryCodesRenewed:
      "New recovery codes were made for your account; the old ones no longer work.",
    twoFactorLocked:
      "Several wrong two-factor codes were entered for your account, so codes from your authenticator app are locked for an hour (recovery codes still work). Whoever typed them knows your password.",
    when: "When: {when}",
    device: "Browser: {device}",
    notYou:
      "If this was you, there is nothing to do. If it was not, change your password now, then sign out of the other sessions under Settings → Security.",
    action: "Open security settings",
  },
  es: {
    newSignIn: "Alguien inició sesión en tu cuenta desde un navegador que no conocíamos.",
    passwordChanged: "Se cambió tu contraseña.",
    twoFactorOn: "Se activó la verificación en dos pasos en tu cuenta.",
    twoFactorOff: "Se desactivó la verificación en dos pasos en tu cuenta.",
    recoveryCodesRenewed:
      "Se crearon códigos de recuperación nuevos; los anteriores ya no funcionan.",
    twoFactorLocked:
      "Se introdujeron varios códigos de verificación en dos pasos incorrectos en tu cuenta, así que los códigos de tu app de autenticación quedan bloqueados durante una hora (los códigos de recuperación siguen funcionando). Quien los escribió conoce tu contraseña.",
    when: "Cuándo: {when}",
    device: "Navegador: {device}",
    notYou:
      "Si fuiste tú, no tienes que hacer nada. Si no, cambia tu contraseña ahora y cierra las otras sesiones en Ajustes → Seguridad.",
    action: "Abrir ajustes de seguridad",
  },
  pt: {
    newSignIn: "Alguém entrou na sua conta a partir de um navegador que não conhecíamos.",
    passwordChanged: "Sua senha foi alterada.",
    twoFactorOn: "A verificação em duas etapas foi ativada na sua conta.",
    twoFactorOff: "A verificação em duas etapas foi desativada na sua conta.",
    recoveryCodesRenewed:
      "Novos códigos de recuperação foram criados; os antigos não funcionam mais.",
    twoFactorLocked:
      "Vários códigos de verificação em duas etapas errados foram digitados na sua conta, por isso os códigos do seu app autenticador ficam bloqueados por uma hora (os códigos de recuperação continuam funcionando). Quem os digitou conhece sua senha.",
    when: "Quando: {when}",
    device: "Navegador: {device}",
    notYou:
      "Se foi você, não precisa fazer nada. Se não foi, altere sua senha agora e encerre as outras sessões em Configurações → Segurança.",
    action: "Abrir configurações de segurança",
  },
  fr: {
    newSignIn: "Quelqu'un s'est connecté à votre compte depuis un navigateur inconnu.",
    passwordChanged: "Votre mot de passe a été modifié.",
    twoFactorOn: "La validation en deux étapes a été activée sur votre compte.",
    twoFactorOff: "La validation en deux étapes a été désactivée sur votre compte.",
    recoveryCodesRenewed:
      "De nouveaux codes de secours ont été créés ; les anciens ne fonctionnent plus.",
    twoFactorLocked:
      "Plusieurs codes de validation en deux étapes erronés ont été saisis pour votre compte : les codes de votre application d'authentification sont bloqués pendant une heure (les codes de secours fonctionnent toujours). La personne qui les a saisis connaît votre mot de passe.",
    when: "Quand : {when}",
    device: "Navigateur : {device}",
    notYou:
      "Si c'était vous, il n'y a rien à faire. Sinon, changez votre mot de passe maintenant, puis déconnectez les autres sessions dans Paramètres → Sécurité.",
    action: "Ouvrir les paramètres de sécurité",
  },
  de: {
    newSignIn:
      "Jemand hat sich mit einem Browser, den wir noch nicht kannten, bei deinem Konto angemeldet.",
    passwordChanged: "Dein Passwort wurde geändert.",
    twoFactorOn: "Die Zwei-Faktor-Anmeldung wurde für dein Konto eingeschaltet.",
    twoFactorOff: "Die Zwei-Faktor-Anmeldung wurde für dein Konto ausgeschaltet.",
    recoveryCodesRenewed:
      "Für dein Konto wurden neue Wiederherstellungscodes erstellt; die alten gelten nicht mehr.",
    twoFactorLocked:
      "Für dein Konto wurden mehrere falsche Zwei-Faktor-Codes eingegeben, deshalb sind Codes aus deiner Authenticator-App für eine Stunde gesperrt (Wiederherstellungscodes funktionieren weiter). Wer sie eingegeben hat, kennt dein Passwort.",
    when: "Wann: {when}",
    device: "Browser: {device}",
    notYou:
      "Wenn du das warst, musst du nichts tun. Wenn nicht, ändere jetzt dein Passwort und melde unter Einstellungen → Sicherheit die anderen Sitzungen ab.",
    action: "Sicherheitseinstellungen öffnen",
  },
  ru: {
    newSignIn: "Кто-то вошёл в ваш аккаунт из браузера, который мы раньше не видели.",
    passwordChanged: "Ваш пароль был изменён.",
    twoFactorOn: "Для вашего аккаунта включена двухфакторная аутентификация.",
    twoFactorOff: "Для вашего аккаунта выключена двухфакторная аутентификация.",
    recoveryCodesRenewed: "Созданы новые резервные коды; старые больше не действуют.",
    twoFactorLocked:
      "Для вашего аккаунта было введено несколько неверных кодов двухфакторной аутентификации, поэтому коды из приложения-аутентификатора заблокированы на час (резервные коды по-прежнему работают). Тот, кто их вводил, знает ваш пароль.",
    when: "Когда: {when}",
    device: "Браузер: {device}",
    notYou:
      "Если это были вы, ничего делать не нужно. Если нет, сейчас же смените пароль и завершите другие сеансы в разделе Настройки → Безопасность.",
    action: "Открыть настройки безопасности",
  },
  zh: {
    newSignIn: "有人从一个新的浏览器登录了您的账户。",
    passwordChanged: "您的密码已更改。",
    twoFactorOn: "您的账户已开启两步验证。",
    twoFactorOff: "您的账户已关闭两步验证。",
    recoveryCodesRenewed: "已为您的账户生成新的恢复码，旧的恢复码已失效。",
    twoFactorLocked:
      "您的账户多次输入了错误的两步验证码，因此来自身份验证器应用的验证码将被锁定一小时（恢复码仍然可用）。输入这些验证码的人知道您的密码。",
    when: "时间：{when}",
    device: "浏览器：{device}",
    notYou:
      "如果是您本人操作，无需处理。如果不是，请立即更改密码，并在“设置 → 安全”中退出其他会话。",
    action: "打开安全设置",
  },
  ja: {
    newSignIn: "これまでに使われたことのないブラウザからアカウントにログインがありました。",
    passwordChanged: "パスワードが変更されました。",
    twoFactorOn: "アカウントの2段階認証がオンになりました。",
    twoFactorOff: "アカウントの2段階認証がオフになりました。",
    recoveryCodesRenewed: "新しいリカバリーコードが作成されました。以前のコードは使えません。",
    twoFactorLocked:
      "アカウントで誤った2段階認証コードが何度も入力されたため、認証アプリのコードは1時間ロックされました（リカバリーコードは引き続き使えます）。入力した人はパスワードを知っています。",
    when: "日時: {when}",
    device: "ブラウザ: {device}",
    notYou:
      "ご本人の操作であれば対応は不要です。心当たりがない場合は、すぐにパスワードを変更し、「設定 → セキュリティ」でほかのセッションからログアウトしてください。",
    action: "セキュリティ設定を開く",
  },
};

export interface AlertFacts {
  at: number;
  /** "Firefox on Windows", when the alert is about a browser. */
  device?: string;
  /** The security settings page, for the button. */
  url: string;
}

export function renderAlert(kind: AlertKind, language: Language, facts: AlertFacts): RenderedEmail {
  const m = MESSAGES[language];
  const date = new Intl.DateTimeFormat(language, {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(new Date(facts.at));
  const when = `${date} UTC`;
  const lines = [
    m[kind],
    m.when.replace("{when}", when),
    ...(facts.device ? [m.device.replace("{device}", facts.device)] : []),
  ];
  return composeEmail(language, {
    subject: m[kind],
    blocks: [lines, [m.notYou]],
    action: { label: m.action, url: facts.url },
  });
}
