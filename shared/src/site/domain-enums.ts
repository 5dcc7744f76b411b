import { z } from 'zod';

/** Stored states of a custom domain (spec §4). */
export const domainStateSchema = z.enum(['PendingOwnershipVerification', 'OwnershipVerified', 'PendingCertificateActivation', 'Connected', 'Failed']);
export type DomainState = z.infer<typeof domainStateSchema>;

/**
 * Why a custom domain failed (spec §4). OwnershipProvedElsewhere (issue 37): another account's
 * claim of the same name proved ownership first, which ends every other claim of it.
 */
export const domainFailureReasonSchema = z.enum([
  'OwnershipVerificationExpired',
  'CertificateActivationFailed',
  'InvalidDNSSettings',
  'CertificateActivationDelayed',
  'OwnershipProvedElsewhere',
]);
export type DomainFailureReason = z.infer<typeof domainFailureReasonSchema>;

/** What the domain checker found for the ownership TXT record: the token, other values, none, or no answer. */
export const ownershipSeenSchema = z.enum(['verified', 'mismatch', 'missing', 'unknown']);
export type OwnershipSeen = z.infer<typeof ownershipSeenSchema>;

/** What it found for the records that send visitors to the site: right, pointing elsewhere, none, or no answer. */
export const routingSeenSchema = z.enum(['ok', 'elsewhere', 'missing', 'unknown']);
export type RoutingSeen = z.infer<typeof routingSeenSchema>;

/**
 * What an HTTPS request to the domain got: this site; a certificate the checker does not trust
 * for the name; no answer; another site; or not tried (only once the records are right).
 */
export const httpsSeenSchema = z.enum(['ok', 'certificate-error', 'unreachable', 'wrong-site', 'not-tried']);
export type HttpsSeen = z.infer<typeof httpsSeenSchema>;
