import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  appHostNames,
  canDeleteDomain,
  disconnectDomain,
  domainTarget,
  domainTargetHost,
  DOMAIN_NAME_MESSAGES,
  holdsDomain,
  isAbandonedClaim,
  isDomainInProgress,
  isDomainOwnedBy,
  parseDomainName,
  partnerDomain,
  reconnectDomain,
  shouldSendDisconnectEmail,
  type Env,
  type WebsiteDomainResponse,
} from '@frontdoor/shared';
import { DomainsRepository, PublishedWebsites, type WebsiteDomainRecord } from '@frontdoor/data';
import { AppError } from '../common/app-error.js';
import { ENV } from '../config/config.module.js';
import { DraftAccess } from '../drafts/draft-access.js';
import { DomainChanges } from './domain-changes.js';
import { domainView } from './domain-view.js';
import { registrableDomain } from './domain-zone.js';

/** The token an owner publishes as the TXT record _frontdoor.<domain>: each claim has its own (issue 37). */
const newToken = () => `frontdoor-verification=${randomBytes(16).toString('hex')}`;

/** PostgreSQL's unique violation: here, the website got another domain meanwhile. */
const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/**
 * Custom domains (spec §4 Custom domain, §6: connecting is the owner's): connect a domain to a
 * published website, reconnect one's own, delete it while its ownership is not verified yet, or
 * disconnect it. Every change is recorded with who made it (DomainsRepository) and announced
 * (DomainChanges); the worker's domain-poll job moves it through its states.
 */
@Injectable()
export class DomainsService {
  private readonly ownHosts: string[];

  constructor(
    @Inject(DraftAccess) private readonly access: DraftAccess,
    @Inject(DomainsRepository) private readonly domains: DomainsRepository,
    @Inject(PublishedWebsites) private readonly published: PublishedWebsites,
    @Inject(DomainChanges) private readonly changes: DomainChanges,
    @Inject(ENV) private readonly env: Env,
  ) {
    this.ownHosts = [...appHostNames(env), domainTargetHost(env)];
  }

  private view(domain: WebsiteDomainRecord | null): WebsiteDomainResponse {
    return { domain: domain && domainView(domain, domainTarget(this.env)) };
  }

  /** The website's domain (owner and guest editors). */
  async get(userId: string, websiteId: string): Promise<WebsiteDomainResponse> {
    await this.access.authorize(userId, websiteId, 'open');
    return this.view(await this.domains.findOfWebsite(websiteId));
  }

  /**
   * Connects `input` to the website (spec §4): it must be published; the domain is normalised
   * and checked; a new one starts at PendingOwnershipVerification; the owner's own is reconnected
   * (a Failed one starts again with a fresh creation time, the reason is cleared, it is attached
   * to the current handle). Other accounts' claims of the name that never proved ownership keep
   * nobody out (issue 37): this claim waits beside them with its own TXT token, and the first to
   * prove ownership gets the domain; those that are over (48 hours gone, or outproved) are
   * released. While another account holds the domain (its ownership proved), it is refused
   * ('Website domain not owned.').
   */
  async connect(userId: string, websiteId: string, input: string, now = new Date()): Promise<WebsiteDomainResponse> {
    const { draft } = await this.access.authorize(userId, websiteId, 'connect-domain');
    const parsed = parseDomainName(input, this.ownHosts);
    if (!parsed.ok) throw new AppError('domain_invalid', 400, parsed.message);
    const name = parsed.domain;
    const zone = registrableDomain(name);
    if (!zone) throw new AppError('domain_invalid', 400, DOMAIN_NAME_MESSAGES['public-suffix']);
    const handle = draft.handle;
    if (!handle || (await this.published.findByHandle(handle))?.draftId !== websiteId) throw new AppError('domain_needs_publishing');

    // `moved`: the website (and its address) the owner's domain was attached to before, when another.
    let written: { domain: WebsiteDomainRecord; moved: { websiteId: string; handle: string | null } | null };
    try {
      written = await this.domains.transaction(async (tx) => {
        await tx.lockName(name);
        const attached = await tx.findOfWebsite(websiteId);
        if (attached && attached.domainName !== name) throw new AppError('domain_already_connected');
        const claims = await tx.claimsOf(name);
        const existing = claims.find((claim) => isDomainOwnedBy(claim, userId));
        const others = claims.filter((claim) => claim !== existing);
        if (others.some(holdsDomain)) throw new AppError('domain_not_owned');
        if (existing) {
          const moved = existing.websiteId && existing.websiteId !== websiteId ? { websiteId: existing.websiteId, handle: existing.websiteName } : null;
          const reconnected = reconnectDomain(existing, handle, now);
          reconnected.websiteId = websiteId;
          reconnected.nextCheckAt = isDomainInProgress(reconnected.state) ? now : null;
          reconnected.unchangedChecks = 0;
          return { domain: await tx.save(Object.assign(existing, reconnected), 'reconnected', userId), moved };
        }
        for (const over of others.filter((claim) => isAbandonedClaim(claim, now))) await tx.remove(over, 'released', userId);
        const created = tx.newDomain({
          domainName: name,
          zone,
          partnerName: partnerDomain(name, zone),
          state: 'PendingOwnershipVerification',
          failureReason: null,
          websiteName: handle,
          websiteId,
          userId,
          verificationToken: newToken(),
          lastCheck: null,
          checkedAt: null,
          nextCheckAt: now,
          unchangedChecks: 0,
          createdAt: now,
          modifiedAt: now,
        });
        return { domain: await tx.save(created, 'connected', userId), moved: null };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('domain_already_connected');
      throw error;
    }
    const { domain, moved } = written;
    await this.changes.announce({
      domainName: name,
      state: domain.state,
      websiteIds: [websiteId, ...(moved ? [moved.websiteId] : [])],
      handles: [handle, ...(moved?.handle ? [moved.handle] : [])],
      check: isDomainInProgress(domain.state),
    });
    return this.view(domain);
  }

  /**
   * Checks the website's domain now (the owner has just set its DNS records): an in-progress one
   * is made due and a round of checks is asked for; its result reaches the open designer live,
   * like every check's. A Connected or Failed domain is answered as it is.
   */
  async checkNow(userId: string, websiteId: string, now = new Date()): Promise<WebsiteDomainResponse> {
    await this.access.authorize(userId, websiteId, 'connect-domain');
    const domain = await this.domains.findOfWebsite(websiteId);
    if (!domain) throw new AppError('domain_not_found');
    if (await this.domains.checkSoon(domain.id, now)) await this.changes.checkDue();
    return this.view(domain);
  }

  /** Deletes the website's domain, only while PendingOwnershipVerification (spec §4). */
  async remove(userId: string, websiteId: string): Promise<void> {
    await this.access.authorize(userId, websiteId, 'connect-domain');
    const removed = await this.domains.transaction(async (tx) => {
      // Read again under the name's lock: a check may have just moved it on (or ended it).
      const found = await tx.findOfWebsite(websiteId);
      if (found) await tx.lockName(found.domainName);
      const domain = found && (await tx.findOfWebsite(websiteId));
      if (!domain) throw new AppError('domain_not_found');
      if (!canDeleteDomain(domain)) throw new AppError('domain_not_deletable');
      await tx.remove(domain, 'deleted', userId);
      return domain;
    });
    await this.changes.announce({
      domainName: removed.domainName,
      state: null,
      websiteIds: [websiteId],
      handles: removed.websiteName ? [removed.websiteName] : [],
      check: false,
    });
  }

  /**
   * Disconnects the website's domain (spec §4): the website name is cleared (it is no longer
   * served; it stays the owner's to reconnect). When the record last changed more than 7 days
   * earlier, the disconnect email is requested.
   */
  async disconnect(userId: string, websiteId: string, now = new Date()): Promise<void> {
    const { draft } = await this.access.authorize(userId, websiteId, 'connect-domain');
    const { domain, lastChanged, handle } = await this.domains.transaction(async (tx) => {
      const attached = await tx.findOfWebsite(websiteId);
      if (attached) await tx.lockName(attached.domainName);
      const found = attached && (await tx.findOfWebsite(websiteId));
      if (!found) throw new AppError('domain_not_found');
      const before = { lastChanged: found.modifiedAt, handle: found.websiteName };
      const detached = disconnectDomain(found, now);
      detached.websiteId = null;
      detached.nextCheckAt = null;
      return { domain: await tx.save(Object.assign(found, detached), 'disconnected', userId), ...before };
    });
    if (shouldSendDisconnectEmail(lastChanged, now)) {
      const settings = draft.websiteSettings as { companyName?: string; businessName?: string };
      const companyName = settings.companyName?.trim() || settings.businessName?.trim() || '';
      await this.changes.requestDisconnectEmail({ websiteId, domain: domain.domainName, companyName }, `${domain.id}-${now.getTime()}`);
    }
    // The website has no domain now (null), whatever the record's own state.
    await this.changes.announce({ domainName: domain.domainName, state: null, websiteIds: [websiteId], handles: handle ? [handle] : [], check: false });
  }
}
