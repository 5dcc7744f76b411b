import type { DataSource } from 'typeorm';
import { isUuid, siteDocumentSchema, VERSION_KINDS, type DraftVersion, type DraftVersionDetail, type SiteDocument, type VersionKind } from '@frontdoor/shared';
import type { DraftEventStore } from './draft-event-store.js';

interface VersionRow {
  sequence: string;
  kind: VersionKind;
  created_at: Date;
  email: string | null;
  data: Record<string, unknown> | null;
  /** A restore's: when the version it brought back was made. */
  restored_from_at: Date | null;
}

/** The kinds of version a draft compares with (every kind but a kept `taken-over`). */
const BASELINE_KINDS = VERSION_KINDS.filter((kind) => kind !== 'taken-over');

/** How many versions the History panel lists (newest first). */
const HISTORY_LENGTH = 50;

/**
 * Saved versions of a draft, read from its event log (ARCHITECTURE §3): the generated first
 * version, every Save Draft, publish and restore. Each carries the document's JSON, so listing
 * and restoring never replays Yjs history.
 */
export class DraftVersions {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: DraftEventStore,
  ) {}

  /** Appends a version event (saved, published, restored) holding the document's JSON. */
  async record(
    draftId: string,
    input: { kind: Exclude<VersionKind, 'created'>; actorId: string | null; document: SiteDocument; extra?: Record<string, unknown> },
  ): Promise<{ version: DraftVersion; document: SiteDocument } | null> {
    const appended = await this.store.appendEvent(draftId, {
      kind: input.kind,
      actorId: input.actorId,
      data: { ...input.extra, document: input.document },
    });
    if (appended.status !== 'appended') return null;
    const detail = await this.get(draftId, appended.sequence);
    return detail && { version: summary(detail), document: detail.document };
  }

  async list(draftId: string): Promise<DraftVersion[]> {
    const rows = await this.query(draftId, null, HISTORY_LENGTH);
    return rows.map((row) => toVersion(row));
  }

  /**
   * The newest saved version: what 'Unsaved changes' compares the live document with, and what a
   * take-over resets to. A `taken-over` version (someone's unsaved changes, kept) never is.
   */
  async latest(draftId: string): Promise<DraftVersionDetail | null> {
    const [row] = await this.query(draftId, null, 1, BASELINE_KINDS);
    return row ? toDetail(row) : null;
  }

  async get(draftId: string, sequence: number): Promise<DraftVersionDetail | null> {
    const [row] = await this.query(draftId, sequence, 1);
    return row ? toDetail(row) : null;
  }

  /** The document of the last publish (what the live page shows), or null before the first one. */
  async latestPublished(draftId: string): Promise<SiteDocument | null> {
    const [row] = await this.query(draftId, null, 1, ['published']);
    return row ? (toDetail(row)?.document ?? null) : null;
  }

  /**
   * For many drafts at once, one statement: per draft, what `latest` and `latestPublished` answer
   * (the collab server's connected hook, batched per tick). Keyed by the draft id as given.
   */
  async latestMany(draftIds: readonly string[]): Promise<Map<string, { latest: DraftVersionDetail | null; published: SiteDocument | null }>> {
    const found = new Map<string, { latest: DraftVersionDetail | null; published: SiteDocument | null }>();
    for (const id of draftIds) found.set(id, { latest: null, published: null });
    // A name that is no draft id has no versions (the load refused it before connected runs).
    const ids = [...new Set(draftIds.filter(isUuid).map((id) => id.toLowerCase()))];
    if (ids.length === 0) return found;
    const rows: (VersionRow & { draft_id: string; slot: 'latest' | 'published' })[] = await this.dataSource.query(
      `WITH ids AS (SELECT unnest($1::uuid[]) AS id),
            picked AS (
              SELECT ids.id AS asked, 'latest' AS slot, l.sequence, l.draft_id
                FROM ids CROSS JOIN LATERAL (
                  SELECT e.sequence, e.draft_id FROM draft_events e
                   WHERE e.draft_id = ids.id AND e.kind = ANY($2::text[]) AND (e.kind = 'created' OR e.data ? 'document')
                   ORDER BY e.sequence DESC LIMIT 1) l
              UNION ALL
              SELECT ids.id, 'published', p.sequence, p.draft_id
                FROM ids CROSS JOIN LATERAL (
                  SELECT e.sequence, e.draft_id FROM draft_events e
                   WHERE e.draft_id = ids.id AND e.kind = 'published' AND e.data ? 'document'
                   ORDER BY e.sequence DESC LIMIT 1) p)
       SELECT picked.asked::text AS draft_id, picked.slot, e.sequence, e.kind, e.created_at, u.email, e.data, r.created_at AS restored_from_at
         FROM picked JOIN draft_events e ON e.draft_id = picked.draft_id AND e.sequence = picked.sequence
         LEFT JOIN users u ON u.id = e.actor_id
         LEFT JOIN draft_events r ON e.kind = 'restored' AND r.draft_id = e.draft_id
                                 AND r.sequence = (CASE WHEN jsonb_typeof(e.data->'restoredFrom') = 'number' THEN (e.data->>'restoredFrom')::bigint END)`,
      [ids, [...BASELINE_KINDS]],
    );
    const byId = new Map<string, { latest: DraftVersionDetail | null; published: SiteDocument | null }>(ids.map((id) => [id, { latest: null, published: null }]));
    for (const row of rows) {
      const entry = byId.get(row.draft_id)!;
      if (row.slot === 'latest') entry.latest = toDetail(row);
      else entry.published = toDetail(row)?.document ?? null;
    }
    for (const id of draftIds) if (isUuid(id)) found.set(id, byId.get(id.toLowerCase())!);
    return found;
  }

  private query(draftId: string, sequence: number | null, limit: number, kinds: readonly VersionKind[] = VERSION_KINDS): Promise<VersionRow[]> {
    // The created event's data is the document itself; the others hold it under `document`.
    return this.dataSource.query(
      `SELECT e.sequence, e.kind, e.created_at, u.email, e.data, r.created_at AS restored_from_at
         FROM draft_events e LEFT JOIN users u ON u.id = e.actor_id
         LEFT JOIN draft_events r ON e.kind = 'restored' AND r.draft_id = e.draft_id
                                 AND r.sequence = (CASE WHEN jsonb_typeof(e.data->'restoredFrom') = 'number' THEN (e.data->>'restoredFrom')::bigint END)
        WHERE e.draft_id = $1 AND e.kind = ANY($2::text[]) AND ($3::bigint IS NULL OR e.sequence = $3)
          AND (e.kind = 'created' OR e.data ? 'document')
        ORDER BY e.sequence DESC LIMIT $4`,
      [draftId, [...kinds], sequence, limit],
    );
  }
}

function toVersion(row: VersionRow): DraftVersion {
  const from = row.data && typeof row.data.restoredFrom === 'number' ? row.data.restoredFrom : null;
  const fromAt = from === null ? null : (row.restored_from_at?.toISOString() ?? null);
  const version: DraftVersion = {
    sequence: Number(row.sequence),
    kind: row.kind,
    at: row.created_at.toISOString(),
    by: row.email,
    restoredFrom: from,
    restoredFromAt: fromAt,
  };
  if (row.kind === 'taken-over') version.takenOver = { displacedEmail: text(row.data?.displacedEmail), takenByEmail: text(row.data?.takenByEmail) };
  if (row.kind === 'assistant') version.label = text(row.data?.label);
  if (row.kind === 'handed-over') version.handedOver = { toEmail: text(row.data?.toEmail), left: row.data?.mode === 'start' };
  return version;
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function toDetail(row: VersionRow): DraftVersionDetail | null {
  const raw = row.kind === 'created' ? row.data : row.data?.document;
  const parsed = siteDocumentSchema.safeParse(raw);
  return parsed.success ? { ...toVersion(row), document: parsed.data } : null;
}

function summary(detail: DraftVersionDetail): DraftVersion {
  const { document: _document, ...version } = detail;
  return version;
}
