import type { Env } from '@frontdoor/shared';
import { Blocklist, DEFAULT_BLOCKLIST } from './blocklist.js';
import { LocalRules } from './local-rules.js';
import { SafeBrowsingLookup } from './safe-browsing.js';
import type { WebRisk } from './web-risk.js';

/**
 * The link-safety adapter the environment asks for: the local rules (blocklist file and
 * heuristics) always, and the lookup API after them when WEB_RISK_API_KEY is set.
 */
export function createWebRisk(env: Env): WebRisk {
  const local = new LocalRules(new Blocklist(env.WEB_RISK_BLOCKLIST ?? DEFAULT_BLOCKLIST));
  if (!env.WEB_RISK_API_KEY) return local;
  return new SafeBrowsingLookup({ apiUrl: env.WEB_RISK_API_URL, apiKey: env.WEB_RISK_API_KEY, clientVersion: '1.0' }, local);
}
