// Development aid: screenshots of a running app in Debian's Chromium.
// node scripts/screenshot.mjs <url> <out.png> [width] [dark|light] [lang]
import { launchChromium } from "./chromium.mjs";

const [url, out, width = "1280", scheme = "light", lang = "en"] = process.argv.slice(2);
const browser = await launchChromium();
const context = await browser.newContext({
  viewport: { width: Number(width), height: 900 },
  colorScheme: scheme,
  locale: lang,
});
const page = await context.newPage();
page.on("console", (m) => m.type() === "error" && console.log("console:", m.text()));
page.on("pageerror", (e) => console.log("pageerror:", e.message));
await page.goto(url, { waitUntil: "networkidle" });
await page.waitForTimeout(800);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
