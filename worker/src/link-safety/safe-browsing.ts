import { z } from 'zod';
import type { WebRisk, WebRiskVerdict } from './web-risk.js';

/** How long one lookup may take before it counts as failed (and the job is retried). */
const LOOKUP_TIMEOUT_MS = 10_000;

/** The threats asked about: everything the Lookup API knows that a visitor could be hurt by. */
const THREAT_TYPES = ['MALWARE', 'SOCIAL_ENGINEERING', 'UNWANTED_SOFTWARE', 'POTENTIALLY_HARMFUL_APPLICATION'] as const;

/** An answer of threatMatches:find: `{}` when nothing matched, else the matches. */
const findAnswerSchema = z.object({ matches: z.array(z.object({ threatType: z.string() }).loose()).optional() }).loose();

/**
 * A lookup API of the Google Safe Browsing v4 shape (`POST {apiUrl}/v4/threatMatches:find?key=`),
 * asked only after the local rules passed the link (they are free and catch what a list of known
 * pages cannot: look-alikes, raw addresses, hidden credentials). An answer other than 2xx, a
 * timeout or an unreadable body throws: the check is retried, never taken as Safe.
 */
export class SafeBrowsingLookup implements WebRisk {
  readonly name = 'safe-browsing';

  constructor(
    private readonly options: { apiUrl: string; apiKey: string; clientVersion: string },
    private readonly local: WebRisk,
  ) {}

  async check(url: string): Promise<WebRiskVerdict> {
    if ((await this.local.check(url)) === 'Unsafe') return 'Unsafe';
    const endpoint = new URL(`${this.options.apiUrl.replace(/\/+$/, '')}/v4/threatMatches:find`);
    endpoint.searchParams.set('key', this.options.apiKey);
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client: { clientId: 'frontdoor', clientVersion: this.options.clientVersion },
        threatInfo: {
          threatTypes: THREAT_TYPES,
          platformTypes: ['ANY_PLATFORM'],
          threatEntryTypes: ['URL'],
          threatEntries: [{ url }],
        },
      }),
      signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
    });
    // The key is in the request's address: errors name the status, never the address.
    if (!response.ok) throw new Error(`Web risk lookup answered ${response.status}`);
    const answer = findAnswerSchema.parse(await response.json());
    return (answer.matches?.length ?? 0) > 0 ? 'Unsafe' : 'Safe';
  }
}
