import type { DataSource } from 'typeorm';

/** Where a booking stands: a hold while the visitor fills in the form, then the outcome. */
export type BookingStatus = 'held' | 'requested' | 'confirmed' | 'cancelled' | 'declined' | 'expired';

/** A booking as the app sees it (times as ISO instants in UTC). */
export interface BookingRecord {
  id: string;
  websiteId: string;
  serviceId: string;
  status: BookingStatus;
  start: string;
  end: string;
  /** The end plus the service's buffer: until then nobody else can book. */
  busyUntil: string;
  /** When a hold lapses (null once it is a booking). */
  holdExpiresAt: string | null;
  name: string;
  email: string;
  phone: string;
  note: string;
  /** The booking's version: bumped on every change after it is made (calendar SEQUENCE). */
  sequence: number;
  /** Whether the visitor proved their address: a request from a new one waits for it ('awaiting'). */
  emailState: EmailState;
}

export type EmailState = 'unchecked' | 'awaiting' | 'verified';

/** A slot asked for: a service at an instant, with its busy time (end plus buffer). */
export interface SlotRequest {
  websiteId: string;
  serviceId: string;
  start: string;
  end: string;
  busyUntil: string;
}

/** What a visitor gives with a booking. */
export interface VisitorDetails {
  name: string;
  email: string;
  phone: string;
  note: string;
}

/** A hold or a booking, or the slot taken meanwhile by someone else. */
export type TakeResult = { ok: true; booking: BookingRecord } | { ok: false; reason: 'taken' };

type BookingRow = {
  id: string;
  website_id: string;
  service_id: string;
  status: BookingStatus;
  starts_at: Date;
  ends_at: Date;
  busy_until: Date;
  hold_expires_at: Date | null;
  name: string;
  email: string;
  phone: string;
  note: string;
  sequence: number;
  email_state: EmailState;
};

const toRecord = (row: BookingRow): BookingRecord => ({
  id: row.id,
  websiteId: row.website_id,
  serviceId: row.service_id,
  status: row.status,
  start: row.starts_at.toISOString(),
  end: row.ends_at.toISOString(),
  busyUntil: row.busy_until.toISOString(),
  holdExpiresAt: row.hold_expires_at?.toISOString() ?? null,
  name: row.name,
  email: row.email,
  phone: row.phone,
  note: row.note,
  sequence: row.sequence,
  emailState: row.email_state,
});

/** PostgreSQL's exclusion_violation: the bookings_no_overlap constraint refused the row. */
const EXCLUSION_VIOLATION = '23P01';
const isTaken = (error: unknown) => (error as { code?: string }).code === EXCLUSION_VIOLATION;

/** The rows an UPDATE … RETURNING gave (TypeORM answers such a query with [rows, count]). */
const updated = (result: [BookingRow[], number]) => result[0];

/** Statuses that keep a slot busy (the constraint's own list). */
const LIVE = `('held', 'requested', 'confirmed')`;

/**
 * The bookings of the owners' sites (issue 40). Overlaps are refused by the database itself
 * (migrations: bookings_no_overlap), so whichever instance asks second for a slot is told it is
 * taken, however close together the two requests come. A hold that has lapsed is marked expired
 * in the same transaction as the request that needs its time, so it never blocks a visitor.
 */
export class BookingsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Holds a slot for `holdSeconds` while the visitor completes the form. */
  hold(slot: SlotRequest, holdSeconds: number): Promise<TakeResult> {
    return this.take(slot, 'held', holdSeconds, null);
  }

  /**
   * Books a slot with the visitor's details: turns the visitor's hold into the booking while it
   * is live, or, when it has lapsed, takes the slot afresh if nobody else has it.
   */
  async book(holdId: string, status: 'requested' | 'confirmed', details: VisitorDetails, emailState: EmailState = 'unchecked'): Promise<TakeResult | null> {
    const rows = updated(
      await this.dataSource.query(
        `UPDATE bookings SET status = $2, hold_expires_at = NULL, name = $3, email = $4, phone = $5, note = $6, email_state = $7, updated_at = now()
        WHERE id = $1 AND status = 'held' AND hold_expires_at > now() RETURNING *`,
        [holdId, status, details.name, details.email, details.phone, details.note, emailState],
      ),
    );
    if (rows[0]) return { ok: true, booking: toRecord(rows[0]) };
    const lapsed = await this.find(holdId);
    if (!lapsed || (lapsed.status !== 'held' && lapsed.status !== 'expired')) return null;
    return this.take(lapsed, status, null, details, emailState);
  }

  /**
   * Keeps a hold, with the visitor's details, while they prove their address (a request from an
   * address new to the site): for `holdSeconds` more. Null when the hold has lapsed meanwhile.
   */
  async awaitEmail(holdId: string, details: VisitorDetails, holdSeconds: number): Promise<BookingRecord | null> {
    const rows = updated(
      await this.dataSource.query(
        `UPDATE bookings SET email_state = 'awaiting', hold_expires_at = now() + make_interval(secs => $6::int), name = $2, email = $3, phone = $4, note = $5, updated_at = now()
        WHERE id = $1 AND status = 'held' AND hold_expires_at > now() RETURNING *`,
        [holdId, details.name, details.email, details.phone, details.note, holdSeconds],
      ),
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /**
   * Moves a live booking to another time (the visitor's reschedule), as `status`: the database
   * refuses a time that overlaps another live booking ('taken'). Null when the booking is no longer live.
   */
  async move(id: string, slot: Omit<SlotRequest, 'websiteId' | 'serviceId'>, status: 'requested' | 'confirmed'): Promise<TakeResult | null> {
    try {
      const rows = updated(
        await this.dataSource.query(
          `UPDATE bookings SET starts_at = $2, ends_at = $3, busy_until = $4, status = $5, sequence = sequence + 1, updated_at = now()
          WHERE id = $1 AND status IN ('requested', 'confirmed') RETURNING *`,
          [id, slot.start, slot.end, slot.busyUntil, status],
        ),
      );
      return rows[0] ? { ok: true, booking: toRecord(rows[0]) } : null;
    } catch (error) {
      if (isTaken(error)) return { ok: false, reason: 'taken' };
      throw error;
    }
  }

  /** Whether a visitor proved this address on this site before (opened an emailed link). */
  async isVerifiedAddress(websiteId: string, email: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM bookings WHERE website_id = $1 AND email = $2 AND email_state = 'verified' LIMIT 1`, [
      websiteId,
      email,
    ]);
    return rows.length > 0;
  }

  /** Ends a hold or a booking (the visitor cancelled, the owner declined): its time is free again. */
  async end(id: string, status: 'cancelled' | 'declined' | 'expired'): Promise<BookingRecord | null> {
    const rows = updated(
      await this.dataSource.query(`UPDATE bookings SET status = $2, sequence = sequence + 1, updated_at = now() WHERE id = $1 AND status IN ${LIVE} RETURNING *`, [
        id,
        status,
      ]),
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /**
   * The owner's answer: a request confirmed or declined, or a confirmed booking cancelled (what
   * 'declined' means for a booking already confirmed); either frees its time.
   */
  async answer(id: string, websiteId: string, answer: 'confirmed' | 'declined'): Promise<BookingRecord | null> {
    const rows = updated(
      await this.dataSource.query(
        answer === 'confirmed'
          ? `UPDATE bookings SET status = 'confirmed', sequence = sequence + 1, updated_at = now() WHERE id = $1 AND website_id = $2 AND status = 'requested' RETURNING *`
          : `UPDATE bookings SET status = CASE WHEN status = 'confirmed' THEN 'cancelled' ELSE 'declined' END, sequence = sequence + 1, updated_at = now()
             WHERE id = $1 AND website_id = $2 AND status IN ('requested', 'confirmed') RETURNING *`,
        [id, websiteId],
      ),
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /** A website's bookings as its owner sees them (no holds), by start. */
  async listForWebsite(websiteId: string): Promise<BookingRecord[]> {
    const rows: BookingRow[] = await this.dataSource.query(
      `SELECT * FROM bookings WHERE website_id = $1 AND status IN ('requested', 'confirmed', 'cancelled', 'declined') ORDER BY starts_at, created_at LIMIT 1000`,
      [websiteId],
    );
    return rows.map(toRecord);
  }

  async find(id: string): Promise<BookingRecord | null> {
    const rows: BookingRow[] = await this.dataSource.query(`SELECT * FROM bookings WHERE id = $1`, [id]);
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /** The website's live holds and bookings whose busy time meets [from, to), by start. */
  async busyBetween(websiteId: string, from: string, to: string): Promise<BookingRecord[]> {
    const rows: BookingRow[] = await this.dataSource.query(
      `SELECT * FROM bookings
        WHERE website_id = $1 AND status IN ${LIVE} AND NOT (status = 'held' AND hold_expires_at <= now())
          AND tstzrange(starts_at, busy_until, '[)') && tstzrange($2, $3, '[)')
        ORDER BY starts_at`,
      [websiteId, from, to],
    );
    return rows.map(toRecord);
  }

  /** Inserts a live row in one transaction with the expiry of the lapsed holds in its way. */
  private async take(
    slot: SlotRequest,
    status: BookingStatus,
    holdSeconds: number | null,
    details: VisitorDetails | null,
    emailState: EmailState = 'unchecked',
  ): Promise<TakeResult> {
    try {
      const row = await this.dataSource.transaction(async (manager) => {
        await manager.query(
          `UPDATE bookings SET status = 'expired', updated_at = now()
            WHERE website_id = $1 AND status = 'held' AND hold_expires_at <= now()
              AND tstzrange(starts_at, busy_until, '[)') && tstzrange($2, $3, '[)')`,
          [slot.websiteId, slot.start, slot.busyUntil],
        );
        const inserted: BookingRow[] = await manager.query(
          `INSERT INTO bookings (website_id, service_id, status, starts_at, ends_at, busy_until, hold_expires_at, name, email, phone, note, email_state)
           VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7::int IS NULL THEN NULL ELSE now() + make_interval(secs => $7::int) END, $8, $9, $10, $11, $12)
           RETURNING *`,
          [
            slot.websiteId,
            slot.serviceId,
            status,
            slot.start,
            slot.end,
            slot.busyUntil,
            holdSeconds,
            details?.name ?? '',
            details?.email ?? '',
            details?.phone ?? '',
            details?.note ?? '',
            emailState,
          ],
        );
        return inserted[0]!;
      });
      return { ok: true, booking: toRecord(row) };
    } catch (error) {
      if (isTaken(error)) return { ok: false, reason: 'taken' };
      throw error;
    }
  }
}
