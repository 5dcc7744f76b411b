import type { ApiRoute } from './route-kit.js';
import { connectDomainRequestSchema, domainAllowedQuerySchema, domainAllowedResponseSchema, websiteDomainResponseSchema } from '../domains.js';
import { empty, HOUR, idParams, json, PUBLIC, website } from './route-kit.js';

/** Custom domains (spec §4): the owner connects, disconnects and deletes; editors see the state. */
export const DOMAINS_ROUTES = [
  {
    method: 'get',
    path: '/api/websites/{id}/domain',
    tag: 'domains',
    summary: "The website's custom domain: its state, the DNS records to add and what the checker last saw",
    access: website('open'),
    request: { params: idParams, body: null },
    response: json(200, websiteDomainResponseSchema, '{domain} (null: none)'),
    errors: ['website_not_found'],
  },
  {
    method: 'post',
    path: '/api/websites/{id}/domain',
    tag: 'domains',
    summary:
      "Connects a domain to the published website (owner only), or reconnects the owner's own: a Failed one starts again at PendingOwnershipVerification; another account's is refused",
    access: website('connect-domain'),
    rateLimit: [{ by: 'ip', limit: 60, windowMs: HOUR }],
    request: { params: idParams, body: connectDomainRequestSchema },
    response: json(200, websiteDomainResponseSchema, '{domain}'),
    errors: ['validation_failed', 'domain_invalid', 'domain_not_owned', 'domain_needs_publishing', 'domain_already_connected', 'website_not_found', 'forbidden'],
  },
  {
    method: 'delete',
    path: '/api/websites/{id}/domain',
    tag: 'domains',
    summary: "Deletes the website's domain while its ownership is not verified yet (owner only)",
    access: website('connect-domain'),
    request: { params: idParams, body: null },
    response: empty(204, 'Deleted'),
    errors: ['domain_not_found', 'domain_not_deletable', 'website_not_found', 'forbidden'],
  },
  {
    method: 'post',
    path: '/api/websites/{id}/domain/disconnect',
    tag: 'domains',
    summary: 'Disconnects the domain from the website (owner only): it stops being served and stays yours to reconnect',
    access: website('connect-domain'),
    request: { params: idParams, body: null },
    response: empty(204, 'Disconnected'),
    errors: ['domain_not_found', 'website_not_found', 'forbidden'],
  },
  {
    method: 'post',
    path: '/api/websites/{id}/domain/check',
    tag: 'domains',
    summary:
      "Checks the website's domain now instead of at its next turn (owner only), e.g. right after its DNS records were set; the result arrives like every check's, live. A domain connected or failed is answered as it is",
    access: website('connect-domain'),
    rateLimit: [{ by: 'ip', limit: 120, windowMs: HOUR }],
    request: { params: idParams, body: null },
    response: json(200, websiteDomainResponseSchema, '{domain}'),
    errors: ['domain_not_found', 'website_not_found', 'forbidden'],
  },
  {
    method: 'get',
    path: '/api/domains/allowed',
    tag: 'domains',
    summary:
      "The fronting proxy's question before it gets a certificate for a host (Caddy's on-demand TLS `ask`): 200 only for a domain that is verified and attached to a website (or its www/apex twin), 404 otherwise. Answered from a short cache.",
    access: PUBLIC,
    request: { query: domainAllowedQuerySchema, body: null },
    response: json(200, domainAllowedResponseSchema, '{allowed: true}'),
    errors: ['validation_failed', 'not_found'],
  },
] as const satisfies readonly ApiRoute[];
