import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
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

  test("index.html links the manifest, the theme colour and an apple-touch-icon", () => {
    expect(indexHtml).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    const themeColor = /<meta name="theme-color" content="([^"]+)"/.exec(indexHtml)?.[1];
    expect(themeColor).toBe(manifest.theme_color);
    const appleIcon = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(indexHtml)?.[1];
    expect(appleIcon).toBeDefined();
    expect(pngSize(join(publicDir, appleIcon!))).toEqual({ width: 180, height: 180 });
  });
});
