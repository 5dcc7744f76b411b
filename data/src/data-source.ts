import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../../migrations/index.js';
import { DraftEventEntity } from './entities/draft-event.entity.js';
import { DraftWebsiteEntity } from './entities/draft-website.entity.js';
import { DevMailEntity } from './entities/dev-mail.entity.js';
import { UserEntity } from './entities/user.entity.js';
import { AuthSessionEntity } from './entities/auth-session.entity.js';
import { EmailTokenEntity } from './entities/email-token.entity.js';
import { LoginLinkEntity } from './entities/login-link.entity.js';
import { OtpSessionEntity } from './entities/otp-session.entity.js';
import { WebsiteInviteEntity } from './entities/website-invite.entity.js';
import { WebsiteEntity } from './entities/website.entity.js';
import { WebsiteDomainEntity } from './entities/website-domain.entity.js';
import { WebsiteDomainHistoryEntity } from './entities/website-domain-history.entity.js';

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
  WebsiteDomainEntity,
  WebsiteDomainHistoryEntity,
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
