import { createLocalJWKSet, importPKCS8, jwtVerify, SignJWT } from "jose";
import { describe, expect, test } from "vitest";
import {
  generateAuthKeys,
  parseArgs,
  setUpAuth,
  type Command,
  type Io,
} from "../../scripts/selfHostedAuth";

const SELF_HOSTED = {
  CONVEX_SELF_HOSTED_URL: "https://money.example.com:3210",
  CONVEX_SELF_HOSTED_ADMIN_KEY: "personal-finance|0123abcd",
};

/** Records what the script runs and prints; `jwks` is what `npx convex env get JWKS` answers. */
function fakeIo(env: Io["env"], jwks = "") {
  const ran: Command[] = [];
  const printed: string[] = [];
  const io: Io = {
    run: (command) => {
      ran.push(command);
      return { status: 0, stdout: command.args.includes("get") ? `${jwks}\n` : "" };
    },
    log: (line) => printed.push(line),
    env,
  };
  return { io, ran, printed };
}

/** The first line of the key's base64 body (after "-----BEGIN PRIVATE KEY-----"). */
function keyBody(oneLineKey: string): string {
  return oneLineKey.split(" ")[3];
}

describe("Convex Auth keys for a self-hosted backend", () => {
  test("the keys parse as Convex Auth reads them, and the JWKS verifies a token the key signs", async () => {
    const keys = await generateAuthKeys();
    expect(keys.JWT_PRIVATE_KEY).not.toContain("\n");
    expect(keys.JWT_PRIVATE_KEY).toMatch(
      /^-----BEGIN PRIVATE KEY----- \S.* -----END PRIVATE KEY-----$/,
    );
    // Convex Auth signs with importPKCS8(process.env.JWT_PRIVATE_KEY, "RS256") as set.
    const privateKey = await importPKCS8(keys.JWT_PRIVATE_KEY, "RS256");
    const token = await new SignJWT({ sub: "user|session" })
      .setProtectedHeader({ alg: "RS256" })
      .setIssuer("https://money.example.com:3211")
      .setAudience("convex")
      .setExpirationTime("1h")
      .sign(privateKey);
    const jwks = JSON.parse(keys.JWKS) as { keys: Record<string, string>[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ use: "sig", alg: "RS256", kty: "RSA" });
    expect(jwks.keys[0]).not.toHaveProperty("d");
    const { payload } = await jwtVerify(token, createLocalJWKSet(jwks as never), {
      issuer: "https://money.example.com:3211",
      audience: "convex",
    });
    expect(payload.sub).toBe("user|session");
  });

  test("each run makes a new key pair", async () => {
    const [a, b] = await Promise.all([generateAuthKeys(), generateAuthKeys()]);
    expect(a.JWT_PRIVATE_KEY).not.toBe(b.JWT_PRIVATE_KEY);
  });

  test("sets JWT_PRIVATE_KEY, JWKS and SITE_URL with `npx convex env set`, values on stdin, printing no secret", async () => {
    const { io, ran, printed } = fakeIo(SELF_HOSTED);
    const code = await setUpAuth(parseArgs(["--site-url", "https://money.example.com/"]), io);
    expect(code).toBe(0);
    expect(ran.map((c) => c.args)).toEqual([
      ["npx", "convex", "env", "get", "JWKS"],
      ["npx", "convex", "env", "set", "JWT_PRIVATE_KEY"],
      ["npx", "convex", "env", "set", "JWKS"],
      ["npx", "convex", "env", "set", "SITE_URL"],
    ]);
    const [, privateKey, jwks, siteUrl] = ran.map((c) => c.input);
    await importPKCS8(privateKey!, "RS256");
    expect(JSON.parse(jwks!).keys[0].kty).toBe("RSA");
    expect(siteUrl).toBe("https://money.example.com");
    // No secret on a command line either: they show in the process list.
    for (const command of ran)
      expect(command.args.join(" ")).not.toMatch(/PRIVATE KEY-----|"keys"/);
    const output = printed.join("\n");
    expect(output).toContain("SITE_URL=https://money.example.com");
    expect(output).not.toContain(keyBody(privateKey!));
    expect(output).not.toContain(JSON.parse(jwks!).keys[0].n);
    expect(output).not.toContain(SELF_HOSTED.CONVEX_SELF_HOSTED_ADMIN_KEY);
  });

  test("--print prints the commands with the values and runs nothing", async () => {
    const { io, ran, printed } = fakeIo({});
    const code = await setUpAuth(parseArgs(["--print", "--site-url=http://localhost"]), io);
    expect(code).toBe(0);
    expect(ran).toEqual([]);
    expect(printed).toHaveLength(3);
    const [privateKeyLine, jwksLine, siteUrlLine] = printed;
    expect(privateKeyLine).toMatch(
      /^printf '%s' '-----BEGIN PRIVATE KEY----- \S.* -----END PRIVATE KEY-----' \| npx convex env set JWT_PRIVATE_KEY$/,
    );
    const jwks = /^printf '%s' '(.*)' \| npx convex env set JWKS$/.exec(jwksLine)?.[1];
    expect(JSON.parse(jwks!).keys[0].alg).toBe("RS256");
    expect(siteUrlLine).toBe("printf '%s' 'http://localhost' | npx convex env set SITE_URL");
  });

  test("keeps keys a backend already has unless --force (new keys sign everyone out)", async () => {
    const kept = fakeIo(SELF_HOSTED, '{"keys":[]}');
    expect(await setUpAuth(parseArgs(["--site-url", "https://money.example.com"]), kept.io)).toBe(
      1,
    );
    expect(kept.ran.map((c) => c.args[3])).toEqual(["get"]);
    expect(kept.printed.join("\n")).toContain("--force");

    const replaced = fakeIo(SELF_HOSTED, '{"keys":[]}');
    const args = ["--force", "--site-url", "https://money.example.com"];
    expect(await setUpAuth(parseArgs(args), replaced.io)).toBe(0);
    expect(replaced.ran.map((c) => c.args.slice(3).join(" "))).toEqual([
      "set JWT_PRIVATE_KEY",
      "set JWKS",
      "set SITE_URL",
    ]);
  });

  test("refuses without the backend's URL and admin key, or with a site URL that is not an origin", async () => {
    const missing = fakeIo({ CONVEX_SELF_HOSTED_URL: SELF_HOSTED.CONVEX_SELF_HOSTED_URL });
    expect(await setUpAuth(parseArgs(["--site-url", "https://a.example"]), missing.io)).toBe(1);
    expect(missing.ran).toEqual([]);
    expect(missing.printed.join("\n")).toContain("CONVEX_SELF_HOSTED_ADMIN_KEY");

    const { io } = fakeIo(SELF_HOSTED);
    for (const bad of ["", "money.example.com", "https://a.example/app", "ftp://a.example"]) {
      await expect(setUpAuth(parseArgs(["--site-url", bad]), io)).rejects.toThrow(/--site-url/);
    }
    expect(() => parseArgs(["--prod"])).toThrow(/Unknown argument/);
  });
});
