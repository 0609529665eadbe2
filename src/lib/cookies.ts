/**
 * "Secure storage": a cookie that lives 1 day, SameSite=Strict, and Secure when the
 * page is served over https (a Secure cookie would be dropped on plain http://127.0.0.1).
 */
const ONE_DAY_SECONDS = 24 * 60 * 60;

export function setSecureCookie(name: string, value: string, maxAgeSeconds = ONE_DAY_SECONDS) {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Strict${secure}`;
}

export function getCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split("; ")) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return null;
}
