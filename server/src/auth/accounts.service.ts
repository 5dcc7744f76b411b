import { Inject, Injectable, Logger } from '@nestjs/common';
import { normalizeEmail } from '@frontdoor/shared';
import { AccountsRepository, WebsitesRepository, type UserRecord } from '@frontdoor/data';
import { AppError } from '../common/app-error.js';
import { WebsiteDeletion } from '../websites/website-deletion.js';
import { SessionsService } from './sessions.service.js';

/** A user's account as the auth feature hands it around (the row, with its credentials). */
export type Account = UserRecord;

/** Users: found or created on sign-in, registered once, deleted with everything they own. */
@Injectable()
export class AccountsService {
  private readonly logger = new Logger('Accounts');

  constructor(
    @Inject(AccountsRepository) private readonly repository: AccountsRepository,
    @Inject(WebsitesRepository) private readonly websites: WebsitesRepository,
    @Inject(WebsiteDeletion) private readonly websiteDeletion: WebsiteDeletion,
    @Inject(SessionsService) private readonly sessions: SessionsService,
  ) {}

  findById(id: string): Promise<UserRecord | null> {
    return this.repository.findUser(id);
  }

  /** In `tx`'s transaction when given. */
  findByEmail(email: string, tx: AccountsRepository = this.repository): Promise<UserRecord | null> {
    return tx.findUserByEmail(normalizeEmail(email));
  }

  /** The account with this id, locked for the rest of `tx`'s transaction. */
  lockById(tx: AccountsRepository, id: string): Promise<UserRecord | null> {
    return tx.lockUser(id);
  }

  /** The account with this address, locked for the rest of `tx`'s transaction. */
  lockByEmail(tx: AccountsRepository, email: string): Promise<UserRecord | null> {
    return tx.lockUserByEmail(normalizeEmail(email));
  }

  /**
   * Records that the owner of `user`'s address has just proved it (an emailed code or link, a
   * reset or email-change link, a provider that verified it). On an account that was not verified
   * before, every credential nobody has proved belongs to that owner is dropped: someone else may
   * have registered the address with a password or an identity-provider account of their own and
   * be waiting for the owner to verify it for them. `keep` names what this proof vouches for too
   * (the provider link that proved the address; the password of the browser that set it).
   * Email changes asked for by the account's unproved sessions are cancelled too. `user` must be
   * locked in `tx`'s transaction; the caller saves it. Answers whether its sessions must end
   * (call `endSessionsAfterProof` once that transaction has committed).
   */
  async applyProof(tx: AccountsRepository, user: UserRecord, keep: { password?: boolean; oidc?: boolean } = {}): Promise<boolean> {
    if (user.emailVerified) return false;
    // The sessions die with the commit (expired now; `endSessionsAfterProof` then revokes them and
    // closes their connections), so nothing they do can land after the proof: see `asLiveSession`.
    await tx.expireLiveSessions(user.id, new Date());
    await tx.cancelEmailChanges(user.id);
    user.emailVerified = true;
    if (!keep.password) {
      user.passwordHash = null;
      user.providers = user.providers.filter((p) => p !== 'password');
    }
    if (!keep.oidc) {
      user.oidcIssuer = null;
      user.oidcSubject = null;
      user.providers = user.providers.filter((p) => p !== 'oidc');
    }
    return true;
  }

  /**
   * Ends every session of an account whose unproved credentials were just dropped. Called after the
   * commit: a session a dropped credential started before it is ended here, and one started after
   * it is caught by `stillHolds`.
   */
  async endSessionsAfterProof(userId: string): Promise<void> {
    await this.sessions.revokeAllOfUser(userId);
  }

  /**
   * Whether the credential `user` was just signed in with (read before the session started) is
   * still on the account: a proof of the address that committed in between has dropped it.
   */
  async stillHolds(user: UserRecord, credential: 'password' | 'oidc'): Promise<boolean> {
    const now = await this.findById(user.id);
    if (!now) return false;
    return credential === 'password'
      ? now.passwordHash !== null && now.passwordHash === user.passwordHash
      : now.oidcIssuer === user.oidcIssuer && now.oidcSubject === user.oidcSubject && now.oidcSubject !== null;
  }

  /**
   * Runs a change a signed-in session asks for on its account with the account's row locked,
   * only while that session is live: a proof of the address that ended it cannot be overtaken
   * by a request that was already under way (its password or email change would land after the
   * proof and survive it).
   */
  async asLiveSession<T>(userId: string, sessionId: string, change: (tx: AccountsRepository, user: UserRecord) => Promise<T>): Promise<T> {
    return this.repository.transaction(async (tx) => {
      const user = await this.lockById(tx, userId);
      const session = user && (await tx.findSessionOfUser(sessionId, userId));
      if (!user || !session || !this.sessions.isLive(session)) throw new AppError('unauthorized');
      return change(tx, user);
    });
  }

  /**
   * The account of an email address that was just proved (code or link): created when new,
   * marked verified, with the provider recorded. On an account nobody had verified, every
   * credential is dropped and its sessions end (see `applyProof`).
   */
  async signInWithProvenEmail(email: string, provider: 'email' | 'link'): Promise<UserRecord> {
    const address = normalizeEmail(email);
    const { user, cleaned } = await this.repository.transaction(async (tx) => {
      await tx.insertVerifiedUserIfNew(address, provider);
      const user = (await this.lockByEmail(tx, address))!;
      const cleaned = await this.applyProof(tx, user);
      if (!user.providers.includes(provider)) user.providers = [...user.providers, provider];
      return { user: await tx.saveUser(user), cleaned };
    });
    if (cleaned) await this.endSessionsAfterProof(user.id);
    return user;
  }

  /**
   * Identity-provider sign-in: the account with this subject, else the one with this email when
   * the provider vouches for it, else a new account. An unverified email never takes over an
   * existing account. The provider proves an address only when it says it verified it and it is
   * the account's own address; a first proof drops what nobody proved (see `applyProof`).
   */
  async signInWithIdentityProvider(input: { issuer: string; subject: string; email: string; emailVerified: boolean }): Promise<UserRecord> {
    const email = normalizeEmail(input.email);
    const { user, cleaned } = await this.repository.transaction(async (tx) => {
      let cleaned = false;
      let user = await tx.lockUserByIdentity(input.issuer, input.subject);
      if (user) {
        if (input.emailVerified && email === user.email) cleaned = await this.applyProof(tx, user, { oidc: true });
      } else {
        const existing = await this.lockByEmail(tx, email);
        if (existing && !input.emailVerified) throw new AppError('email-already-in-use');
        if (existing) {
          user = existing;
          cleaned = await this.applyProof(tx, user);
        } else {
          user = tx.newUser({ email, emailVerified: input.emailVerified, providers: [], passwordHash: null });
        }
        user.oidcIssuer = input.issuer;
        user.oidcSubject = input.subject;
      }
      if (!user.providers.includes('oidc')) user.providers = [...user.providers, 'oidc'];
      return { user: await tx.saveUser(user), cleaned };
    });
    if (cleaned) await this.endSessionsAfterProof(user.id);
    return user;
  }

  /** Spec §4: registration happens once; answers whether this call registered the user. */
  register(userId: string): Promise<boolean> {
    return this.repository.register(userId);
  }

  /**
   * Deletes every website the user owns (each through the one website deletion path: its
   * published site first, then its draft with events, images, invites and form entries), their
   * domains, then the user (sessions and tokens go with it); the released addresses stop
   * answering at the end. A failure is logged with its context and reported; nothing
   * half-deleted is hidden.
   */
  async deleteAccount(userId: string): Promise<void> {
    // Its sessions end first, so its open connections close on every instance.
    await this.sessions.revokeAllOfUser(userId);
    const handles: string[] = [];
    for (const id of await this.websites.draftIdsOf(userId)) {
      try {
        handles.push(...(await this.websiteDeletion.deleteRows(id)));
      } catch (error) {
        this.logger.error({ message: 'Account deletion: website not deleted', userId, websiteId: id, error: String(error) });
        throw error;
      }
    }
    try {
      handles.push(...(await this.repository.deleteUser(userId)));
    } catch (error) {
      this.logger.error({ message: 'Account deletion: user not deleted', userId, error: String(error) });
      throw error;
    }
    await this.websiteDeletion.release(handles);
  }
}
