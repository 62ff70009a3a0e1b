/**
 * What kind of address an IP is, for the outbound policy (policy.ts). IPv4 in its dotted form (the URL
 * parser has already turned decimal, octal and hex forms such as `2852039166`, `0251.0376.0251.0376` or
 * `0xa9.0xfe.0xa9.0xfe` into it), and IPv6, where an IPv4 address carried inside one (IPv4-mapped
 * `::ffff:a.b.c.d`, IPv4-compatible `::a.b.c.d`, NAT64 `64:ff9b::/96`, 6to4 `2002::/16`) is judged as that
 * IPv4 address.
 */
import { isIP } from 'node:net';

export type AddressKind = 'public' | 'loopback' | 'link-local' | 'private' | 'unspecified' | 'reserved';

function ipv4Kind([a = 0, b = 0, c = 0]: readonly number[]): AddressKind {
  if (a === 0) return 'unspecified'; // 0.0.0.0/8: "this network"; connecting to 0.0.0.0 reaches this host
  if (a === 127) return 'loopback';
  if (a === 169 && b === 254) return 'link-local'; // cloud metadata: 169.254.169.254, 169.254.170.2, …
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'private';
  if (a === 100 && b >= 64 && b <= 127) return 'private'; // shared address space (carrier NAT; 100.100.100.200)
  if (a === 192 && b === 0 && c === 0) return 'reserved'; // IETF protocol assignments
  if (a === 198 && (b === 18 || b === 19)) return 'reserved'; // benchmarking
  if (a >= 224) return 'reserved'; // multicast, 240.0.0.0/4, broadcast
  return 'public';
}

/** The four bytes of a dotted IPv4 address, or undefined. */
export function parseIpv4(text: string): number[] | undefined {
  if (isIP(text) !== 4) return undefined;
  return text.split('.').map(Number);
}

/** The sixteen bytes of an IPv6 address (a zone `%eth0` ignored), or undefined. */
export function parseIpv6(text: string): number[] | undefined {
  const address = text.replace(/%.*$/, '');
  if (isIP(address) !== 6) return undefined;
  let words: string[] = address.split(':');
  const last = words.at(-1) ?? '';
  const tail: string[] = [];
  const v4 = parseIpv4(last);
  if (v4 !== undefined) {
    words = words.slice(0, -1);
    tail.push(((v4[0] ?? 0) * 256 + (v4[1] ?? 0)).toString(16), ((v4[2] ?? 0) * 256 + (v4[3] ?? 0)).toString(16));
  }
  const gap = words.indexOf('');
  let groups: string[];
  if (gap === -1) {
    groups = [...words, ...tail];
  } else {
    const head = words.slice(0, gap).filter((w) => w !== '');
    const rest = words.slice(gap + 1).filter((w) => w !== '');
    const fill = 8 - head.length - rest.length - tail.length;
    groups = [...head, ...Array.from({ length: fill }, () => '0'), ...rest, ...tail];
  }
  return groups.flatMap((group) => {
    const value = parseInt(group, 16);
    return [value >> 8, value & 255];
  });
}

function ipv6Kind(bytes: readonly number[]): AddressKind {
  const zeroUpTo = (end: number) => bytes.slice(0, end).every((b) => b === 0);
  const word = (i: number) => (bytes[i * 2] ?? 0) * 256 + (bytes[i * 2 + 1] ?? 0);
  if (zeroUpTo(16)) return 'unspecified';
  if (zeroUpTo(15) && bytes[15] === 1) return 'loopback';
  // IPv4-mapped (::ffff:0:0/96) and IPv4-compatible (::/96): the IPv4 address inside.
  if (zeroUpTo(10) && ((bytes[10] === 255 && bytes[11] === 255) || (bytes[10] === 0 && bytes[11] === 0))) {
    return ipv4Kind(bytes.slice(12));
  }
  // NAT64 (64:ff9b::/96) reaches the IPv4 address inside; its local-use prefix 64:ff9b:1::/48 is private.
  if (word(0) === 0x64 && word(1) === 0xff9b) {
    if (word(2) === 1) return 'private';
    if (word(2) === 0 && word(3) === 0 && word(4) === 0 && word(5) === 0) return ipv4Kind(bytes.slice(12));
  }
  // 6to4 (2002::/16) carries an IPv4 address in its next four bytes.
  if (word(0) === 0x2002) {
    const inner = ipv4Kind(bytes.slice(2, 6));
    if (inner !== 'public') return inner;
  }
  const first = bytes[0] ?? 0;
  const second = bytes[1] ?? 0;
  if (first === 0xfe && (second & 0xc0) === 0x80) return 'link-local'; // fe80::/10
  if (first === 0xfe && (second & 0xc0) === 0xc0) return 'private'; // fec0::/10, the old site-local
  if ((first & 0xfe) === 0xfc) return 'private'; // fc00::/7, unique local (AWS metadata fd00:ec2::254)
  if (first === 0xff) return 'reserved'; // multicast
  if (word(0) === 0x100 && word(1) === 0 && word(2) === 0 && word(3) === 0) return 'reserved'; // discard-only
  return 'public';
}

/** The kind of an IP address (IPv6 with or without brackets); undefined when `text` is not one. */
export function classifyAddress(text: string): AddressKind | undefined {
  const address = text.replace(/^\[(.*)\]$/, '$1');
  const v4 = parseIpv4(address);
  if (v4 !== undefined) return ipv4Kind(v4);
  const v6 = parseIpv6(address);
  return v6 === undefined ? undefined : ipv6Kind(v6);
}
