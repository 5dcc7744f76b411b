import { z } from 'zod';

/** Stored states of a custom domain (spec §4). */
export const domainStateSchema = z.enum(['PendingOwnershipVerification', 'OwnershipVerified', 'PendingCertificateActivation', 'Connected', 'Failed']);
export type DomainState = z.infer<typeof domainStateSchema>;

/** Why a custom domain failed (spec §4). */
export const domainFailureReasonSchema = z.enum(['OwnershipVerificationExpired', 'CertificateActivationFailed', 'InvalidDNSSettings', 'CertificateActivationDelayed']);
export type DomainFailureReason = z.infer<typeof domainFailureReasonSchema>;
