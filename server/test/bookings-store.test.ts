import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createDefaultSiteDocument } from '@frontdoor/shared';
import { BookingsRepository, createDataSource, DraftEventStore, type SlotRequest } from '@frontdoor/data';
import { createTestContext, type TestContext } from './support/test-env.js';
import { createUser } from './support/users.js';

// Issue 40: no double booking, ever. Two data sources stand for two server instances; the
// database's exclusion constraint decides, not a check in the app.
let context: TestContext;
let dbA: DataSource;
let dbB: DataSource;
let bookingsA: BookingsRepository;
let bookingsB: BookingsRepository;
let ownerId: string;

beforeAll(async () => {
  context = await createTestContext();
  dbA = createDataSource(context.env.DATABASE_URL);
  dbB = createDataSource(context.env.DATABASE_URL);
  await Promise.all([dbA.initialize(), dbB.initialize()]);
  bookingsA = new BookingsRepository(dbA);
  bookingsB = new BookingsRepository(dbB);
  ownerId = (await createUser(dbA, 'owner@example.com')).id;
});

afterAll(async () => {
  await dbA?.destroy();
  await dbB?.destroy();
  await context?.cleanup();
});

async function newWebsite(): Promise<string> {
  const document = createDefaultSiteDocument({ id: randomUUID(), businessName: 'Headingley Barbers' });
  await new DraftEventStore(dbA).createDraft({ userId: ownerId, document });
  return document.websiteSettings.id;
}

/** A 30-minute haircut at `start` with a 15-minute buffer after it. */
const haircut = (websiteId: string, start: string): SlotRequest => {
  const at = new Date(start).getTime();
  return { websiteId, serviceId: 'haircut', start, end: new Date(at + 30 * 60_000).toISOString(), busyUntil: new Date(at + 45 * 60_000).toISOString() };
};
const visitor = (name: string) => ({ name, email: `${name.toLowerCase()}@example.com`, phone: '', note: '' });

it('gives one hold of 50 asked for the same slot at once through two instances, and tells the others it is taken', async () => {
  const websiteId = await newWebsite();
  const slot = haircut(websiteId, '2026-12-07T09:00:00.000Z');
  const results = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? bookingsA : bookingsB).hold(slot, 300)));
  expect(results.filter((result) => result.ok)).toHaveLength(1);
  expect(results.filter((result) => !result.ok)).toEqual(Array.from({ length: 49 }, () => ({ ok: false, reason: 'taken' })));
  expect(await bookingsA.busyBetween(websiteId, '2026-12-07T00:00:00Z', '2026-12-08T00:00:00Z')).toHaveLength(1);
});

it('refuses a slot that overlaps another or its buffer, and allows one that starts when the buffer ends', async () => {
  const websiteId = await newWebsite();
  expect(await bookingsA.hold(haircut(websiteId, '2026-12-07T10:00:00.000Z'), 300)).toMatchObject({ ok: true });
  // 10:40 is inside the 15-minute buffer after the 10:00-10:30 haircut.
  expect(await bookingsB.hold(haircut(websiteId, '2026-12-07T10:40:00.000Z'), 300)).toEqual({ ok: false, reason: 'taken' });
  expect(await bookingsB.hold(haircut(websiteId, '2026-12-07T09:30:00.000Z'), 300)).toEqual({ ok: false, reason: 'taken' });
  expect(await bookingsB.hold(haircut(websiteId, '2026-12-07T10:45:00.000Z'), 300)).toMatchObject({ ok: true });
  // Another business's diary is its own.
  expect(await bookingsB.hold(haircut(await newWebsite(), '2026-12-07T10:00:00.000Z'), 300)).toMatchObject({ ok: true });
});

it('frees the slot of a hold that lapsed, and of a booking cancelled', async () => {
  const websiteId = await newWebsite();
  const slot = haircut(websiteId, '2026-12-08T09:00:00.000Z');
  const first = await bookingsA.hold(slot, 1);
  expect(first.ok).toBe(true);
  expect(await bookingsB.hold(slot, 300)).toEqual({ ok: false, reason: 'taken' });
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  expect(await bookingsA.busyBetween(websiteId, slot.start, slot.busyUntil)).toEqual([]);
  const second = await bookingsB.hold(slot, 300);
  expect(second).toMatchObject({ ok: true, booking: { status: 'held', start: slot.start } });
  expect(await bookingsA.find(first.ok ? first.booking.id : '')).toMatchObject({ status: 'expired' });

  // The second visitor books; cancelling frees the time for a third.
  const booked = await bookingsB.book(second.ok ? second.booking.id : '', 'confirmed', visitor('Ada'));
  expect(booked).toMatchObject({ ok: true, booking: { status: 'confirmed', name: 'Ada', holdExpiresAt: null } });
  expect(await bookingsA.hold(slot, 300)).toEqual({ ok: false, reason: 'taken' });
  expect(await bookingsA.end(booked?.ok ? booked.booking.id : '', 'cancelled')).toMatchObject({ status: 'cancelled' });
  expect(await bookingsA.hold(slot, 300)).toMatchObject({ ok: true });
});

it('books from a lapsed hold when nobody took the slot meanwhile, and says taken when someone did', async () => {
  const websiteId = await newWebsite();
  const slot = haircut(websiteId, '2026-12-09T09:00:00.000Z');
  const slow = await bookingsA.hold(slot, 1);
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const late = await bookingsA.book(slow.ok ? slow.booking.id : '', 'requested', visitor('Grace'));
  expect(late).toMatchObject({ ok: true, booking: { status: 'requested', name: 'Grace', start: slot.start } });

  const other = haircut(websiteId, '2026-12-09T11:00:00.000Z');
  const lapsed = await bookingsA.hold(other, 1);
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  expect(await bookingsB.hold(other, 300)).toMatchObject({ ok: true });
  expect(await bookingsA.book(lapsed.ok ? lapsed.booking.id : '', 'requested', visitor('Alan'))).toEqual({ ok: false, reason: 'taken' });
});

it('has the database refuse an overlap written past the app, and accept it once the first is declined', async () => {
  const websiteId = await newWebsite();
  const insert = (start: string, end: string) =>
    dbA.query(`INSERT INTO bookings (website_id, service_id, status, starts_at, ends_at, busy_until) VALUES ($1, 'haircut', 'confirmed', $2, $3, $3) RETURNING id`, [
      websiteId,
      start,
      end,
    ]);
  const [{ id }] = await insert('2026-12-10T09:00:00Z', '2026-12-10T10:00:00Z');
  await expect(insert('2026-12-10T09:59:00Z', '2026-12-10T10:30:00Z')).rejects.toMatchObject({ code: '23P01' });
  expect(await bookingsB.end(id, 'declined')).toMatchObject({ status: 'declined' });
  await expect(insert('2026-12-10T09:59:00Z', '2026-12-10T10:30:00Z')).resolves.toHaveLength(1);
  // A booking whose end is not after its start is refused too.
  await expect(insert('2026-12-10T12:00:00Z', '2026-12-10T12:00:00Z')).rejects.toMatchObject({ code: '23514' });
});
