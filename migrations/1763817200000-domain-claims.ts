import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Domains go to whoever proves them (issue 37): a domain name no longer has one record. Each
 * account's claim of a name is its own record with its own TXT token (one claim per account and
 * name); the claims wait side by side, and only one claim of a name may have its ownership
 * verified (OwnershipVerified, PendingCertificateActivation, Connected). The first to prove it
 * ends the others with the new failure reason OwnershipProvedElsewhere.
 */
export class DomainClaims1763817200000 implements MigrationInterface {
  name = 'DomainClaims1763817200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP INDEX website_domains_name_key;
      CREATE UNIQUE INDEX website_domains_claim_key ON website_domains (domain_name, user_id);
      CREATE UNIQUE INDEX website_domains_verified_name_key ON website_domains (domain_name)
        WHERE state IN ('OwnershipVerified', 'PendingCertificateActivation', 'Connected');
      ALTER TABLE website_domains DROP CONSTRAINT website_domains_failure_reason_check,
        ADD CONSTRAINT website_domains_failure_reason_check CHECK (failure_reason IN ('OwnershipVerificationExpired',
          'CertificateActivationFailed', 'InvalidDNSSettings', 'CertificateActivationDelayed', 'OwnershipProvedElsewhere'));
    `);
  }

  /** Back to one record per name: the claims that ended or never proved ownership go first. */
  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DELETE FROM website_domains d WHERE EXISTS (
        SELECT 1 FROM website_domains o WHERE o.domain_name = d.domain_name AND o.id <> d.id
          AND (o.state IN ('OwnershipVerified', 'PendingCertificateActivation', 'Connected') OR (o.created_at, o.id) < (d.created_at, d.id))
          AND d.state NOT IN ('OwnershipVerified', 'PendingCertificateActivation', 'Connected'));
      UPDATE website_domains SET failure_reason = 'OwnershipVerificationExpired' WHERE failure_reason = 'OwnershipProvedElsewhere';
      ALTER TABLE website_domains DROP CONSTRAINT website_domains_failure_reason_check,
        ADD CONSTRAINT website_domains_failure_reason_check CHECK (failure_reason IN ('OwnershipVerificationExpired',
          'CertificateActivationFailed', 'InvalidDNSSettings', 'CertificateActivationDelayed'));
      DROP INDEX website_domains_claim_key, website_domains_verified_name_key;
      CREATE UNIQUE INDEX website_domains_name_key ON website_domains (domain_name);
    `);
  }
}
