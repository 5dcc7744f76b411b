import { In, IsNull, LessThanOrEqual, Not, type DataSource, type EntityManager } from 'typeorm';
import { IN_PROGRESS_DOMAIN_STATES, outprovedClaim, provesOwnership, SERVABLE_DOMAIN_STATES, type DomainState } from '@frontdoor/shared';
import { WebsiteDomainEntity, type WebsiteDomainRecord } from '../entities/website-domain.entity.js';
import { WebsiteDomainHistoryEntity, type WebsiteDomainHistoryRecord, type DomainChange } from '../entities/website-domain-history.entity.js';

/** How a request's host is served (custom-domain routing): the published site of a verified, attached domain. */
export interface DomainRoute {
  domainName: string;
  state: DomainState;
  token: string;
  websiteId: string;
  handle: string;
  /** When its published page last changed (the domain's sitemap). */
  modifiedAt: Date;
  /** Search indexing is on (robots and sitemap on the domain). */
  indexable: boolean;
  /** The host asked for is the domain's www/apex twin: it redirects to the domain. */
  viaPartner: boolean;
}

/** What the checker found, written back with the state it leads to. */
export interface DomainCheckResult {
  state: DomainState;
  failureReason: WebsiteDomainRecord['failureReason'];
  lastCheck: NonNullable<WebsiteDomainRecord['lastCheck']>;
  checkedAt: Date;
  nextCheckAt: Date | null;
  unchangedChecks: number;
}

/** A check written back: the domain as written, and the other claims of its name it ended by proving ownership. */
export interface RecordedCheck {
  domain: WebsiteDomainRecord;
  ended: WebsiteDomainRecord[];
}

/**
 * Custom domains (spec §3 WebsiteDomains and WebsiteDomainsHistory): every write records the
 * domain as it then is in the history, with who made the change (null: the checker). A name may
 * have one claim per account; claims wait side by side until one proves ownership, and only one
 * claim of a name may be verified or later (issue 37; a partial unique index). Decisions about one
 * name run in `transaction` after `lockName`, so two connections or two proofs of the same domain
 * cannot both win.
 */
export class DomainsRepository {
  constructor(private readonly source: DataSource | EntityManager) {}

  private get manager(): EntityManager {
    return 'manager' in this.source ? this.source.manager : this.source;
  }

  /** Runs `work` in one transaction, with a repository bound to it. */
  transaction<T>(work: (tx: DomainsRepository) => Promise<T>): Promise<T> {
    return this.manager.transaction((manager) => work(new DomainsRepository(manager)));
  }

  /** Serialises decisions about a domain name across server instances, until the transaction ends. */
  async lockName(name: string): Promise<void> {
    await this.manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`website-domains:${name}`]);
  }

  /** Every claim of a domain name (one per account), oldest first. */
  claimsOf(domainName: string): Promise<WebsiteDomainRecord[]> {
    return this.manager.find(WebsiteDomainEntity, { where: { domainName }, order: { createdAt: 'ASC' } });
  }

  /** The domain attached to a website, if any. */
  findOfWebsite(websiteId: string): Promise<WebsiteDomainRecord | null> {
    return this.manager.findOneBy(WebsiteDomainEntity, { websiteId });
  }

  /** A domain not saved yet (`save` writes it). */
  newDomain(fields: Partial<WebsiteDomainRecord>): WebsiteDomainRecord {
    return this.manager.create(WebsiteDomainEntity, fields);
  }

  /** Writes the domain and records it in the history. */
  async save(domain: WebsiteDomainRecord, change: DomainChange, actorId: string | null): Promise<WebsiteDomainRecord> {
    const saved = await this.manager.save(WebsiteDomainEntity, domain);
    await this.record(saved, change, actorId);
    return saved;
  }

  /**
   * Makes an in-progress domain due for a check now, as after a change (its waits start again
   * from the shortest). Not a change of the domain: no history, `modifiedAt` unchanged. False
   * when the domain is not in progress (Connected, Failed or gone).
   */
  async checkSoon(domainId: string, now: Date): Promise<boolean> {
    const result = await this.manager.update(WebsiteDomainEntity, { id: domainId, state: In([...IN_PROGRESS_DOMAIN_STATES]) }, { nextCheckAt: now, unchangedChecks: 0 });
    return (result.affected ?? 0) > 0;
  }

  /** Deletes the domain (its history stays, with this last change). */
  async remove(domain: WebsiteDomainRecord, change: DomainChange, actorId: string | null): Promise<void> {
    await this.record(domain, change, actorId);
    await this.manager.delete(WebsiteDomainEntity, { id: domain.id });
  }

  private async record(domain: WebsiteDomainRecord, change: DomainChange, actorId: string | null): Promise<void> {
    await this.manager.insert(WebsiteDomainHistoryEntity, {
      domainId: domain.id,
      domainName: domain.domainName,
      state: domain.state,
      failureReason: domain.failureReason,
      websiteName: domain.websiteName,
      websiteId: domain.websiteId,
      userId: domain.userId,
      actorId,
      change,
      recordedAt: new Date(),
    });
  }

  /** A domain's history, oldest first. */
  history(domainName: string): Promise<WebsiteDomainHistoryRecord[]> {
    return this.manager.find(WebsiteDomainHistoryEntity, { where: { domainName }, order: { id: 'ASC' } });
  }

  /**
   * Releases a website's domain as the website is deleted (its one deletion path): the record
   * goes, so the domain may be connected again, by anyone. Answers the names released.
   */
  async releaseOfWebsite(websiteId: string): Promise<string[]> {
    const domains = await this.manager.findBy(WebsiteDomainEntity, { websiteId });
    for (const domain of domains) await this.remove(domain, 'released', null);
    return domains.map((domain) => domain.domainName);
  }

  /** A new address of a website: its domain follows it (websiteName is the handle it is attached to). */
  async followAddress(websiteId: string, handle: string, actorId: string, now: Date): Promise<void> {
    const domain = await this.manager.findOneBy(WebsiteDomainEntity, { websiteId, websiteName: Not(handle) });
    if (!domain) return;
    await this.save(Object.assign(domain, { websiteName: handle, modifiedAt: now }), 'address-changed', actorId);
  }

  /**
   * Takes up to `limit` attached domains still being connected whose check is due, and moves
   * their next check `leaseMs` on, so that another worker does not take them meanwhile.
   */
  claimDue(now: Date, limit: number, leaseMs: number): Promise<WebsiteDomainRecord[]> {
    return this.manager.transaction(async (manager) => {
      const due = await manager
        .createQueryBuilder(WebsiteDomainEntity, 'd')
        .where({ state: In([...IN_PROGRESS_DOMAIN_STATES]), websiteId: Not(IsNull()), nextCheckAt: LessThanOrEqual(now) })
        .orderBy('d.next_check_at', 'ASC')
        .limit(limit)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getMany();
      if (!due.length) return [];
      await manager.update(WebsiteDomainEntity, { id: In(due.map((domain) => domain.id)) }, { nextCheckAt: new Date(now.getTime() + leaseMs) });
      return due;
    });
  }

  /**
   * Writes what a check found, if the domain is still as it was when the check began (not
   * disconnected, deleted or reconnected meanwhile); a change of state goes in the history.
   * A check that proves ownership (issue 37) decides under the name's lock: when another claim of
   * the name holds it verified already, this claim ends instead (OwnershipProvedElsewhere);
   * otherwise every other claim of the name ends so. Answers the domain as written with the
   * claims it ended, or null when it had changed.
   */
  recordCheck(checked: WebsiteDomainRecord, result: DomainCheckResult): Promise<RecordedCheck | null> {
    return this.transaction(async (tx) => {
      await tx.lockName(checked.domainName);
      const current = await tx.manager.findOne(WebsiteDomainEntity, { where: { id: checked.id }, lock: { mode: 'pessimistic_write' } });
      if (!current || current.state !== checked.state || current.websiteId !== checked.websiteId || current.createdAt.getTime() !== checked.createdAt.getTime())
        return null;
      const ended: WebsiteDomainRecord[] = [];
      let outcome = result;
      if (provesOwnership(current.state, result.state)) {
        const others = (await tx.claimsOf(current.domainName)).filter((claim) => claim.id !== current.id);
        if (others.some((claim) => SERVABLE_DOMAIN_STATES.includes(claim.state))) {
          outcome = { ...result, ...outprovedClaim(current)!, nextCheckAt: null };
        } else {
          for (const other of others) {
            const end = outprovedClaim(other);
            if (!end) continue;
            Object.assign(other, end, { nextCheckAt: null, modifiedAt: result.checkedAt });
            await tx.manager.save(WebsiteDomainEntity, other);
            await tx.record(other, 'outproved', null);
            ended.push(other);
          }
        }
      }
      const changed = outcome.state !== current.state;
      Object.assign(current, outcome, changed ? { modifiedAt: outcome.checkedAt } : {});
      await tx.manager.save(WebsiteDomainEntity, current);
      if (changed) await tx.record(current, outcome.failureReason === 'OwnershipProvedElsewhere' ? 'outproved' : 'checked', null);
      return { domain: current, ended };
    });
  }

  /**
   * How a host is served: the published site of the domain of that name (or whose www/apex twin
   * it is), when the domain is verified and attached to a published website; null otherwise.
   */
  async route(host: string): Promise<DomainRoute | null> {
    const rows: {
      domain_name: string;
      state: DomainState;
      verification_token: string;
      website_id: string;
      handle: string;
      modified_at: Date;
      indexable: boolean;
    }[] = await this.manager.query(
      `SELECT d.domain_name, d.state, d.verification_token, d.website_id, w.handle, w.modified_at,
              coalesce((w.website_settings->>'searchIndexingEnabled')::boolean, true) AS indexable
         FROM website_domains d JOIN websites w ON w.draft_id = d.website_id
        WHERE (d.domain_name = $1 OR d.partner_name = $1) AND d.state = ANY($2)
        ORDER BY (d.domain_name = $1) DESC LIMIT 1`,
      [host, SERVABLE_DOMAIN_STATES],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      domainName: row.domain_name,
      state: row.state,
      token: row.verification_token,
      websiteId: row.website_id,
      handle: row.handle,
      modifiedAt: row.modified_at,
      indexable: row.indexable,
      viaPartner: row.domain_name !== host,
    };
  }

  /** The domains attached to these websites, by website id (the website lists). */
  async listed(websiteIds: readonly string[]): Promise<Map<string, { name: string; state: DomainState }>> {
    if (!websiteIds.length) return new Map();
    const domains = await this.manager.find(WebsiteDomainEntity, {
      where: { websiteId: In([...websiteIds]) },
      select: { websiteId: true, domainName: true, state: true },
    });
    return new Map(domains.map((domain) => [domain.websiteId!, { name: domain.domainName, state: domain.state }]));
  }
}
