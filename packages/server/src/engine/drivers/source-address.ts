import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import { AppError } from '../../lib/app-error';
import { unreachable } from './source-errors';

/** Where a source's connection goes: the address that was checked, and the name it was given as. */
export interface CheckedAddress {
  /** An IP literal: the one the check passed; the driver connects here, never resolving again. */
  address: string;
  family: 4 | 6;
  /** The host as the operator wrote it: TLS checks the certificate against it (`servername`). */
  name: string;
  port: number;
}

/** `CUBUS_SOURCE_ALLOW` read: address ranges and host names a source may reach although denied. */
export interface SourceAllowList {
  cidrs: string[];
  hosts: string[];
}

const invalidHost = () =>
  new AppError(400, 'invalid_host', 'The host must be a host name or an IP address, the port 1–65535', {
    path: 'host',
  });

/** RFC 1123 host names: dot-separated labels of letters, digits and inner hyphens. */
const hostName =
  /^(?=.{1,253}\.?$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.?$/i;

/**
 * A host as written in a source (a name, an IPv4 or an IPv6 literal, brackets allowed around IPv6)
 * → the host alone, or 400 `invalid_host`: never a path (a unix socket), a URL, a port or anything
 * pasted after it.
 * @example parseHost('[::1]') // '::1'; parseHost('127.0.0.1:3102/api#') // throws invalid_host
 */
export function parseHost(raw: string): string {
  const host = raw.trim();
  const bracketed = /^\[(.+)\]$/.exec(host)?.[1];
  if (bracketed !== undefined) {
    if (isIP(bracketed) !== 6) throw invalidHost();
    return bracketed;
  }
  if (isIP(host) !== 0 || hostName.test(host)) return host;
  throw invalidHost();
}

/** A port 1–65535, or 400 `invalid_host`. */
export function parsePort(port: number): number {
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw invalidHost();
  return port;
}

// The ranges of DESIGN §6: loopback, unspecified, link-local (cloud metadata at 169.254.169.254),
// private, shared (CGNAT), multicast and reserved. Checked with the address in its own family.
const deniedRanges: [string, number, 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'],
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'],
  ['::', 128, 'ipv6'],
  ['::1', 128, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
];

const denied = new BlockList();
for (const [network, prefix, type] of deniedRanges) denied.addSubnet(network, prefix, type);

/** The 16 bytes of an IPv6 literal (`::` expanded, a dotted IPv4 tail read). */
function ipv6Bytes(address: string): number[] {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (tail) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number);
    text = `${text.slice(0, -tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const left = groups(head);
  const right = rest === undefined ? [] : groups(rest);
  const middle = Array(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].flatMap((group) => {
    const value = Number.parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
}

/**
 * The IPv4 address an IPv6 one carries (IPv4-mapped `::ffff:a.b.c.d`, IPv4-compatible `::a.b.c.d`,
 * NAT64 `64:ff9b::/96`), which reaches the same host as that IPv4 address; else `undefined`.
 */
export function embeddedIpv4(address: string): string | undefined {
  const bytes = ipv6Bytes(address);
  const prefix = bytes.slice(0, 12);
  const zeros = (from: number, to: number) => prefix.slice(from, to).every((b) => b === 0);
  const mapped = zeros(0, 10) && prefix[10] === 0xff && prefix[11] === 0xff;
  const compatible = zeros(0, 12) && bytes.slice(12).some((b, i) => b !== 0 && !(i === 3 && b === 1));
  const nat64 =
    prefix[0] === 0 && prefix[1] === 0x64 && prefix[2] === 0xff && prefix[3] === 0x9b && zeros(4, 12);
  return mapped || compatible || nat64 ? bytes.slice(12).join('.') : undefined;
}

/** The machine's own addresses, each interface's (read per check: interfaces come and go). */
function ownAddresses(): Set<string> {
  const own = new Set<string>();
  for (const list of Object.values(networkInterfaces()))
    for (const entry of list ?? []) own.add(entry.address.toLowerCase().split('%')[0] ?? '');
  return own;
}

/** Whether an address is one a source may not reach unless allowed (DESIGN §6). */
export function isDeniedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  const v4 = family === 6 ? embeddedIpv4(address) : address;
  if (v4 !== undefined && v4 !== address) return isDeniedAddress(v4);
  if (denied.check(address, family === 4 ? 'ipv4' : 'ipv6')) return true;
  return ownAddresses().has(address.toLowerCase());
}

/** The allow list as a BlockList (ranges) and a set of lower-case names. */
export function allowListOf(list: SourceAllowList): { ranges: BlockList; hosts: Set<string> } {
  const ranges = new BlockList();
  for (const cidr of list.cidrs) {
    const [network = '', bits] = cidr.split('/');
    const type = isIP(network) === 6 ? 'ipv6' : 'ipv4';
    ranges.addSubnet(network, bits === undefined ? (type === 'ipv6' ? 128 : 32) : Number(bits), type);
  }
  return { ranges, hosts: new Set(list.hosts.map((host) => host.toLowerCase().replace(/\.$/, ''))) };
}

function allowed(address: string, allow: ReturnType<typeof allowListOf>): boolean {
  const family = isIP(address);
  if (allow.ranges.check(address, family === 6 ? 'ipv6' : 'ipv4')) return true;
  const v4 = family === 6 ? embeddedIpv4(address) : undefined;
  return v4 !== undefined && allow.ranges.check(v4, 'ipv4');
}

/**
 * Resolves a source's host once and checks every address it has: one denied address refuses the
 * host (a name with a public and a private address must not reach the private one on a retry).
 * A refused host is `source_unreachable`, as a closed port is; `onDenied` hears the real reason.
 * @example const to = await checkAddress('db.example.com', 5432, allow); new pg.Client({host: to.address})
 */
export async function checkAddress(
  host: string,
  port: number,
  allow: ReturnType<typeof allowListOf>,
  onDenied: (reason: string) => void = () => {},
): Promise<CheckedAddress> {
  const name = parseHost(host);
  parsePort(port);
  const literal = isIP(name);
  const found = literal
    ? [{ address: name, family: literal }]
    : await lookup(name, { all: true, verbatim: true }).catch(() => {
        throw unreachable();
      });
  const first = found[0];
  if (!first) throw unreachable();
  if (!allow.hosts.has(name.toLowerCase().replace(/\.$/, ''))) {
    const refused = found.find(({ address }) => isDeniedAddress(address) && !allowed(address, allow));
    if (refused) {
      onDenied(`${name} resolves to ${refused.address}, which sources may not reach (CUBUS_SOURCE_ALLOW)`);
      throw unreachable();
    }
  }
  return { address: first.address, family: first.family === 6 ? 6 : 4, name, port };
}
