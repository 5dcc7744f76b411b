import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../../../migrations/index.js';
import { DraftEventEntity } from '../drafts/draft-event.entity.js';
import { DraftWebsiteEntity } from '../drafts/draft-website.entity.js';
import { DevMailEntity } from '../dev-mailbox/dev-mail.entity.js';
import { UserEntity } from '../users/user.entity.js';
import { AuthSessionEntity } from '../auth/entities/auth-session.entity.js';
import { EmailTokenEntity } from '../auth/entities/email-token.entity.js';
import { LoginLinkEntity } from '../auth/entities/login-link.entity.js';
import { OtpSessionEntity } from '../auth/entities/otp-session.entity.js';
import { WebsiteInviteEntity } from '../invites/website-invite.entity.js';
import { WebsiteEntity } from '../publishing/website.entity.js';

export const ENTITIES = [
  UserEntity,
  DraftWebsiteEntity,
  DraftEventEntity,
  DevMailEntity,
  AuthSessionEntity,
  OtpSessionEntity,
  LoginLinkEntity,
  EmailTokenEntity,
  WebsiteEntity,
  WebsiteInviteEntity,
];

/** One TypeORM data source per process; migrations are the top-level migrations/ folder. */
export function createDataSource(url: string): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTransactionMode: 'each',
    logging: false,
    // Fail fast instead of queueing forever when PostgreSQL is down; health reports it.
    extra: { max: 10, connectionTimeoutMillis: 3000 },
  });
}
