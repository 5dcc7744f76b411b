import { z } from 'zod';
import { domainFailureReasonSchema, domainStateSchema, httpsSeenSchema, ownershipSeenSchema, routingSeenSchema } from '../site/domain-enums.js';

/** One DNS record to add (shared/src/rules/domain-records.ts). */
export const dnsRecordSchema = z.object({
  type: z.enum(['TXT', 'CNAME', 'A', 'AAAA', 'ALIAS']),
  name: z.string(),
  host: z.string().describe("Relative to the domain's zone, as DNS providers ask for it; @ is the zone itself"),
  value: z.string(),
  purpose: z.enum(['ownership', 'routing', 'redirect']),
  optional: z.boolean(),
});

/** What the domain checker last saw (the panel shows it with its time). */
export const domainCheckSchema = z.object({
  at: z.string(),
  ownership: ownershipSeenSchema,
  routing: routingSeenSchema,
  https: httpsSeenSchema,
  /** The TXT values at _frontdoor.<domain>. */
  txt: z.array(z.string()),
  /** Where the domain's CNAME points, if it has one. */
  cname: z.string().nullable(),
  /** The addresses the domain resolves to. */
  addresses: z.array(z.string()),
  /** The name servers of the domain's zone. */
  nameservers: z.array(z.string()),
  /** A word on what went wrong (a DNS or TLS error), when something did. */
  detail: z.string().nullable(),
});
export type DomainCheck = z.infer<typeof domainCheckSchema>;

/** A website's custom domain, as the settings panel shows it. */
export const websiteDomainSchema = z.object({
  domainName: z.string(),
  state: domainStateSchema,
  failureReason: domainFailureReasonSchema.nullable(),
  /**
   * The catalogue's message for how the claim ended, when the server words it: 'Another website
   * proved it owns this domain first.' for OwnershipProvedElsewhere (issue 37); null otherwise.
   */
  failureMessage: z.string().nullable(),
  /** The handle it is attached to (spec §3). */
  websiteName: z.string().nullable(),
  createdAt: z.string(),
  modifiedAt: z.string(),
  /** The address visitors open: https://<domain>/ */
  url: z.string(),
  /** The www/apex twin that redirects to it, when there is one. */
  redirectFrom: z.string().nullable(),
  records: z.array(dnsRecordSchema),
  lastCheck: domainCheckSchema.nullable(),
  nextCheckAt: z.string().nullable(),
  /** The DNS provider the name servers reveal, with where its records are edited. */
  dnsProvider: z.object({ name: z.string(), where: z.string() }).nullable(),
});
export type WebsiteDomain = z.infer<typeof websiteDomainSchema>;

/** GET /api/websites/{id}/domain and the answer of connecting. */
export const websiteDomainResponseSchema = z.object({ domain: websiteDomainSchema.nullable() });
export type WebsiteDomainResponse = z.infer<typeof websiteDomainResponseSchema>;

/** POST /api/websites/{id}/domain */
export const connectDomainRequestSchema = z.object({ domain: z.string().max(300).describe('The domain, such as www.example.com (a URL is accepted)') });

/** GET /api/domains/allowed */
export const domainAllowedQuerySchema = z.object({ domain: z.string().max(300).describe('The host name the proxy is asked for') });
export const domainAllowedResponseSchema = z.object({ allowed: z.literal(true) });

/** A website list entry's custom domain. */
export const listedDomainSchema = z.object({ name: z.string(), state: domainStateSchema });
