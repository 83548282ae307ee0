import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;
type Range = [Address, number];

/** IPv4-compatible IPv6 (::a.b.c.d, deprecated) is not among ipaddr.js's named ranges. */
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/** The address a link resolved to is not one the server may fetch from. */
export class AddressRefused extends Error {
  constructor() {
    super('That address is not allowed');
  }
}

/**
 * Decides which addresses the server may connect to on a visitor's behalf: public unicast
 * only. Loopback, private (RFC 1918), link-local (where cloud metadata lives), CGNAT,
 * unique-local, unspecified, multicast, broadcast, reserved and documentation ranges are
 * refused, and so are IPv6 forms that carry an IPv4 address (mapped, NAT64, 6to4, Teredo).
 */
export class AddressGuard {
  private readonly allowed: Range[];

  /** `allowedRanges` (CIDRs) exempts ranges from refusal: for tests only (see config). */
  constructor(allowedRanges: readonly string[] = []) {
    this.allowed = allowedRanges.map((cidr) => ipaddr.parseCIDR(cidr));
  }

  isAllowed(text: string): boolean {
    let address: Address = ipaddr.parse(text);
    if (address instanceof ipaddr.IPv6 && address.isIPv4MappedAddress()) address = address.toIPv4Address();
    if (this.allowed.some((range) => sameKind(address, range[0]) && address.match(range))) return true;
    if (address instanceof ipaddr.IPv6 && address.match(IPV4_COMPATIBLE)) return false;
    return address.range() === 'unicast';
  }

  /**
   * Resolves a host name (or takes an address) and returns the address to connect to. Every answer must be
   * allowed, not just the first: a name that also points inward is refused outright.
   */
  async resolve(host: string): Promise<string> {
    const addresses = isIP(host) ? [host] : (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
    if (!addresses.length || !addresses.every((address) => this.isAllowed(address))) throw new AddressRefused();
    return addresses[0];
  }
}

function sameKind(address: Address, other: Address): boolean {
  return address.kind() === other.kind();
}
