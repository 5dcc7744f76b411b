import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The twelve collections of spec §3 as tables, plus draft_events (the draft's append-only log)
 * and dev_mailbox (the development mailbox). Keys follow the rules: one published site per
 * handle, one event per (draft, sequence), invites looked up by email and by website, domains
 * by user and by name.
 */
export class InitialSchema1763776800000 implements MigrationInterface {
  name = 'InitialSchema1763776800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        display_name text,
        email_verified boolean NOT NULL DEFAULT false,
        providers text[] NOT NULL DEFAULT '{}',
        password_hash text,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_sign_in_at timestamptz,
        CONSTRAINT users_email_lowercase CHECK (email = lower(btrim(email)))
      );
      CREATE UNIQUE INDEX users_email_key ON users (email);

      CREATE TABLE otp_sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        code_hash text NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        expires_at timestamptz NOT NULL,
        consumed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX otp_sessions_email_idx ON otp_sessions (email, created_at DESC);

      CREATE TABLE draft_websites (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id),
        version text NOT NULL DEFAULT '1.0',
        website_settings jsonb NOT NULL,
        document jsonb NOT NULL,
        handle text,
        created_at timestamptz NOT NULL DEFAULT now(),
        modified_at timestamptz NOT NULL DEFAULT now(),
        last_designed_at timestamptz,
        last_published_at timestamptz,
        last_modified_by_user_id uuid,
        last_modified_by_at timestamptz,
        last_sequence bigint NOT NULL DEFAULT 0,
        snapshot bytea,
        snapshot_sequence bigint
      );
      CREATE INDEX draft_websites_user_idx ON draft_websites (user_id);

      CREATE TABLE draft_events (
        id bigserial PRIMARY KEY,
        draft_id uuid NOT NULL REFERENCES draft_websites (id) ON DELETE CASCADE,
        sequence bigint NOT NULL,
        actor_id uuid,
        kind text NOT NULL,
        update bytea,
        data jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT draft_events_sequence_key UNIQUE (draft_id, sequence),
        CONSTRAINT draft_events_sequence_positive CHECK (sequence > 0)
      );

      CREATE TABLE websites (
        handle text PRIMARY KEY,
        draft_id uuid NOT NULL REFERENCES draft_websites (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id),
        version text NOT NULL DEFAULT '1.0',
        website_settings jsonb NOT NULL,
        document jsonb NOT NULL,
        html text NOT NULL,
        etag text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        modified_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT websites_handle_format CHECK (handle ~ '^[a-z0-9][a-z0-9-]{1,22}[a-z0-9]$')
      );
      CREATE UNIQUE INDEX websites_draft_key ON websites (draft_id);

      CREATE TABLE website_invites (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        invited_user_email text NOT NULL,
        invited_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        website_id uuid NOT NULL REFERENCES draft_websites (id) ON DELETE CASCADE,
        role text NOT NULL DEFAULT 'Collaborator'
          CHECK (role IN ('Viewer', 'Collaborator', 'Admin', 'Owner')),
        accepted boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX website_invites_email_idx ON website_invites (invited_user_email);
      CREATE INDEX website_invites_website_idx ON website_invites (website_id);
      CREATE UNIQUE INDEX website_invites_website_email_key ON website_invites (website_id, invited_user_email);

      CREATE TABLE website_domains (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        domain_name text NOT NULL,
        state text NOT NULL CHECK (state IN ('PendingOwnershipVerification', 'OwnershipVerified',
          'PendingCertificateActivation', 'Connected', 'Failed')),
        failure_reason text CHECK (failure_reason IN ('OwnershipVerificationExpired',
          'CertificateActivationFailed', 'InvalidDNSSettings', 'CertificateActivationDelayed')),
        website_name text,
        user_id uuid NOT NULL REFERENCES users (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        modified_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX website_domains_name_key ON website_domains (domain_name);
      CREATE INDEX website_domains_user_idx ON website_domains (user_id);

      CREATE TABLE website_domains_history (
        id bigserial PRIMARY KEY,
        domain_id uuid NOT NULL,
        domain_name text NOT NULL,
        state text NOT NULL,
        failure_reason text,
        website_name text,
        user_id uuid NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX website_domains_history_domain_idx ON website_domains_history (domain_name, recorded_at);

      CREATE TABLE website_images (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        website_id uuid NOT NULL REFERENCES draft_websites (id) ON DELETE CASCADE,
        user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        provider text NOT NULL,
        url text NOT NULL,
        storage_key text,
        search_terms text,
        mime_type text,
        width integer,
        height integer,
        bytes integer CHECK (bytes IS NULL OR bytes <= 15728640),
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX website_images_website_idx ON website_images (website_id);

      CREATE TABLE ai_prompts (
        key text PRIMARY KEY,
        template text NOT NULL,
        description text,
        updated_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE customer_contact_forms (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        website_id uuid NOT NULL REFERENCES draft_websites (id) ON DELETE CASCADE,
        handle text NOT NULL,
        fields jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX customer_contact_forms_website_idx ON customer_contact_forms (website_id, created_at);

      CREATE TABLE newsletter_subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        website_id uuid NOT NULL REFERENCES draft_websites (id) ON DELETE CASCADE,
        email text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX newsletter_subscriptions_website_email_key ON newsletter_subscriptions (website_id, email);

      CREATE TABLE sitemaps (
        version integer NOT NULL DEFAULT 1,
        bucket integer NOT NULL CHECK (bucket BETWEEN 0 AND 15),
        xml text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (version, bucket)
      );

      CREATE TABLE dev_mailbox (
        id bigserial PRIMARY KEY,
        to_address text NOT NULL,
        subject text NOT NULL,
        text text NOT NULL,
        html text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX dev_mailbox_to_idx ON dev_mailbox (to_address, id DESC);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TABLE dev_mailbox, sitemaps, newsletter_subscriptions, customer_contact_forms, ai_prompts,
        website_images, website_domains_history, website_domains, website_invites, websites,
        draft_events, draft_websites, otp_sessions, users;
    `);
  }
}
