import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, test } from "vitest";
import {
  contentSecurityPolicy,
  headersFile,
  parseHeadersFile,
  securityHeaders,
} from "../../scripts/securityHeaders";

const root = resolve(import.meta.dirname, "../..");

function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split(";").map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe("security headers for the built site", () => {
  test("a cloud deployment: scripts from the site only, connections to that deployment only", () => {
    const csp = directives(contentSecurityPolicy("https://happy-otter-123.convex.cloud"));
    expect(csp["script-src"]).toEqual(["'self'"]);
    expect(csp["connect-src"]).toEqual([
      "'self'",
      "https://happy-otter-123.convex.cloud",
      "wss://happy-otter-123.convex.cloud",
    ]);
    expect(csp["default-src"]).toEqual(["'self'"]);
    expect(csp["style-src"]).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp["img-src"]).toEqual(["'self'", "data:"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    for (const sources of Object.values(csp)) {
      expect(sources).not.toContain("*");
      expect(sources).not.toContain("'unsafe-eval'");
    }
    expect(csp["script-src"]).not.toContain("'unsafe-inline'");
  });

  test("a local backend over plain http gets ws:, with its port", () => {
    const csp = directives(contentSecurityPolicy("http://127.0.0.1:3210/"));
    expect(csp["connect-src"]).toEqual(["'self'", "http://127.0.0.1:3210", "ws://127.0.0.1:3210"]);
  });

  test("the service worker may fetch the site's own files (its precache) and load only from the site", () => {
    const csp = directives(contentSecurityPolicy("https://a.convex.cloud"));
    expect(csp["connect-src"]).toContain("'self'");
    expect(csp["worker-src"]).toEqual(["'self'"]);
  });

  test("the usual headers come with it", () => {
    const headers = securityHeaders("https://a.convex.cloud");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Permissions-Policy"]).toContain("camera=()");
    expect(headers["X-Frame-Options"]).toBe("DENY");
  });

  test("the _headers file for static hosts round-trips to what vite preview serves", () => {
    const headers = securityHeaders("https://a.convex.cloud");
    const file = headersFile(headers);
    expect(file).toMatch(/^\/\*$/m);
    expect(file).toContain(`  Content-Security-Policy: ${headers["Content-Security-Policy"]}\n`);
    expect(parseHeadersFile(file)).toEqual(headers);
  });

  test("no inline scripts in the pages the site serves (script-src allows only 'self')", () => {
    const pages = [
      join(root, "index.html"),
      ...readdirSync(join(root, "public"))
        .filter((f) => f.endsWith(".html"))
        .map((f) => join(root, "public", f)),
    ];
    for (const page of pages) {
      const html = readFileSync(page, "utf8");
      for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag, page).toMatch(/\bsrc=/);
      expect(html, page).not.toMatch(/\son[a-z]+=/);
    }
  });
});
