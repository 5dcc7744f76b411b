/**
 * The bucket a per-address limit counts a client in (issue 23). An IPv4 address counts by itself.
 * An IPv6 address counts by its /64: that is one subscriber's network (the smallest block an ISP
 * hands out), whose 2^64 addresses one client can rotate through at will, so counting each address
 * would let it sidestep every limit. An IPv4-mapped IPv6 address (`::ffff:a.b.c.d`, how a
 * dual-stack server sees IPv4 clients) counts as that IPv4 address, in either spelling. Anything
 * that is not an address is answered as given, lowercased.
 *
 * Buckets are written `a.b.c.d` and `h:h:h:h::/64` (lowercase hex, no leading zeros).
 */
export function clientAddressBucket(address: string): string {
  const text = address
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  const ipv4 = parseIpv4(text);
  if (ipv4) return ipv4.join('.');
  const groups = parseIpv6(text.replace(/%.*$/, ''));
  if (!groups) return text;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** Four octets of a dotted-quad IPv4 address, or null. */
function parseIpv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return null;
  const octets = parts.map(Number);
  return octets.every((o) => o <= 255) ? octets : null;
}

/** The eight 16-bit groups of an IPv6 address (with `::` and a dotted IPv4 tail), or null. */
function parseIpv6(text: string): number[] | null {
  if (!text.includes(':')) return null;
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const side = (part: string): number[] | null => {
    if (part === '') return [];
    const pieces = part.split(':');
    const groups: number[] = [];
    for (const [index, piece] of pieces.entries()) {
      if (index === pieces.length - 1 && piece.includes('.')) {
        const ipv4 = parseIpv4(piece);
        if (!ipv4) return null;
        groups.push((ipv4[0] << 8) | ipv4[1], (ipv4[2] << 8) | ipv4[3]);
      } else if (/^[0-9a-f]{1,4}$/.test(piece)) {
        groups.push(parseInt(piece, 16));
      } else {
        return null;
      }
    }
    return groups;
  };
  const head = side(halves[0]);
  const tail = halves.length === 2 ? side(halves[1]) : [];
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...Array<number>(missing).fill(0), ...tail] : null;
}
