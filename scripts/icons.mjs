// Draws the app icons in public/icons/ from the favicon's mark, with the local Chromium
// (`node scripts/icons.mjs`); the PNGs are committed, so this runs only when the mark changes.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { launchChromium } from "./chromium.mjs";
import { root } from "./lib.mjs";

// The brand colour (convex/shared/brand.ts: BRAND_PRIMARY), as the manifest's theme colour;
// tests/unit/manifest.test.ts reads it back from the icons.
const BACKGROUND = "#0f7d71";
// The favicon's chart line and dot, on a 32-unit grid.
const MARK = `<path d="M8 22l5-6 4 3 7-9" fill="none" stroke="#fff" stroke-width="2.6"
  stroke-linecap="round" stroke-linejoin="round"/><circle cx="24" cy="10" r="2.2" fill="#fff"/>`;

/** `rounded`: the favicon's rounded square on transparency; otherwise full bleed. */
function svg({ rounded, markScale }) {
  const offset = 16 - 16 * markScale;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="100%" height="100%">
  <rect width="32" height="32" rx="${rounded ? 7 : 0}" fill="${BACKGROUND}"/>
  <g transform="translate(${offset} ${offset}) scale(${markScale})">${MARK}</g></svg>`;
}

const icons = [
  // Any purpose: the favicon as it is.
  { file: "icon-192.png", size: 192, rounded: true, markScale: 1 },
  { file: "icon-512.png", size: 512, rounded: true, markScale: 1 },
  // Maskable: full bleed, the mark inside the central 80 % safe zone (launchers crop the rest).
  { file: "icon-maskable-512.png", size: 512, rounded: false, markScale: 0.75 },
  // iOS rounds the corners itself and shows transparency as black.
  { file: "apple-touch-icon.png", size: 180, rounded: false, markScale: 0.85 },
];

const outDir = join(root, "public/icons");
mkdirSync(outDir, { recursive: true });
const browser = await launchChromium();
for (const icon of icons) {
  const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${svg(icon)}</body></html>`,
  );
  await page.screenshot({ path: join(outDir, icon.file), omitBackground: true });
  await page.close();
  console.log(`public/icons/${icon.file} ${icon.size}×${icon.size}`);
}
await browser.close();
