/** deploy/self-hosted: the compose file, its .env.example, the Caddy config and the README. */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { headersFile, securityHeaders, type Headers } from "../../scripts/securityHeaders";
import { parseYaml } from "../support/yaml";

const root = resolve(import.meta.dirname, "../..");
const dir = join(root, "deploy/self-hosted");
const read = (path: string) => readFileSync(join(root, path), "utf8");

interface Service {
  image: string;
  restart?: string;
  command?: string[];
  ports?: string[];
  volumes?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
}
interface Compose {
  services: Record<string, Service>;
  volumes: Record<string, null>;
}

const composeText = read("deploy/self-hosted/docker-compose.yml");
const caddyfile = read("deploy/self-hosted/Caddyfile");
const headersScript = join(dir, "caddy-headers.sh");
let compose: Compose;
let services: Record<string, Service>;

beforeAll(async () => {
  compose = (await parseYaml(composeText)) as unknown as Compose;
  services = compose.services;
});

/** KEY=value lines of a .env file. */
function dotenv(text: string): Record<string, string> {
  return Object.fromEntries(
    [...text.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1], m[2]]),
  );
}
const envExample = dotenv(read("deploy/self-hosted/.env.example"));

/** What the README tells a self-hoster: its "Self-hosting" section and deploy/self-hosted's. */
const instructions = [
  /^## Self-hosting\n[\s\S]*?(?=^## )/m.exec(read("README.md"))?.[0] ?? "",
  read("deploy/self-hosted/README.md"),
].join("\n");

const VARIABLE = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g;

/** Every variable name the code reads: Convex deployment, build, and the key script. */
function knownVariables(): Set<string> {
  const sources = (folder: string) =>
    readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
      .filter((f) => /\.tsx?$/.test(f) && !f.includes(".test.") && !f.startsWith("_generated"))
      .map((f) => read(join(folder, f)))
      .join("\n");
  const convex = sources("convex");
  return new Set([
    ...Object.keys(envExample),
    ...Object.values(services).flatMap((s) => Object.keys(s.environment ?? {})),
    ...[...convex.matchAll(/\benv\("([A-Z0-9_]+)"\)|process\.env\.([A-Z0-9_]+)/g)].map(
      (m) => m[1] ?? m[2],
    ),
    ...[...sources("src").matchAll(/import\.meta\.env\.([A-Z0-9_]+)/g)].map((m) => m[1]),
    ...(read("scripts/selfHostedAuth.ts").match(VARIABLE) ?? []),
  ]);
}

describe("self-hosting: docker-compose.yml", () => {
  test("is YAML with the four services, each image pinned to a version", () => {
    expect(Object.keys(services).sort()).toEqual(["backend", "dashboard", "postgres", "web"]);
    for (const [name, { image }] of Object.entries(services)) {
      const tag = /^[a-z0-9./-]+:([\w.-]+)$/.exec(image)?.[1];
      expect(tag, name).toMatch(/\d/);
      expect(tag, name).not.toMatch(/^(latest|stable|main)$/);
    }
    // Convex releases the backend and the dashboard together, tagged with one commit.
    const convexTag = (service: string) => services[service].image.split(":")[1];
    expect(services.backend.image).toMatch(/^ghcr\.io\/get-convex\/convex-backend:[0-9a-f]{40}$/);
    expect(services.dashboard.image).toMatch(/^ghcr\.io\/get-convex\/convex-dashboard:/);
    expect(convexTag("dashboard")).toBe(convexTag("backend"));
  });

  test("every service restarts on its own, has a health check and waits for what it needs to be healthy", () => {
    for (const [name, service] of Object.entries(services)) {
      expect(service.restart, name).toBe("unless-stopped");
      expect(service.healthcheck?.test[0], name).toBe("CMD");
      for (const need of Object.values(service.depends_on ?? {})) {
        expect(need.condition, name).toBe("service_healthy");
      }
    }
    expect(Object.keys(services.backend.depends_on ?? {})).toEqual(["postgres"]);
    expect(Object.keys(services.web.depends_on ?? {})).toEqual(["backend"]);
  });

  test("only Caddy listens outside this machine; Postgres and the backend only on the containers' network", () => {
    expect(services.postgres.ports).toBeUndefined();
    expect(services.backend.ports).toBeUndefined();
    expect(services.dashboard.ports).toEqual(["127.0.0.1:6791:6791"]);
    const published = (services.web.ports ?? []).map((p) =>
      /^\$\{BIND_ADDRESS:-127\.0\.0\.1\}:(\d+):(\d+)$/.exec(p),
    );
    expect(published.map((m) => m && `${m[1]}:${m[2]}`)).toEqual([
      "80:80",
      "443:443",
      "3210:3210",
      "3211:3211",
    ]);
  });

  test("data lives in named volumes", () => {
    const mounts = (service: string) => services[service].volumes ?? [];
    expect(mounts("postgres")).toContain("postgres:/var/lib/postgresql/data");
    expect(mounts("backend")).toContain("backend:/convex/data");
    expect(mounts("web")).toContain("caddy-data:/data");
    expect(Object.keys(compose.volumes).sort()).toEqual([
      "backend",
      "caddy-config",
      "caddy-data",
      "postgres",
    ]);
  });

  test("the backend keeps its documents in the Postgres database named after its instance", () => {
    const backend = services.backend.environment ?? {};
    const postgres = services.postgres.environment ?? {};
    expect(postgres.POSTGRES_DB).toBe(backend.INSTANCE_NAME.replace(/-/g, "_"));
    // Without a database name: the backend adds its instance's.
    expect(backend.POSTGRES_URL).toBe(
      `postgresql://${postgres.POSTGRES_USER}:\${POSTGRES_PASSWORD}@postgres:5432`,
    );
    expect(postgres.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?/);
    expect(backend.INSTANCE_SECRET).toMatch(/^\$\{INSTANCE_SECRET:\?/);
  });

  test(".env.example lists every variable the compose file uses, with no secret filled in", () => {
    const used = new Set([...composeText.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]));
    expect([...used].sort()).toEqual(Object.keys(envExample).sort());
    expect(envExample.POSTGRES_PASSWORD).toBe("");
    expect(envExample.INSTANCE_SECRET).toBe("");
    expect(envExample.PUBLIC_URL).toMatch(/^https:\/\/[^/:]+$/);
  });
});

describe("self-hosting: the instructions", () => {
  test("name only variables the setup, the functions, the build or the key script know", () => {
    const named = new Set(instructions.match(VARIABLE));
    expect([...named]).toEqual(
      expect.arrayContaining(["PUBLIC_URL", "VITE_CONVEX_URL", "CONVEX_SELF_HOSTED_ADMIN_KEY"]),
    );
    const known = knownVariables();
    expect([...named].filter((name) => !known.has(name))).toEqual([]);
  });

  test("explain every variable .env must have, and the steps from an empty server to a backup", () => {
    for (const required of composeText.matchAll(/\$\{([A-Z0-9_]+):\?/g)) {
      expect(instructions).toContain(`\`${required[1]}\``);
    }
    for (const step of [
      "cp deploy/self-hosted/.env.example deploy/self-hosted/.env",
      "docker compose up -d",
      "docker compose exec -T backend ./generate_admin_key.sh",
      "npx convex deploy",
      "npx tsx scripts/selfHostedAuth.ts",
      "npx convex run internal/emails:latestFor",
      "docker compose exec -T postgres pg_dump",
      "pg_restore",
      "Settings → Your data",
    ]) {
      expect(instructions).toContain(step);
    }
  });

  test("the build, the CLI, the backend and Caddy agree on where the Convex API and HTTP routes are", () => {
    const backend = services.backend.environment ?? {};
    expect(backend.CONVEX_CLOUD_ORIGIN).toMatch(/^\$\{PUBLIC_URL:\?[^}]*\}:3210$/);
    expect(backend.CONVEX_SITE_ORIGIN).toBe("${PUBLIC_URL}:3211");
    expect(services.dashboard.environment?.NEXT_PUBLIC_DEPLOYMENT_URL).toBe("${PUBLIC_URL}:3210");
    expect(instructions).toContain('VITE_CONVEX_URL="$PUBLIC_URL:3210" npm run build');
    expect(instructions).toContain('CONVEX_SELF_HOSTED_URL="$PUBLIC_URL:3210"');
    expect(caddyfile).toMatch(/^\{\$PUBLIC_URL\}:3210 \{\n\treverse_proxy backend:3210\n\}/m);
    expect(caddyfile).toMatch(/^\{\$PUBLIC_URL\}:3211 \{\n\treverse_proxy backend:3211\n\}/m);
  });
});

/** Runs caddy-headers.sh as the web container does, on a `_headers` file; returns its output. */
function caddyHeaders(headersText: string | null) {
  const work = mkdtempSync(join(tmpdir(), "caddy-headers-"));
  const input = join(work, "_headers");
  if (headersText !== null) writeFileSync(input, headersText);
  const result = spawnSync("sh", [headersScript, input, join(work, "out")], { encoding: "utf8" });
  const output = result.status === 0 ? readFileSync(join(work, "out"), "utf8") : "";
  return { ...result, output };
}

/** Caddy `header Name "value"` lines back into headers. */
function parseCaddyHeaders(text: string): Headers {
  const lines = text.trimEnd().split("\n");
  return Object.fromEntries(
    lines.map((line) => {
      const match = /^header ([A-Za-z-]+) "((?:[^"\\]|\\.)*)"$/.exec(line);
      expect(match, line).not.toBeNull();
      return [match![1], match![2].replace(/\\"/g, '"')];
    }),
  );
}

describe("self-hosting: Caddy serves the app", () => {
  test.each(["https://money.example.com:3210", "http://localhost:3210"])(
    "with exactly the security headers the build computed for %s",
    (convexUrl) => {
      const headers = securityHeaders(convexUrl);
      const { status, stderr, output } = caddyHeaders(headersFile(headers));
      expect(stderr).toBe("");
      expect(status).toBe(0);
      expect(parseCaddyHeaders(output)).toEqual(headers);
      expect(output).toContain(
        `connect-src 'self' ${convexUrl} ${convexUrl.replace(/^http/, "ws")};`,
      );
    },
  );

  test("a header value with quotes stays one Caddy argument; other paths' blocks are left out", () => {
    const text = `/*\n  X-Test: say "hi"\n/assets/*\n  Cache-Control: immutable\n`;
    expect(parseCaddyHeaders(caddyHeaders(text).output)).toEqual({ "X-Test": 'say "hi"' });
  });

  test("without a build the web container stops and says why", () => {
    const { status, stderr } = caddyHeaders(null);
    expect(status).toBe(1);
    expect(stderr).toMatch(/build the app first/);
  });

  test("from dist/, importing those headers, with index.html for the app's routes", () => {
    const script = readFileSync(headersScript, "utf8");
    const defaults = /in="\$\{1:-([^}]+)\}"\nout="\$\{2:-([^}]+)\}"/.exec(script);
    expect(defaults?.slice(1)).toEqual(["/srv/_headers", "/etc/caddy/headers.caddy"]);
    const web = services.web;
    expect(web.volumes).toEqual(
      expect.arrayContaining([
        "./Caddyfile:/etc/caddy/Caddyfile:ro",
        "./caddy-headers.sh:/etc/caddy/headers.sh:ro",
        "../../dist:/srv:ro",
      ]),
    );
    expect(resolve(dir, "../../dist")).toBe(join(root, "dist"));
    expect(web.command?.join(" ")).toMatch(/^sh -c sh \/etc\/caddy\/headers\.sh && exec caddy run/);
    const app = /^\{\$PUBLIC_URL\} \{\n([\s\S]*?)\n\}/m.exec(caddyfile)?.[1] ?? "";
    for (const line of [
      "root * /srv",
      "import /etc/caddy/headers.caddy",
      "respond /_headers 404",
      "try_files {path} /index.html",
      "file_server",
    ]) {
      expect(app.split("\n").map((l) => l.trim())).toContain(line);
    }
  });
});
