import { getDomain } from 'tldts';

/**
 * The registrable domain a name is under, by the public suffix list (`example.co.uk` for
 * `www.example.co.uk`): the zone its owner edits at their DNS provider, whose apex takes A/AAAA
 * records instead of a CNAME. Null for a public suffix itself (`co.uk`), which nobody owns.
 */
export function registrableDomain(name: string): string | null {
  return getDomain(name, { allowPrivateDomains: true });
}
