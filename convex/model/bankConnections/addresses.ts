/**
 * Which network addresses a bank request may reach: public ones only. Private networks,
 * loopback, link-local (cloud metadata at 169.254.169.254 among them), carrier-grade NAT,
 * multicast and reserved ranges are refused, in IPv4, IPv6 and IPv4 written inside IPv6.
 */

type Range = [base: number, bits: number];

const V4_REFUSED: Range[] = [
  [0x00000000, 8], // 0.0.0.0/8 "this network"
  [0x0a000000, 8], // 10/8 private
  [0x64400000, 10], // 100.64/10 carrier-grade NAT (also Alibaba's metadata address)
  [0x7f000000, 8], // 127/8 loopback
  [0xa9fe0000, 16], // 169.254/16 link-local, cloud metadata
  [0xac100000, 12], // 172.16/12 private
  [0xc0000000, 24], // 192.0.0/24 protocol assignments
  [0xc0a80000, 16], // 192.168/16 private
  [0xc6120000, 15], // 198.18/15 benchmarking
  [0xe0000000, 4], // 224/4 multicast
  [0xf0000000, 4], // 240/4 reserved, broadcast
];

function v4Number(text: string): number | null {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) {
    return null;
  }
  return parts.reduce((n, p) => n * 256 + Number(p), 0);
}

function v4Refused(address: number): boolean {
  return V4_REFUSED.some(([base, bits]) => {
    const size = 2 ** (32 - bits);
    return address >= base && address < base + size;
  });
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 counts as two). */
function v6Groups(text: string): number[] | null {
  let body = text.replace(/^\[|\]$/g, "").toLowerCase();
  const zone = body.indexOf("%");
  if (zone >= 0) body = body.slice(0, zone);
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(body);
  if (dotted !== null) {
    const v4 = v4Number(dotted[1]);
    if (v4 === null) return null;
    body = `${body.slice(0, -dotted[1].length)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const halves = body.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === "" ? [] : part.split(":"));
  const head = parse(halves[0]);
  const tail = halves.length === 2 ? parse(halves[1]) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => parseInt(g, 16));
}

function v6Refused(g: number[]): boolean {
  const embeddedV4 = (g[6] * 0x10000 + g[7]) >>> 0;
  const zeros = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeros(8)) return true; // :: unspecified
  if (zeros(7) && g[7] === 1) return true; // ::1 loopback
  if (zeros(5) && g[5] === 0xffff) return v4Refused(embeddedV4); // ::ffff:a.b.c.d mapped
  if (zeros(6)) return v4Refused(embeddedV4); // ::a.b.c.d compatible (deprecated)
  if (g[0] === 0x64 && g[1] === 0xff9b) return v4Refused(embeddedV4); // 64:ff9b::/96 NAT64
  if (g[0] === 0x2002) return v4Refused((g[1] * 0x10000 + g[2]) >>> 0); // 6to4
  if ((g[0] & 0xfe00) === 0xfc00) return true; // fc00::/7 unique local (AWS fd00:ec2::254)
  if ((g[0] & 0xffc0) === 0xfe80) return true; // fe80::/10 link-local
  if ((g[0] & 0xffc0) === 0xfec0) return true; // fec0::/10 site-local (deprecated)
  if ((g[0] & 0xff00) === 0xff00) return true; // ff00::/8 multicast
  if (g[0] === 0x2001 && g[1] === 0x0db8) return true; // documentation
  return false;
}

/** Whether `text` is an IP address (v4 or v6, brackets allowed). */
export function isIpAddress(text: string): boolean {
  return v4Number(text) !== null || (text.includes(":") && v6Groups(text) !== null);
}

/** True when the address is public; false for refused ranges and for what is no address. */
export function isPublicAddress(text: string): boolean {
  const v4 = v4Number(text);
  if (v4 !== null) return !v4Refused(v4);
  const v6 = text.includes(":") ? v6Groups(text) : null;
  return v6 !== null && !v6Refused(v6);
}
