import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { inflateSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { BRAND_PRIMARY } from "../../convex/shared/brand";

const root = resolve(import.meta.dirname, "../..");
const publicDir = join(root, "public");

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

const manifest = JSON.parse(readFileSync(join(publicDir, "manifest.webmanifest"), "utf8")) as {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
};
const indexHtml = readFileSync(join(root, "index.html"), "utf8");

/** Width and height from a PNG's IHDR chunk, which always comes first. */
function pngSize(path: string): { width: number; height: number } {
  const bytes = readFileSync(path);
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The top-left pixel of an 8-bit RGB(A) PNG as "#rrggbb" (the first row's filter leaves it raw). */
function firstPixel(path: string): string {
  const bytes = readFileSync(path);
  const colourType = bytes[25];
  const idat: Buffer[] = [];
  for (let at = 8; at < bytes.length;) {
    const length = bytes.readUInt32BE(at);
    if (bytes.toString("latin1", at + 4, at + 8) === "IDAT") {
      idat.push(bytes.subarray(at + 8, at + 8 + length));
    }
    at += length + 12;
  }
  expect(bytes[24], "8 bits per channel").toBe(8);
  expect([2, 6]).toContain(colourType);
  const [r, g, b] = inflateSync(Buffer.concat(idat)).subarray(1, 4);
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * The brand colour at the shade the light theme uses for filled elements: one module
 * (convex/shared/brand.ts) feeds the theme, the e-mails and, through this test, the manifest.
 */
function brandColour(): string {
  const theme = readFileSync(join(root, "src/app/providers/theme.ts"), "utf8");
  expect(theme).toMatch(/const brand: MantineColorsTuple = \[\.\.\.BRAND_SHADES\]/);
  expect(theme).toMatch(/primaryShade: \{ light: BRAND_PRIMARY_SHADE/);
  return BRAND_PRIMARY;
}

describe("web app manifest (installable on a phone's home screen)", () => {
  test("names, start URL, standalone display", () => {
    expect(manifest.name).toBe("Personal Finance Advisor");
    expect(manifest.short_name.length).toBeGreaterThan(0);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.start_url).toBe("/");
    expect(manifest.display).toBe("standalone");
  });

  test("colours follow the Mantine theme", () => {
    expect(brandColour()).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.theme_color.toLowerCase()).toBe(brandColour().toLowerCase());
    // Mantine's light body colour, what the first screen paints.
    expect(manifest.background_color.toLowerCase()).toBe("#ffffff");
  });

  test("icons of 192 and 512 px and a maskable one exist at their declared sizes", () => {
    const declared = manifest.icons.map((icon) => icon.sizes);
    expect(declared).toContain("192x192");
    expect(declared).toContain("512x512");
    expect(manifest.icons.some((icon) => icon.purpose?.split(" ").includes("maskable"))).toBe(true);
    for (const icon of manifest.icons) {
      expect(icon.type).toBe("image/png");
      const file = join(publicDir, icon.src);
      expect(existsSync(file), icon.src).toBe(true);
      const [width, height] = icon.sizes.split("x").map(Number);
      expect(pngSize(file), icon.src).toEqual({ width, height });
    }
  });

  test("the icons and the favicon are drawn in the brand colour", () => {
    const maskable = manifest.icons.find((icon) => icon.purpose === "maskable")!;
    // Full bleed: its corner is the background.
    expect(firstPixel(join(publicDir, maskable.src))).toBe(brandColour().toLowerCase());
    expect(firstPixel(join(publicDir, "icons/apple-touch-icon.png"))).toBe(
      brandColour().toLowerCase(),
    );
    const favicon = readFileSync(join(publicDir, "favicon.svg"), "utf8");
    expect(favicon).toContain(`fill="${brandColour()}"`);
  });

  test("theme colours for light and dark", () => {
    const metas = [
      ...indexHtml.matchAll(/<meta name="theme-color" content="([^"]+)" media="([^"]+)"/g),
    ];
    expect(metas.map((m) => m[2])).toEqual([
      "(prefers-color-scheme: light)",
      "(prefers-color-scheme: dark)",
    ]);
    expect(metas[0][1]).toBe(manifest.theme_color);
    // Mantine's dark body colour, what a dark first screen paints.
    expect(metas[1][1]).toBe("#242424");
  });

  test("index.html links the manifest, the theme colour and an apple-touch-icon", () => {
    expect(indexHtml).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    const themeColor = /<meta name="theme-color" content="([^"]+)"/.exec(indexHtml)?.[1];
    expect(themeColor).toBe(manifest.theme_color);
    const appleIcon = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(indexHtml)?.[1];
    expect(appleIcon).toBeDefined();
    expect(pngSize(join(publicDir, appleIcon!))).toEqual({ width: 180, height: 180 });
  });
});
