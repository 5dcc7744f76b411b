import type { IncomingMessage } from 'node:http';
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import proxyaddr from 'proxy-addr';
import { VisitStatisticsRepository, type CountedVisit } from '@frontdoor/data';
import { publicUrl, type ConversionKind, type DeviceClass, type Env } from '@frontdoor/shared';
import { editorOfMark, markInCookieHeader } from '../auth/editor-mark.js';
import { ENV } from '../config/config.module.js';
import { LiveEvents } from '../events/live-events.js';
import { declinesCounting, deviceOf, isBot, pageOf, referrerHostOf } from './visit-facts.js';
import { VisitorHash } from './visitor-hash.js';

/** What the hot path keeps of a visit: the request's few facts as they came, read later in a batch. */
interface Seen {
  handle: string | null;
  websiteId: string | null;
  kind: CountedVisit['kind'];
  at: number;
  /** The connection's address and X-Forwarded-For, read with TRUST_PROXY later. */
  socket: string;
  forwarded: string;
  userAgent: string;
  referer: string;
  url: string;
  cookie: string;
}

/** Yields to the event loop every so many items of a batch: visitors' requests never wait long behind a flush. */
const SLICE = 500;
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

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
 * editors dropped, sites whose owner turned counting off dropped, the visitor hashed for the day — and added to the totals in PostgreSQL, where
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
  /** VISITOR_STATISTICS=off: nothing is noted at all. */
  private readonly counting: boolean;
  /** The CDN mode (S3_BUCKET set): published pages report their views themselves (COUNT_SCRIPT). */
  private readonly pagesReport: boolean;
  /** Device and browser of the user agents seen lately (a page's visitors share a few agents; parsing each is the costly part). */
  private readonly agents = new Map<string, { device: DeviceClass; browser: string }>();

  constructor(
    @Inject(VisitStatisticsRepository) private readonly visits: VisitStatisticsRepository,
    @Inject(VisitorHash) private readonly hashes: VisitorHash,
    @Inject(LiveEvents) private readonly live: LiveEvents,
    @Inject(ENV) private readonly env: Env,
  ) {
    this.trust = trustOf(env.TRUST_PROXY);
    this.counting = env.VISITOR_STATISTICS === 'on';
    this.pagesReport = env.S3_BUCKET !== undefined;
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

  /**
   * A published page was sent for `handle` (the hot path: a few header reads, no parsing, no I/O).
   * In the CDN mode (S3_BUCKET) every page reports its own view (`reported`), so none is counted here.
   */
  seen(req: IncomingMessage, handle: string): void {
    if (!this.counting || this.pagesReport || req.method !== 'GET' || this.pending.length >= MAX_PENDING || declinesCounting(req.headers)) return;
    this.pending.push(this.noted(req, 'view', handle, null, req.headers.referer ?? '', req.url ?? '/'));
  }

  /** A page served from the bucket reported its view: its path and query, and its referrer, as the page read them. */
  reported(req: IncomingMessage, handle: string, page: string, referrer: string): void {
    if (!this.counting || !this.pagesReport || this.pending.length >= MAX_PENDING || declinesCounting(req.headers)) return;
    this.pending.push(this.noted(req, 'view', handle, null, referrer, page.startsWith('/') ? page : '/'));
  }

  /** A visitor sent a form or a booking request, or tapped the phone number or Directions (a conversion). */
  converted(req: IncomingMessage, websiteId: string, kind: ConversionKind): void {
    if (!this.counting || this.pending.length >= MAX_PENDING || declinesCounting(req.headers)) return;
    this.pending.push(this.noted(req, kind, null, websiteId, '', '/'));
  }

  private noted(req: IncomingMessage, kind: Seen['kind'], handle: string | null, websiteId: string | null, referer: string, url: string): Seen {
    const forwarded = req.headers['x-forwarded-for'];
    return {
      handle,
      websiteId,
      kind,
      at: Date.now(),
      socket: req.socket.remoteAddress ?? '',
      forwarded: Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''),
      userAgent: req.headers['user-agent'] ?? '',
      referer,
      url,
      cookie: req.headers.cookie ?? '',
    };
  }

  /** The visitor's address, as Express would read it with TRUST_PROXY. */
  private addressOf(seen: Seen): string {
    const like = { socket: { remoteAddress: seen.socket }, connection: { remoteAddress: seen.socket }, headers: { 'x-forwarded-for': seen.forwarded } };
    return proxyaddr(like as unknown as IncomingMessage, this.trust);
  }

  private agentOf(userAgent: string): { device: DeviceClass; browser: string } {
    let known = this.agents.get(userAgent);
    if (!known) {
      if (this.agents.size >= 1000) this.agents.clear();
      this.agents.set(userAgent, (known = deviceOf(userAgent)));
    }
    return known;
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
    // Identical requests (one person, page and source, in the same minute) are read once, with their count.
    const groups = new Map<string, { seen: Seen; count: number }>();
    for (const [index, seen] of batch.entries()) {
      const key = `${seen.kind}\n${seen.handle ?? seen.websiteId}\n${seen.socket}\n${seen.forwarded}\n${seen.userAgent}\n${seen.referer}\n${seen.url}\n${seen.cookie}\n${Math.floor(seen.at / 60_000)}`;
      const group = groups.get(key);
      if (group) group.count++;
      else groups.set(key, { seen, count: 1 });
      if (index % (SLICE * 10) === SLICE * 10 - 1) await breathe();
    }
    const people = [...groups.values()].filter(({ seen }) => !isBot(seen.userAgent));
    const handles = await this.visits.websitesOfHandles([...new Set(people.flatMap(({ seen }) => (seen.handle ? [seen.handle] : [])))]);
    const websiteOf = (seen: Seen) => seen.websiteId ?? (seen.handle ? handles.get(seen.handle) : undefined);
    // Sites whose owner turned counting off keep nothing of these visits.
    const off = await this.visits.notCounting([...new Set(people.flatMap(({ seen }) => websiteOf(seen) ?? []))]);
    const counted: CountedVisit[] = [];
    const editors = new Map<string, boolean>();
    for (const [index, { seen, count }] of people.entries()) {
      if (index % SLICE === SLICE - 1) await breathe();
      const websiteId = websiteOf(seen);
      if (!websiteId || off.has(websiteId)) continue;
      // The site's owner and guest editors looking at their own site are not visitors.
      const editor = editorOfMark(this.env.AUTH_SECRET, markInCookieHeader(seen.cookie));
      if (editor) {
        const key = `${websiteId} ${editor}`;
        if (!editors.has(key)) editors.set(key, (await this.visits.editorsOf(websiteId, [editor])).has(editor));
        if (editors.get(key)) continue;
      }
      const at = new Date(seen.at);
      const { device, browser } = this.agentOf(seen.userAgent);
      const view = seen.kind === 'view';
      const page = view ? pageOf(seen.url, seen.handle ?? '') : { path: '', utmSource: '', utmCampaign: '' };
      counted.push({
        websiteId,
        at,
        kind: seen.kind,
        count,
        visitor: await this.hashes.of(at.toISOString().slice(0, 10), websiteId, this.addressOf(seen), seen.userAgent),
        path: page.path,
        referrerHost: view ? referrerHostOf(seen.referer, this.ownHosts) : '',
        utmSource: page.utmSource,
        utmCampaign: page.utmCampaign,
        device,
        browser,
      });
    }
    const changed = await this.visits.record(counted);
    await Promise.all(changed.map((websiteId) => this.live.toWebsite(websiteId, { type: 'statistics-changed', websiteId })));
  }
}
