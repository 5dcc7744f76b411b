import type { IncomingMessage } from 'node:http';
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import proxyaddr from 'proxy-addr';
import { VisitStatisticsRepository, type CountedVisit } from '@frontdoor/data';
import { publicUrl, type ConversionKind, type Env } from '@frontdoor/shared';
import { editorOfMark, markInCookieHeader } from '../auth/editor-mark.js';
import { ENV } from '../config/config.module.js';
import { LiveEvents } from '../events/live-events.js';
import { declinesCounting, deviceOf, isBot, pageOf, referrerHostOf } from './visit-facts.js';
import { VisitorHash } from './visitor-hash.js';

/** What the hot path keeps of a visit: the request's few facts, read later in a batch. */
interface Seen {
  handle: string | null;
  websiteId: string | null;
  kind: CountedVisit['kind'];
  at: Date;
  address: string;
  userAgent: string;
  referer: string | undefined;
  url: string;
  cookie: string | undefined;
}

/** How often this instance adds what it counted to the totals. */
const FLUSH_MS = 2000;
/** At most this many visits wait in memory (a flood beyond is not counted rather than held). */
const MAX_PENDING = 50_000;
/** How often this instance forgets the day's hashes and drops old months (any instance may; each is idempotent). */
const TIDY_MS = 3_600_000;

/** The Express `trust proxy` rule as proxy-addr takes it (TRUST_PROXY). */
function trustOf(setting: Env['TRUST_PROXY']): (address: string, hop: number) => boolean {
  if (setting === undefined) return () => false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyaddr.compile(setting.split(',').map((part) => part.trim()));
}

/**
 * Counts visits to published pages (issue 42) without adding work a visitor waits for: the page
 * path notes the request's facts in memory (after Do Not Track, Global Privacy Control and
 * prefetches are left out), and every two seconds a batch is read — bots dropped, the site's own
 * editors dropped, the visitor hashed for the day — and added to the totals in PostgreSQL, where
 * every instance adds to the same rows. Open dashboards hear of it (`statistics-changed`).
 */
@Injectable()
export class VisitCounter implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('VisitCounter');
  private pending: Seen[] = [];
  private timer?: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();
  private lastTidy = 0;
  private readonly trust: (address: string, hop: number) => boolean;
  private readonly ownHosts: string[];

  constructor(
    @Inject(VisitStatisticsRepository) private readonly visits: VisitStatisticsRepository,
    @Inject(VisitorHash) private readonly hashes: VisitorHash,
    @Inject(LiveEvents) private readonly live: LiveEvents,
    @Inject(ENV) private readonly env: Env,
  ) {
    this.trust = trustOf(env.TRUST_PROXY);
    this.ownHosts = [new URL(publicUrl(env)).hostname];
  }

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), FLUSH_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  /** A published page was sent for `handle` (the hot path: no parsing, no I/O). */
  seen(req: IncomingMessage, handle: string): void {
    if (req.method !== 'GET' || this.pending.length >= MAX_PENDING || declinesCounting(req.headers)) return;
    this.pending.push({
      handle,
      websiteId: null,
      kind: 'view',
      at: new Date(),
      address: proxyaddr(req, this.trust),
      userAgent: req.headers['user-agent'] ?? '',
      referer: req.headers.referer,
      url: req.url ?? '/',
      cookie: req.headers.cookie,
    });
  }

  /** A visitor sent a form or a booking request on the site (a conversion). */
  converted(req: IncomingMessage, websiteId: string, kind: ConversionKind): void {
    if (this.pending.length >= MAX_PENDING || declinesCounting(req.headers)) return;
    this.pending.push({
      handle: null,
      websiteId,
      kind,
      at: new Date(),
      address: proxyaddr(req, this.trust),
      userAgent: req.headers['user-agent'] ?? '',
      referer: undefined,
      url: '/',
      cookie: req.headers.cookie,
    });
  }

  /** Adds what was counted to the totals (one flush at a time); tests call it to see at once. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.flushNow()).catch((error: Error) => this.logger.warn(`Visits not counted: ${error.message}`));
    return this.flushing;
  }

  private async flushNow(): Promise<void> {
    if (Date.now() - this.lastTidy > TIDY_MS) {
      this.lastTidy = Date.now();
      await this.visits.forgetOld().catch((error: Error) => this.logger.warn(`Old visits not tidied: ${error.message}`));
    }
    const batch = this.pending;
    if (!batch.length) return;
    this.pending = [];
    const people = batch.filter((seen) => !isBot(seen.userAgent));
    const handles = await this.visits.websitesOfHandles([...new Set(people.flatMap((seen) => (seen.handle ? [seen.handle] : [])))]);
    const counted: CountedVisit[] = [];
    const editors = new Map<string, Set<string>>();
    for (const seen of people) {
      const websiteId = seen.websiteId ?? (seen.handle ? handles.get(seen.handle) : undefined);
      if (!websiteId) continue;
      // The site's owner and guest editors looking at their own site are not visitors.
      const editor = editorOfMark(this.env.AUTH_SECRET, markInCookieHeader(seen.cookie));
      if (editor) {
        if (!editors.has(websiteId)) editors.set(websiteId, new Set());
        const known = editors.get(websiteId)!;
        if (!known.has(`checked:${editor}`)) {
          known.add(`checked:${editor}`);
          if ((await this.visits.editorsOf(websiteId, [editor])).has(editor)) known.add(editor);
        }
        if (known.has(editor)) continue;
      }
      const day = seen.at.toISOString().slice(0, 10);
      const { device, browser } = deviceOf(seen.userAgent);
      const page = pageOf(seen.url, seen.handle ?? '');
      counted.push({
        websiteId,
        at: seen.at,
        kind: seen.kind,
        visitor: await this.hashes.of(day, websiteId, seen.address, seen.userAgent),
        path: seen.kind === 'view' ? page.path : '',
        referrerHost: seen.kind === 'view' ? referrerHostOf(seen.referer, this.ownHosts) : '',
        utmSource: seen.kind === 'view' ? page.utmSource : '',
        utmCampaign: seen.kind === 'view' ? page.utmCampaign : '',
        device,
        browser,
      });
    }
    const changed = await this.visits.record(counted);
    await Promise.all(changed.map((websiteId) => this.live.toWebsite(websiteId, { type: 'statistics-changed', websiteId })));
  }
}
