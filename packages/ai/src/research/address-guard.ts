import { BlockList, isIP } from "node:net";

/**
 * Addresses a server-side fetch must never reach: this host, private networks, link-local (including the
 * 169.254.169.254 cloud metadata endpoint), carrier-grade NAT, multicast, reserved and documentation
 * ranges, and their IPv6 counterparts. IPv4-mapped and NAT64 IPv6 forms are checked as the IPv4 inside;
 * Teredo, 6to4 and the other tunnelling forms are refused whole.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  blocked.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["100::", 64],
  // Transition forms that tunnel to an IPv4 address of the sender's choosing: Teredo, 6to4, local NAT64
  // and IPv4-translated. Public hosts do not publish these, so refusing them outright is the safe choice.
  ["2001::", 32],
  ["2002::", 16],
  ["64:ff9b:1::", 48],
  ["::ffff:0:0:0", 96],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  blocked.addSubnet(network, prefix, "ipv6");
}

/** The IPv4 address carried inside an IPv4-mapped (::ffff:a.b.c.d), compatible or NAT64 IPv6 address. */
export function embeddedIpv4(address: string): string | null {
  let canonical: string;
  try {
    canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  const mapped = /^(?:::ffff:|64:ff9b::|::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/u.exec(canonical);
  if (!mapped?.[1] || !mapped[2]) return null;
  const high = Number.parseInt(mapped[1], 16);
  const low = Number.parseInt(mapped[2], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** True when a fetch must not connect to this IP address (or when it is not an IP address at all). */
export function isBlockedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/gu, "").replace(/%.*$/u, "");
  const family = isIP(bare);
  if (family === 4) return blocked.check(bare, "ipv4");
  if (family !== 6) return true;
  const inner = embeddedIpv4(bare);
  if (inner) return blocked.check(inner, "ipv4");
  return blocked.check(bare, "ipv6");
}
