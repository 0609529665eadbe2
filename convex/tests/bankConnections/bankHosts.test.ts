/**
 * A setup token cannot make the server contact private networks, loopback, link-local or cloud
 * metadata addresses, directly, through DNS or through a redirect; every failed claim answers
 * with one code; only the development demo bank goes without the request budget.
 */
import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import { isPublicAddress } from "../../model/bankConnections/addresses";
import { BankError } from "../../model/bankConnections/provider";
import { simplefin } from "../../model/bankConnections/simplefin";
import {
  fakeBank,
  PUBLIC_ADDRESS,
  TOKEN,
  useBankTime,
  withBank,
} from "../../testing/bankConnections.testkit";
import { expectCode, withEnv } from "../../testing/helpers.testkit";
import "../../testing/setup.testkit";

useBankTime();

const token = (url: string) => btoa(url);

async function refused(promise: Promise<unknown>) {
  await expect(promise).rejects.toBeInstanceOf(BankError);
}

describe("only public https hosts are contacted", () => {
  test.each([
    ["a private network", "https://10.0.0.5/claim"],
    ["cloud metadata", "https://169.254.169.254/latest/meta-data"],
    ["loopback on any port", "https://127.0.0.1:6379/claim"],
    ["IPv6 loopback", "https://[::1]/claim"],
    ["IPv4 inside IPv6", "https://[::ffff:a9fe:a9fe]/claim"],
    ["a unique-local IPv6", "https://[fd00:ec2::254]/claim"],
    ["a name resolving privately", "https://intranet.test/claim"],
    ["a name with one private address among public ones", "https://mixed.test/claim"],
    ["a name that does not resolve", "https://nowhere.test/claim"],
    ["localhost by name", "https://localhost/claim"],
  ])("%s is never contacted", async (_what, url) => {
    const bank = fakeBank([]);
    bank.dns["intranet.test"] = ["192.168.1.20"];
    bank.dns["mixed.test"] = [PUBLIC_ADDRESS, "fd12::1"];
    await refused(simplefin.claim(token(url)));
    expect(bank.contacted).toEqual([]);
  });

  test("a redirect to a private address is refused before it is followed", async () => {
    const bank = fakeBank([]);
    bank.dns["evil.test"] = [PUBLIC_ADDRESS];
    bank.others.set(
      "evil.test",
      () =>
        new Response(null, {
          status: 307,
          headers: { location: "https://169.254.169.254/latest/meta-data/iam" },
        }),
    );
    await refused(simplefin.claim(token("https://evil.test/claim")));
    expect(bank.contacted).toEqual(["evil.test"]);
  });

  test("a redirect to a public host is followed, without the credentials", async () => {
    const bank = fakeBank([]);
    bank.dns["moved.test"] = [PUBLIC_ADDRESS];
    bank.others.set(
      "moved.test",
      () =>
        new Response(null, { status: 308, headers: { location: "https://bridge.test/claim/x" } }),
    );
    await expect(simplefin.claim(token("https://moved.test/claim"))).resolves.toContain(
      "bridge.test",
    );
    expect(bank.contacted).toEqual(["moved.test", "bridge.test"]);
  });

  test("an access URL pointing inside the network is never read", async () => {
    const bank = fakeBank([]);
    bank.dns["evil.test"] = [PUBLIC_ADDRESS];
    bank.others.set("evil.test", () => new Response("https://u:p@10.9.8.7/simplefin"));
    const access = await simplefin.claim(token("https://evil.test/claim"));
    await refused(simplefin.read(access, { start: 0, end: Date.now() }));
    expect(bank.contacted).toEqual(["evil.test"]);
  });

  test("the address rules", () => {
    for (const address of ["8.8.8.8", PUBLIC_ADDRESS, "2606:4700::1111"]) {
      expect(isPublicAddress(address)).toBe(true);
    }
    for (const address of [
      "0.0.0.0",
      "100.100.100.200",
      "172.31.255.255",
      "198.18.0.1",
      "255.255.255.255",
      "::",
      "fe80::1",
      "::127.0.0.1",
      "64:ff9b::a00:1",
      "2002:a00:1::",
      "not an address",
    ]) {
      expect(isPublicAddress(address)).toBe(false);
    }
  });
});

describe("what a failed claim says", () => {
  test("used, unreachable and refused hosts all answer BANK_CLAIM_FAILED", async () => {
    const { as, bank } = await withBank([]);
    bank.dns["down.test"] = [PUBLIC_ADDRESS];
    await as.action(api.bankConnections.connect, { setupToken: TOKEN });
    for (const url of [
      "https://bridge.test/claim/abc",
      "https://down.test/claim",
      "https://10.0.0.5/claim",
    ]) {
      await expectCode(
        as.action(api.bankConnections.connect, { setupToken: token(url) }),
        "BANK_CLAIM_FAILED",
      );
    }
  });

  test("connection attempts have a budget too", async () => {
    const { as } = await withBank([]);
    const attempt = () =>
      as.action(api.bankConnections.connect, { setupToken: token("https://10.0.0.5/claim") });
    for (let i = 0; i < 5; i++) await expectCode(attempt(), "BANK_CLAIM_FAILED");
    await expectCode(attempt(), "RATE_LIMITED");
  });
});

describe("the request budget", () => {
  test("applies to every host but the development demo bank, loopback included", async () => {
    const demo = { SIMPLEFIN_DEMO_SETUP_URL: "http://127.0.0.1:4567/claim" };
    await withEnv(demo, async () => {
      expect(simplefin.isUnlimited("http://u:p@127.0.0.1:4567/simplefin")).toBe(true);
      expect(simplefin.isUnlimited("http://u:p@127.0.0.1:4568/simplefin")).toBe(false);
      expect(simplefin.isUnlimited("https://u:p@127.0.0.1:4567/simplefin")).toBe(false);
      expect(simplefin.isUnlimited("https://u:p@bridge.test/simplefin")).toBe(false);
    });
    expect(simplefin.isUnlimited("http://u:p@127.0.0.1:4567/simplefin")).toBe(false);
  });

  test("plain http to loopback is refused unless it is the demo bank", async () => {
    const { as } = await withBank([]);
    await expectCode(
      as.action(api.bankConnections.connect, { setupToken: token("http://127.0.0.1:6379/") }),
      "BANK_TOKEN_INVALID",
    );
  });
});
