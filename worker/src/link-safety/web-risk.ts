/** What a link-safety check answers (spec §4); a lookup that could not be made throws instead. */
export type WebRiskVerdict = 'Safe' | 'Unsafe';

/**
 * The web-risk adapter (ARCHITECTURE §6): says whether a Web link is safe to send visitors to.
 * Throws when it cannot tell (the lookup service is down): the job is retried, and the link is
 * marked Failed when the retries run out.
 */
export interface WebRisk {
  readonly name: string;
  check(url: string): Promise<WebRiskVerdict>;
}
