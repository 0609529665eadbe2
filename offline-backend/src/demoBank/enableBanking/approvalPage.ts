/**
 * The demo bank's "your bank" page: where a real bank would ask for a login and a second
 * factor, the demo shows which accounts the app will see and asks to approve or cancel.
 * Plain HTML with two forms; no script, no outside resources.
 */
import type { DemoAspsp } from "./data.js";

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function approvalPage(aspsp: DemoAspsp, path: string): string {
  const accounts = aspsp.accounts
    .map((a) => `<li>${escape(a.name)} · ${escape(a.iban)} · ${escape(a.currency)}</li>`)
    .join("");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(aspsp.name)} — approve access</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1b1e}
.card{border:1px solid #ced4da;border-radius:8px;padding:1rem 1.25rem}button{font:inherit;padding:.5rem 1rem;border-radius:6px;border:1px solid #228be6;cursor:pointer}
.ok{background:#228be6;color:#fff}.no{background:#fff;color:#228be6}form{display:inline-block;margin-right:.5rem}</style></head>
<body><main class="card"><h1>${escape(aspsp.name)}</h1>
<p>Demo bank (${escape(aspsp.country)}). No real bank is contacted and no password is asked.</p>
<p>Personal Finance Advisor asks to read the balances and transactions of these accounts:</p>
<ul>${accounts}</ul>
<form method="post" action="${escape(path)}/approve"><button class="ok" type="submit" id="approve">Approve access</button></form>
<form method="post" action="${escape(path)}/cancel"><button class="no" type="submit" id="cancel">Cancel</button></form>
</main></body></html>`;
}
