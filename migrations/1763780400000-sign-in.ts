import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-in: server-side sessions with rotating refresh tokens, magic links bound to a browser,
 * one-time email tokens (verify email, reset password, change email), and registration time.
 * Every secret is stored as a hash.
 */
export class SignIn1763780400000 implements MigrationInterface {
  name = 'SignIn1763780400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE users ADD COLUMN registered_at timestamptz;
      -- A subject is unique only within its issuer.
      ALTER TABLE users ADD COLUMN oidc_issuer text, ADD COLUMN oidc_subject text;
      CREATE UNIQUE INDEX users_oidc_identity_key ON users (oidc_issuer, oidc_subject) WHERE oidc_subject IS NOT NULL;

      ALTER TABLE otp_sessions ADD COLUMN resent_count integer NOT NULL DEFAULT 0;

      CREATE TABLE auth_sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        refresh_hash text NOT NULL,
        previous_refresh_hash text,
        auth_time timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        user_agent text
      );
      CREATE UNIQUE INDEX auth_sessions_refresh_key ON auth_sessions (refresh_hash);
      CREATE INDEX auth_sessions_previous_idx ON auth_sessions (previous_refresh_hash);
      CREATE INDEX auth_sessions_user_idx ON auth_sessions (user_id);

      CREATE TABLE login_links (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        token_hash text NOT NULL,
        device_hash text NOT NULL,
        expires_at timestamptz NOT NULL,
        consumed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX login_links_token_key ON login_links (token_hash);

      CREATE TABLE email_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('verify-email', 'reset-password', 'change-email')),
        token_hash text NOT NULL,
        new_email text,
        expires_at timestamptz NOT NULL,
        consumed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX email_tokens_token_key ON email_tokens (token_hash);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TABLE email_tokens, login_links, auth_sessions;
      ALTER TABLE otp_sessions DROP COLUMN resent_count;
      DROP INDEX users_oidc_identity_key;
      ALTER TABLE users DROP COLUMN oidc_issuer, DROP COLUMN oidc_subject, DROP COLUMN registered_at;
    `);
  }
}
