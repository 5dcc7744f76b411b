import ical, { type VEvent } from 'node-ical';
import { createDefaultSiteDocument, type DevMail, type Language, type SiteDocument } from '@frontdoor/shared';
import { BookingLinks } from '../src/bookings/booking-links.js';
import { DownloadLinks } from '../src/downloads/download-links.js';
import { JobQueues } from '../src/queues/job-queues.js';
import { barberDocument } from './support/barber-bookings.js';
import { type HttpClient, waitForMail } from './support/http-client.js';
import { signInByCode } from './support/sign-in.js';
import { startTwoInstances, type TwoInstances } from './support/two-instances.js';
import { randomUUID } from 'node:crypto';

// Bookings on a published site (issue 40) over HTTP, as a visitor without JavaScript books: the
// booking page lists the free times, a time is held while the visitor gives their details, the
// booking is made or requested, the owner is told by email, and two server instances racing for
// one time give one booking and one clear "That time was just taken" with the next free times.

let two: TwoInstances;
beforeAll(async () => {
  // One AUTH_SECRET: a booking email's link, signed by one instance, is opened on the other.
  two = await startTwoInstances({ AUTH_SECRET: 'bookings-http-test-secret-of-at-least-32-chars' });
}, 60_000);
afterAll(() => two?.stop());

/** A published barber's site taking bookings for a 45-minute cut (instant) and a 30-minute beard trim (request). */
async function bookableSite(
  handle: string,
  owner = `owner-${handle}@example.com`,
  options: { cancelCutoffHours?: number; language?: Language } = {},
): Promise<{ id: string; document: SiteDocument; owner: HttpClient }> {
  const base = two.servers[0]!.base;
  const { client, session } = await signInByCode(base, owner);
  const id = randomUUID();
  const document = barberDocument(id, options);
  await two.store.createDraft({ userId: session.user.id, document });
  expect((await client.post(`/api/websites/${id}/publish`, { handle })).status).toBe(200);
  return { id, document, owner: client };
}

let visitors = 0;
/** A form post as a browser sends it, each from a visitor's own address unless told (the booking forms are limited per address). */
const form = (fields: Record<string, string>, from = `198.51.100.${++visitors % 250}`) => ({
  method: 'POST',
  redirect: 'manual' as const,
  headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', 'x-forwarded-for': from },
  body: new URLSearchParams(fields).toString(),
});

/** The times a booking page offers, as the radio buttons' values (ISO instants). */
const offered = (html: string) => [...html.matchAll(/name="start" value="([^"]+)"/g)].map((match) => match[1]!);
const text = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/\s+/g, ' ');

it('lets a visitor without JavaScript choose a service and a time, give their details and book; the owner is emailed', async () => {
  await bookableSite('maple-book');
  const base = two.servers[0]!.base;

  // The published page's Scheduling section links to the site's own booking page and names what can be booked.
  const published = await (await fetch(`${base}/maple-book`)).text();
  expect(published).toMatch(/<a class="btn l" href="\/api\/public\/maple-book\/book">Book now<\/a>/);
  expect(published).toContain('Haircut · Beard trim');

  const services = await fetch(`${base}/api/public/maple-book/book`);
  expect(services.status).toBe(200);
  expect(services.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
  const servicesHtml = await services.text();
  // Anyone may land here from a search: the page names its canonical address; a hold's page is kept out.
  expect(servicesHtml).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/api\/public\/maple-book\/book">/);
  expect(servicesHtml).not.toContain('noindex');
  const list = text(servicesHtml);
  expect(list).toContain('Book an appointment');
  expect(list).toContain('Haircut 45 min · £25');
  expect(list).toContain('Beard trim 30 min · £12');
  expect(list).not.toContain('Advice');

  const week = await (await fetch(`${base}/api/public/maple-book/book?service=cut`)).text();
  const times = offered(week);
  expect(times.length).toBeGreaterThan(20);
  // Every time is on the quarter hour, at least an hour ahead, and the cut and its break end by 17:00 London time.
  for (const start of times) {
    const at = new Date(start);
    expect(at.getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);
    const london = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
    expect(london >= '09:00' && london <= '16:00').toBe(true);
    expect(Number(london.slice(3)) % 15).toBe(0);
  }
  expect(text(week)).toContain('Times are in Maple Street Barbers’s time (Europe/London)');

  const chosen = times[3]!;
  const held = await fetch(`${base}/api/public/maple-book/book`, form({ service: 'cut', start: chosen }));
  expect(held.status).toBe(303);
  const detailsUrl = held.headers.get('location')!;
  expect(detailsUrl).toMatch(/^\/api\/public\/maple-book\/book\/[0-9a-f-]{36}$/);
  const detailsHtml = await (await fetch(`${base}${detailsUrl}`)).text();
  expect(detailsHtml).toContain('<meta name="robots" content="noindex">');
  const details = text(detailsHtml);
  expect(details).toContain('Your details');
  expect(details).toContain('We keep this time for you until');

  // The held time is no longer offered to anyone else (its 45 minutes and 15-minute break).
  const after = offered(await (await fetch(`${base}/api/public/maple-book/book?service=cut`)).text());
  expect(after).not.toContain(chosen);

  // Bad details: told what to fix, nothing booked, what was typed kept.
  const wrong = await fetch(`${base}${detailsUrl}`, form({ name: 'x'.repeat(10_000), email: 'not-an-email', phone: '', note: '' }));
  expect(wrong.status).toBe(400);
  const wrongText = text(await wrong.text());
  expect(wrongText).toContain('Enter a name of at most 100 characters');
  expect(wrongText).toContain('Enter an email address such as name@example.com');
  expect((await two.db.query(`SELECT status FROM bookings WHERE id = $1`, [detailsUrl.split('/').pop()]))[0].status).toBe('held');

  const booked = await fetch(`${base}${detailsUrl}`, form({ name: 'Ana Lima', email: 'Ana@Example.com', phone: '+44 20 7946 0000', note: 'First visit <b>hi</b>' }));
  expect(booked.status).toBe(200);
  const bookedText = text(await booked.text());
  expect(bookedText).toContain('You’re booked');
  expect(bookedText).toContain('Maple Street Barbers has your booking.');
  const [row] = await two.db.query(`SELECT status, name, email, starts_at, ends_at, busy_until FROM bookings WHERE id = $1`, [detailsUrl.split('/').pop()]);
  expect(row).toMatchObject({ status: 'confirmed', name: 'Ana Lima', email: 'ana@example.com' });
  expect(row.starts_at.toISOString()).toBe(new Date(chosen).toISOString());
  expect(row.ends_at.getTime() - row.starts_at.getTime()).toBe(45 * 60_000);
  expect(row.busy_until.getTime() - row.ends_at.getTime()).toBe(15 * 60_000);

  const mail = await waitForMail(two.servers[0]!.base, 'owner-maple-book@example.com', (m) => m.subject.includes('booking'));
  expect(mail.subject).toBe('New booking on your Maple Street Barbers website');
  expect(mail.text).toContain('Name: Ana Lima');
  expect(mail.html).toContain('First visit &lt;b&gt;hi&lt;/b&gt;');

  // Sending the form again shows the booking, and books nothing more.
  const again = await fetch(`${base}${detailsUrl}`, form({ name: 'Ana Lima', email: 'ana@example.com', phone: '', note: '' }));
  expect(text(await again.text())).toContain('You’re booked');
  expect((await two.db.query(`SELECT count(*)::int AS n FROM bookings WHERE status = 'confirmed' AND name = 'Ana Lima'`))[0].n).toBe(1);
});

it('sends a request from an address new to the site only once its visitor opens the emailed link; a proven address goes straight to the owner', async () => {
  await bookableSite('maple-request');
  const base = two.servers[1]!.base;
  const start = offered(await (await fetch(`${base}/api/public/maple-request/book?service=beard`)).text())[0]!;
  const detailsUrl = (await fetch(`${base}/api/public/maple-request/book`, form({ service: 'beard', start }))).headers.get('location')!;
  const holdId = detailsUrl.split('/').pop();
  const waiting = text(await (await fetch(`${base}${detailsUrl}`, form({ name: 'Ben', email: 'ben@example.com', phone: '', note: '' }))).text());
  expect(waiting).toContain('Check your email');
  expect(waiting).toContain('We sent a link to ben@example.com.');
  // Held for half an hour meanwhile, and nothing sent to the owner.
  const [row] = await two.db.query(`SELECT status, email_state, hold_expires_at FROM bookings WHERE id = $1`, [holdId]);
  expect([row.status, row.email_state]).toEqual(['held', 'awaiting']);
  expect(row.hold_expires_at.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
  expect(offered(await (await fetch(`${base}/api/public/maple-request/book?service=beard`)).text())).not.toContain(start);

  const check = await waitForMail(two.servers[0]!.base, 'ben@example.com', (m) => m.subject.startsWith('Send your booking request'));
  expect(check.attachments).toEqual([]);
  const link = linkIn(check, 'Send my request');
  expect(text(await (await fetch(`${base}${link}`)).text())).toContain('Send your booking request');
  expect((await two.db.query(`SELECT status FROM bookings WHERE id = $1`, [holdId]))[0].status).toBe('held');
  const sent = await fetch(`${base}${link.split('?')[0]}`, form({ action: 'send' }));
  expect(sent.status).toBe(200);
  expect(text(await sent.text())).toContain('Maple Street Barbers has your request and will confirm it by email.');
  expect((await two.db.query(`SELECT status, email_state FROM bookings WHERE id = $1`, [holdId]))[0]).toEqual({ status: 'requested', email_state: 'verified' });
  expect((await waitForMail(two.servers[0]!.base, 'owner-maple-request@example.com', (m) => m.subject.includes('booking'))).subject).toBe(
    'New booking request on your Maple Street Barbers website',
  );
  // Sent once.
  expect((await fetch(`${base}${link.split('?')[0]}`, form({ action: 'send' }))).status).toBe(409);

  // The same visitor again: their address is known here, so the request goes to the owner at once.
  const later = offered(await (await fetch(`${base}/api/public/maple-request/book?service=beard`)).text())[0]!;
  const again = (await fetch(`${base}/api/public/maple-request/book`, form({ service: 'beard', start: later }))).headers.get('location')!;
  const requested = text(await (await fetch(`${base}${again}`, form({ name: 'Ben', email: 'ben@example.com', phone: '', note: '' }))).text());
  expect(requested).toContain('Booking requested');
  expect(requested).toContain('Maple Street Barbers has your request and will confirm it.');
});

it('gives 50 visitors racing through two instances for one time one hold, and tells the others it was just taken with the next free times', async () => {
  await bookableSite('maple-race');
  const start = offered(await (await fetch(`${two.servers[0]!.base}/api/public/maple-race/book?service=cut`)).text())[5]!;
  // Each answer is read whole as it comes: a body left unread while the others arrive can outlive
  // the server's keep-alive and be cut off.
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      fetch(`${two.servers[i % 2]!.base}/api/public/maple-race/book`, form({ service: 'cut', start }, `203.0.113.${i + 1}`)).then(async (answer) => ({
        status: answer.status,
        body: await answer.text(),
      })),
    ),
  );
  const statuses = answers.map((answer) => answer.status);
  expect(answers.filter((answer) => answer.status !== 303 && answer.status !== 409)).toEqual([]);
  expect(statuses.filter((status) => status === 303)).toHaveLength(1);
  expect(statuses.filter((status) => status === 409)).toHaveLength(49);
  const refused = answers.find((answer) => answer.status === 409)!.body;
  expect(text(refused)).toContain('That time was just taken. Please choose another.');
  // The next free times are offered on the same page; the taken one is not among them.
  expect(offered(refused).length).toBeGreaterThan(0);
  expect(offered(refused)).not.toContain(start);
  expect(
    (await two.db.query(`SELECT count(*)::int AS n FROM bookings b JOIN websites w ON w.draft_id = b.website_id WHERE w.handle = 'maple-race' AND b.status = 'held'`))[0]
      .n,
  ).toBe(1);
});

it('refuses a time in the past, outside the hours or crafted, and books nothing', async () => {
  await bookableSite('maple-bad');
  const base = two.servers[0]!.base;
  const tomorrow = new Date(Date.now() + 24 * 3_600_000).toISOString().slice(0, 10);
  for (const start of [new Date(Date.now() - 3_600_000).toISOString(), `${tomorrow}T03:00:00Z`, `${tomorrow}T09:07:00Z`, 'soon', "'; DROP TABLE bookings; --"]) {
    const answer = await fetch(`${base}/api/public/maple-bad/book`, form({ service: 'cut', start }));
    expect(answer.status).toBe(409);
    expect(text(await answer.text())).toContain('That time is not available. Please choose another.');
  }
  expect((await fetch(`${base}/api/public/maple-bad/book`, form({ service: 'advice', start: new Date().toISOString() }))).status).toBe(404);
  expect((await fetch(`${base}/api/public/maple-bad/book/${randomUUID()}`)).status).toBe(404);
  // An address that is not a booking's (the fuzz test's kind) is not found either, not a server error.
  expect((await fetch(`${base}/api/public/maple-bad/book/constructor`)).status).toBe(404);
  expect((await fetch(`${base}/api/public/maple-bad/book/9`, form({ name: 'Ana', email: 'ana@example.com', phone: '', note: '' }))).status).toBe(404);
  expect((await two.db.query(`SELECT count(*)::int AS n FROM bookings b JOIN websites w ON w.draft_id = b.website_id WHERE w.handle = 'maple-bad'`))[0].n).toBe(0);
});

it('shows no booking page for a site that takes no bookings, nor another site’s hold', async () => {
  await bookableSite('maple-own');
  const base = two.servers[0]!.base;
  const { client, session } = await signInByCode(base, 'plain@example.com');
  const id = randomUUID();
  await two.store.createDraft({
    userId: session.user.id,
    document: createDefaultSiteDocument({ id, businessName: 'Plain Cafe', sectionTypes: ['Header', 'Introduction', 'Footer'] }),
  });
  await client.post(`/api/websites/${id}/publish`, { handle: 'plain-cafe' });
  expect((await fetch(`${base}/api/public/plain-cafe/book`)).status).toBe(404);
  expect((await fetch(`${base}/api/public/no-such-site/book`)).status).toBe(404);

  const start = offered(await (await fetch(`${base}/api/public/maple-own/book?service=cut`)).text())[0]!;
  const holdUrl = (await fetch(`${base}/api/public/maple-own/book`, form({ service: 'cut', start }))).headers.get('location')!;
  const holdId = holdUrl.split('/').pop();
  // Another site's address with this hold: nothing to see, nothing booked.
  await bookableSite('maple-other');
  expect((await fetch(`${base}/api/public/maple-other/book/${holdId}`)).status).toBe(404);
  expect((await fetch(`${base}/api/public/maple-other/book/${holdId}`, form({ name: 'Eve', email: 'eve@example.com', phone: '', note: '' }))).status).toBe(404);
  // A bot that fills the hidden field books nothing, and its hold is let go.
  const bot = await fetch(`${base}${holdUrl}`, form({ name: 'Bot', email: 'bot@example.com', phone: '', note: '', company_website: 'http://spam.example' }));
  expect(bot.status).toBe(200);
  expect((await two.db.query(`SELECT status FROM bookings WHERE id = $1`, [holdId]))[0].status).toBe('expired');
});

it("shows the owner and guest editors the site's bookings; only the owner confirms or declines, and a declined time is free again", async () => {
  const { id, owner } = await bookableSite('maple-answer');
  const base = two.servers[0]!.base;
  const { client: guest, session: guestSession } = await signInByCode(base, 'guest-maple-answer@example.com');
  await two.db.query(`INSERT INTO website_invites (invited_user_email, invited_user_id, website_id, accepted) VALUES ($1, $2, $3, true)`, [
    guestSession.user.email,
    guestSession.user.id,
    id,
  ]);
  const stranger = (await signInByCode(base, 'stranger-maple-answer@example.com')).client;

  const start = offered(await (await fetch(`${base}/api/public/maple-answer/book?service=beard`)).text())[0]!;
  const bookingId = await sendRequest(base, 'maple-answer', start, { name: 'Cleo', email: 'cleo@example.com', note: 'Window seat' });
  const detailsUrl = `/api/public/maple-answer/book/${bookingId}`;

  const listed = await owner.get(`/api/websites/${id}/bookings`);
  expect(listed.status).toBe(200);
  expect(listed.body.bookings).toEqual([
    {
      id: bookingId,
      serviceId: 'beard',
      status: 'requested',
      start: new Date(start).toISOString(),
      end: expect.any(String),
      name: 'Cleo',
      email: 'cleo@example.com',
      phone: '',
      note: 'Window seat',
    },
  ]);
  expect((await guest.get(`/api/websites/${id}/bookings`)).body.bookings).toHaveLength(1);
  expect((await stranger.get(`/api/websites/${id}/bookings`)).status).toBe(404);
  expect((await fetch(`${base}/api/websites/${id}/bookings`)).status).toBe(401);

  // A guest may look, not answer; a stranger learns nothing; another site's id does not reach it.
  expect((await guest.post(`/api/websites/${id}/bookings/${bookingId}/confirm`)).status).toBe(403);
  expect((await stranger.post(`/api/websites/${id}/bookings/${bookingId}/confirm`)).status).toBe(404);
  const other = await bookableSite('maple-answer-other', 'owner-maple-answer@example.com');
  const wrongSite = await owner.post(`/api/websites/${other.id}/bookings/${bookingId}/confirm`);
  expect(wrongSite.status).toBe(404);
  expect(wrongSite.body.error.message).toBe('That booking no longer exists. Please choose a time again.');
  expect((await owner.post(`/api/websites/${id}/bookings/constructor/confirm`)).status).toBe(404);

  const confirmed = await owner.post(`/api/websites/${id}/bookings/${bookingId}/confirm`);
  expect(confirmed.status).toBe(200);
  expect(confirmed.body.status).toBe('confirmed');
  const again = await owner.post(`/api/websites/${id}/bookings/${bookingId}/confirm`);
  expect(again.status).toBe(409);
  expect(again.body.error.message).toBe('This booking has already been answered.');
  // The visitor's page says so.
  expect(text(await (await fetch(`${base}${detailsUrl}`)).text())).toContain('You’re booked');

  // Declined after confirming, it is the owner's cancellation; the time is offered again.
  expect(offered(await (await fetch(`${base}/api/public/maple-answer/book?service=beard`)).text())).not.toContain(start);
  expect((await owner.post(`/api/websites/${id}/bookings/${bookingId}/decline`)).body.status).toBe('cancelled');
  expect(offered(await (await fetch(`${base}/api/public/maple-answer/book?service=beard`)).text())).toContain(start);
  expect(text(await (await fetch(`${base}${detailsUrl}`)).text())).toContain('This booking has ended');
});

/**
 * A visitor's request for a beard trim at `start`, sent as a visitor does from an address new to
 * the site: the details, then the emailed link's Send my request. Answers the booking's id.
 */
async function sendRequest(base: string, handle: string, start: string, who: { name: string; email: string; note?: string }): Promise<string> {
  const detailsUrl = (await fetch(`${base}/api/public/${handle}/book`, form({ service: 'beard', start }))).headers.get('location')!;
  await fetch(`${base}${detailsUrl}`, form({ name: who.name, email: who.email, phone: '', note: who.note ?? '' }));
  const check = await waitForMail(base, who.email, (m) => m.subject.startsWith('Send your booking request'));
  const sent = await fetch(`${base}${linkIn(check, 'Send my request').split('?')[0]}`, form({ action: 'send' }));
  if (sent.status !== 200) throw new Error(`sending the request answered ${sent.status}`);
  return detailsUrl.split('/').pop()!;
}

/** The link an email gives for a button ("Confirm: https://…"), as a path on this server. */
const linkIn = (mail: DevMail, label: string) => {
  const url = new RegExp(`^${label}: (\\S+)$`, 'm').exec(mail.text)?.[1];
  if (!url) throw new Error(`no "${label}" link in: ${mail.text}`);
  return new URL(url).pathname + new URL(url).search;
};

/** The one event of an email's calendar file, read by an independent parser, and the calendar's METHOD. */
function calendarOf(mail: DevMail): { event: VEvent; method: string } {
  const file = mail.attachments.find((attachment) => attachment.filename === 'booking.ics');
  if (!file) throw new Error(`no booking.ics on "${mail.subject}"`);
  expect(file.contentType).toMatch(/^text\/calendar/);
  const parsed = ical.sync.parseICS(file.content);
  const events = Object.values(parsed).filter((component): component is VEvent => component?.type === 'VEVENT');
  expect(events).toHaveLength(1);
  return { event: events[0]!, method: String((parsed.vcalendar as { method?: string } | undefined)?.method ?? /METHOD:(\w+)/.exec(file.content)?.[1]) };
}

it('lets the owner confirm a request from the email’s link and the visitor cancel from theirs; both get calendar files of one entry', async () => {
  await bookableSite('maple-links');
  const base = two.servers[0]!.base;
  // Two days ahead at least: well before the day's cut-off for cancelling online.
  const start = offered(await (await fetch(`${base}/api/public/maple-links/book?service=beard`)).text()).find((time) => Date.parse(time) > Date.now() + 48 * 3_600_000)!;
  const bookingId = await sendRequest(base, 'maple-links', start, { name: 'Dina', email: 'dina@example.com' });

  // The owner's email: Confirm and Decline, and a tentative calendar entry at the right instant.
  const request = await waitForMail(base, 'owner-maple-links@example.com', (m) => m.subject.includes('booking request'));
  const requestCalendar = calendarOf(request);
  expect(requestCalendar.event.start.toISOString()).toBe(new Date(start).toISOString());
  expect(requestCalendar.event.end!.getTime() - requestCalendar.event.start.getTime()).toBe(30 * 60_000);
  expect(requestCalendar.event.status).toBe('TENTATIVE');
  const uid = requestCalendar.event.uid;
  expect(uid).toBe(`booking-${bookingId}@localhost`); // the app's public address (PUBLIC_URL)
  // The visitor's: requested, with their own link and the same entry.
  const asked = await waitForMail(base, 'dina@example.com', (m) => m.subject.startsWith('Booking requested'));
  expect(asked.subject).toBe('Booking requested: Beard trim at Maple Street Barbers');
  expect(asked.text).toMatch(/\(Europe\/London\)/);
  expect(calendarOf(asked).event.uid).toBe(uid);

  // Opening the link changes nothing (mail scanners open links by themselves): the page offers the buttons.
  const confirmUrl = linkIn(request, 'Confirm');
  expect(confirmUrl).toMatch(/^\/api\/public\/booking-links\/[\w-]+\.[\w-]+\.[\w-]+\?action=confirm$/);
  const page = await fetch(`${base}${confirmUrl}`);
  expect(page.status).toBe(200);
  expect(page.headers.get('referrer-policy')).toBe('no-referrer');
  const pageText = text(await page.text());
  expect(pageText).toContain('Dina asks to book');
  expect(pageText).toContain('Waiting for the owner to confirm');
  expect((await two.db.query(`SELECT status FROM bookings WHERE id = $1`, [bookingId]))[0].status).toBe('requested');

  // One click on the page's first button confirms (through the other instance, too).
  const action = confirmUrl.split('?')[0]!;
  const confirmed = await fetch(`${two.servers[1]!.base}${action}`, form({ action: 'confirm' }));
  expect(confirmed.status).toBe(200);
  expect(text(await confirmed.text())).toContain('Booking confirmed');
  expect((await two.db.query(`SELECT status, sequence FROM bookings WHERE id = $1`, [bookingId]))[0]).toEqual({ status: 'confirmed', sequence: 1 });
  // The link answers once.
  const twice = await fetch(`${base}${action}`, form({ action: 'confirm' }));
  expect(twice.status).toBe(409);
  expect(text(await twice.text())).toContain('This booking has already been answered.');

  // The visitor is told, with the same calendar entry, now confirmed (a higher SEQUENCE replaces it).
  const yes = await waitForMail(base, 'dina@example.com', (m) => m.subject.startsWith('Confirmed'));
  const confirmedCalendar = calendarOf(yes);
  expect(confirmedCalendar.event.uid).toBe(uid);
  expect(confirmedCalendar.event.status).toBe('CONFIRMED');
  expect(Number(confirmedCalendar.event.sequence)).toBe(1);
  expect(confirmedCalendar.event.start.toISOString()).toBe(new Date(start).toISOString());

  // Its reminder waits in Redis to go out a day before the start.
  const reminder = await two.servers[0]!.app.get(JobQueues).queue('booking-reminder').getJob(`reminder-${bookingId}-1`);
  expect(await reminder?.isDelayed()).toBe(true);
  expect(Math.abs(reminder!.timestamp + reminder!.delay - (Date.parse(start) - 24 * 3_600_000))).toBeLessThan(5_000);

  // The visitor's link cannot confirm or decline; the owner's cannot cancel for the visitor.
  const visitorAction = linkIn(yes, 'View or cancel your booking');
  expect((await fetch(`${base}${visitorAction}`, form({ action: 'decline' }))).status).toBe(409);
  expect(text(await (await fetch(`${base}${action}`, form({ action: 'cancel' }))).text())).toContain('This link cannot do that.');
  // A link altered by one character is not ours.
  const forged = visitorAction.slice(0, -2) + (visitorAction.endsWith('A') ? 'B' : 'A') + visitorAction.slice(-1);
  expect((await fetch(`${base}${forged}`)).status).toBe(404);
  expect((await fetch(`${base}${forged}`, form({ action: 'cancel' }))).status).toBe(404);

  // The visitor cancels: the time is free again and both hear of it with a cancelling calendar file.
  expect(text(await (await fetch(`${base}${visitorAction}`)).text())).toContain('You can cancel or choose another time online until');
  const cancelled = await fetch(`${base}${visitorAction}`, form({ action: 'cancel' }));
  expect(cancelled.status).toBe(200);
  expect(text(await cancelled.text())).toContain('Booking cancelled');
  expect(offered(await (await fetch(`${base}/api/public/maple-links/book?service=beard`)).text())).toContain(start);
  for (const to of ['dina@example.com', 'owner-maple-links@example.com']) {
    const mail = await waitForMail(base, to, (m) => /cancelled/i.test(m.subject));
    const { event, method } = calendarOf(mail);
    expect([event.uid, event.status, method, Number(event.sequence)]).toEqual([uid, 'CANCELLED', 'CANCEL', 2]);
  }
  expect((await fetch(`${base}${visitorAction}`, form({ action: 'cancel' }))).status).toBe(409);
});

it('refuses a visitor’s cancel past the owner’s cut-off, and tells them whom to call', async () => {
  // Cancelling online ends 14 days before (the most an owner may set): every time of the two weeks offered is past it.
  await bookableSite('maple-cutoff', undefined, { cancelCutoffHours: 336 });
  const base = two.servers[0]!.base;
  const start = offered(await (await fetch(`${base}/api/public/maple-cutoff/book?service=cut`)).text())[0]!;
  const detailsUrl = (await fetch(`${base}/api/public/maple-cutoff/book`, form({ service: 'cut', start }))).headers.get('location')!;
  await fetch(`${base}${detailsUrl}`, form({ name: 'Eli', email: 'eli@example.com', phone: '', note: '' }));
  const booked = await waitForMail(base, 'eli@example.com', (m) => m.subject.startsWith('You’re booked'));
  expect(booked.text).not.toContain('online until');
  const link = linkIn(booked, 'View or cancel your booking');
  const page = text(await (await fetch(`${base}${link}`)).text());
  expect(page).toContain('It is too late to cancel online. Please contact Maple Street Barbers.');
  expect(page).not.toContain('Cancel booking');
  const refused = await fetch(`${base}${link}`, form({ action: 'cancel' }));
  expect(refused.status).toBe(409);
  expect(text(await refused.text())).toContain('It is too late to cancel online.');
  expect((await two.db.query(`SELECT status FROM bookings WHERE id = $1`, [detailsUrl.split('/').pop()]))[0].status).toBe('confirmed');
});

it('lets a visitor move their booking from their link: same calendar entry at the new time, the old time free, a taken time refused', async () => {
  await bookableSite('maple-move');
  const base = two.servers[0]!.base;
  const times = offered(await (await fetch(`${base}/api/public/maple-move/book?service=cut`)).text()).filter((time) => Date.parse(time) > Date.now() + 48 * 3_600_000);
  const [start, other, taken] = [times[0]!, times[8]!, times[16]!];
  const detailsUrl = (await fetch(`${base}/api/public/maple-move/book`, form({ service: 'cut', start }))).headers.get('location')!;
  const bookingId = detailsUrl.split('/').pop()!;
  await fetch(`${base}${detailsUrl}`, form({ name: 'Fay', email: 'fay@example.com', phone: '', note: '' }));
  const booked = await waitForMail(base, 'fay@example.com', (m) => m.subject.startsWith('You’re booked'));
  const uid = calendarOf(booked).event.uid;
  // Someone else takes a later time.
  const someone = (await fetch(`${base}/api/public/maple-move/book`, form({ service: 'cut', start: taken }))).headers.get('location')!;
  await fetch(`${base}${someone}`, form({ name: 'Gus', email: 'gus@example.com', phone: '', note: '' }));

  const link = linkIn(booked, 'View or cancel your booking');
  const page = await (await fetch(`${base}${link}`)).text();
  expect(page).toContain(`href="${link}/move"`);
  const week = await (await fetch(`${base}${link}/move`)).text();
  expect(week).toContain('<meta name="robots" content="noindex">');
  expect(week).toContain(`action="${link}/move"`);
  // Its own time counts as free to it; another's does not.
  expect(offered(week)).toContain(start);
  expect(offered(week)).not.toContain(taken);

  const refused = await fetch(`${base}${link}/move`, form({ start: taken }));
  expect(refused.status).toBe(409);
  expect(text(await refused.text())).toContain('That time is not available. Please choose another.');
  const moved = await fetch(`${base}${link}/move`, form({ start: other }));
  expect(moved.status).toBe(200);
  expect(text(await moved.text())).toContain('Booking moved');
  const [row] = await two.db.query(`SELECT status, sequence, starts_at FROM bookings WHERE id = $1`, [bookingId]);
  expect([row.status, row.sequence, row.starts_at.toISOString()]).toEqual(['confirmed', 1, new Date(other).toISOString()]);
  // The old time is free again; the new one is not.
  const now = offered(await (await fetch(`${base}/api/public/maple-move/book?service=cut&from=${start.slice(0, 10)}`)).text());
  expect(now).toContain(start);
  expect(now).not.toContain(other);

  // Both are told, with the same calendar entry at the new time, a version later.
  for (const to of ['fay@example.com', 'owner-maple-move@example.com']) {
    const mail = await waitForMail(base, to, (m) => /moved/i.test(m.subject));
    const { event } = calendarOf(mail);
    expect([event.uid, event.start.toISOString(), Number(event.sequence), event.status]).toEqual([uid, new Date(other).toISOString(), 1, 'CONFIRMED']);
  }
  // The reminder follows the new time; the old one's job is for a version that no longer is.
  const reminder = await two.servers[0]!.app.get(JobQueues).queue('booking-reminder').getJob(`reminder-${bookingId}-1`);
  expect(Math.abs(reminder!.timestamp + reminder!.delay - (Date.parse(other) - 24 * 3_600_000))).toBeLessThan(5_000);
});

it('sends a moved request back to the owner to confirm, and refuses a move past the cut-off', async () => {
  await bookableSite('maple-move-request');
  const base = two.servers[0]!.base;
  const times = offered(await (await fetch(`${base}/api/public/maple-move-request/book?service=beard`)).text()).filter(
    (time) => Date.parse(time) > Date.now() + 48 * 3_600_000,
  );
  const bookingId = await sendRequest(base, 'maple-move-request', times[0]!, { name: 'Hal', email: 'hal@example.com' });
  const [owner] = await two.db.query(`SELECT u.email FROM users u JOIN draft_websites d ON d.user_id = u.id JOIN bookings b ON b.website_id = d.id WHERE b.id = $1`, [
    bookingId,
  ]);
  const request = await waitForMail(base, owner.email, (m) => m.subject.includes('booking request'));
  await fetch(`${base}${linkIn(request, 'Confirm').split('?')[0]}`, form({ action: 'confirm' }));
  const yes = await waitForMail(base, 'hal@example.com', (m) => m.subject.startsWith('Confirmed'));
  const link = linkIn(yes, 'View or cancel your booking');
  expect((await fetch(`${base}${link}/move`, form({ start: times[8]! }))).status).toBe(200);
  expect((await two.db.query(`SELECT status FROM bookings WHERE id = $1`, [bookingId]))[0].status).toBe('requested');
  const ownerTold = await waitForMail(base, owner.email, (m) => m.subject.startsWith('Booking moved'));
  expect(ownerTold.text).toMatch(/^Confirm: /m);

  await bookableSite('maple-move-late', undefined, { cancelCutoffHours: 336 });
  const late = offered(await (await fetch(`${base}/api/public/maple-move-late/book?service=cut`)).text());
  const lateUrl = (await fetch(`${base}/api/public/maple-move-late/book`, form({ service: 'cut', start: late[0]! }))).headers.get('location')!;
  await fetch(`${base}${lateUrl}`, form({ name: 'Ida', email: 'ida@example.com', phone: '', note: '' }));
  const lateLink = linkIn(await waitForMail(base, 'ida@example.com', (m) => m.subject.startsWith('You’re booked')), 'View or cancel your booking');
  expect(await (await fetch(`${base}${lateLink}`)).text()).not.toContain('/move"');
  const tooLate = await fetch(`${base}${lateLink}/move`, form({ start: late[8]! }));
  expect(tooLate.status).toBe(409);
  expect(text(await tooLate.text())).toContain('It is too late to change the time online.');
  expect((await fetch(`${base}${lateLink}/move`)).status).toBe(409);
});

it('exports the bookings as CSV for the owner and guest editors, with visitors’ formulas written as text; an address altered or lapsed gives nothing', async () => {
  const { id, owner } = await bookableSite('maple-csv');
  const base = two.servers[0]!.base;
  const { client: guest, session: guestSession } = await signInByCode(base, 'guest-maple-csv@example.com');
  await two.db.query(`INSERT INTO website_invites (invited_user_email, invited_user_id, website_id, accepted) VALUES ($1, $2, $3, true)`, [
    guestSession.user.email,
    guestSession.user.id,
    id,
  ]);
  const stranger = (await signInByCode(base, 'stranger-maple-csv@example.com')).client;
  const start = offered(await (await fetch(`${base}/api/public/maple-csv/book?service=cut`)).text())[0]!;
  const detailsUrl = (await fetch(`${base}/api/public/maple-csv/book`, form({ service: 'cut', start }))).headers.get('location')!;
  await fetch(
    `${base}${detailsUrl}`,
    form({ name: '=HYPERLINK("http://evil.example","Ana")', email: 'ana-csv@example.com', phone: '+44 20 7946 0000', note: 'Line one, "quoted"\nline two' }),
  );

  const exported = await owner.post(`/api/websites/${id}/bookings/export`);
  expect(exported.status).toBe(200);
  const url = new URL(exported.body.url);
  expect(url.pathname).toMatch(/^\/api\/booking-exports\/[\w-]+\.[\w-]+\.[\w-]+$/);
  const download = await fetch(`${base}${url.pathname}`);
  expect(download.status).toBe(200);
  expect(download.headers.get('content-type')).toMatch(/^text\/csv/);
  expect(download.headers.get('content-disposition')).toBe('attachment; filename="bookings-maple-csv.csv"');
  const csv = await download.text();
  const london = (instant: string) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .format(new Date(instant))
      .replace(',', '');
  expect(csv.split('\n')[0]).toBe('Service,Start,End,Time zone,Start (UTC),Status,Name,Email,Phone,Note');
  expect(csv).toContain(
    `Haircut,${london(start)},${london(new Date(Date.parse(start) + 45 * 60_000).toISOString())},Europe/London,${new Date(start).toISOString()},Confirmed,"'=HYPERLINK(""http://evil.example"",""Ana"")",ana-csv@example.com,'+44 20 7946 0000,"Line one, ""quoted""\nline two"`,
  );

  // A guest editor may download too; a stranger, or nobody signed in, may not.
  expect((await guest.post(`/api/websites/${id}/bookings/export`)).status).toBe(200);
  expect((await stranger.post(`/api/websites/${id}/bookings/export`)).status).toBe(404);
  expect((await fetch(`${base}/api/websites/${id}/bookings/export`, { method: 'POST' })).status).toBe(401);
  // An address altered, lapsed, or a booking email's link in its place: nothing.
  const token = url.pathname.split('/').pop()!;
  expect((await fetch(`${base}/api/booking-exports/${token.slice(0, -2)}xy`)).status).toBe(404);
  const lapsed = await two.servers[0]!.app.get(DownloadLinks).url('bookings', id, new Date(Date.now() - 1000));
  expect((await fetch(`${base}${new URL(lapsed).pathname}`)).status).toBe(404);
  const bookingLink = await two.servers[0]!.app.get(BookingLinks).url({ bookingId: detailsUrl.split('/').pop()!, role: 'owner' }, new Date(Date.now() + 60_000));
  expect((await fetch(`${base}/api/booking-exports/${bookingLink.split('/').pop()}`)).status).toBe(404);
});

it('shows the booking pages and writes the emails in the site’s language: French, with the time in French and the zone named', async () => {
  await bookableSite('maple-fr', undefined, { language: 'French' });
  const base = two.servers[0]!.base;
  const services = await (await fetch(`${base}/api/public/maple-fr/book`)).text();
  expect(services).toMatch(/^<!doctype html><html lang="fr">/);
  expect(services).toContain('<meta name="description" content="Prendre rendez-vous chez Maple Street Barbers">');
  expect(text(services)).toContain('Prendre rendez-vous Choisissez une prestation.');

  const week = await (await fetch(`${base}/api/public/maple-fr/book?service=cut`)).text();
  expect(week).toMatch(/^<!doctype html><html lang="fr">/);
  expect(text(week)).toContain('45 min · £25. Les horaires sont à l’heure de Maple Street Barbers (Europe/London).');
  expect(text(week)).toContain('Continuer');
  // Each day is named in French, on London's calendar.
  const london = (instant: string, options: Intl.DateTimeFormatOptions, locale = 'fr-FR') =>
    new Intl.DateTimeFormat(locale, { timeZone: 'Europe/London', ...options }).format(new Date(instant));
  const firstDay = london(offered(week)[0]!, { weekday: 'long', day: 'numeric', month: 'long' });
  expect(week).toContain(`<fieldset><legend>${firstDay}</legend>`);
  // A refusal from the API's messages reads in French on the page.
  const refused = await fetch(`${base}/api/public/maple-fr/book`, form({ service: 'cut', start: 'soon' }));
  expect(refused.status).toBe(409);
  expect(text(await refused.text())).toContain('Ce créneau n’est pas disponible. Veuillez en choisir un autre.');

  // Two days ahead at least: the email says until when it can be cancelled online.
  const start = offered(week).find((time) => Date.parse(time) > Date.now() + 48 * 3_600_000)!;
  const when = `${london(start, { weekday: 'long', day: 'numeric', month: 'long' })} à ${london(start, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, 'en-GB')}`;
  expect(when).toMatch(/^(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \d{1,2} \p{L}+ à \d\d:\d\d$/u);
  const detailsUrl = (await fetch(`${base}/api/public/maple-fr/book`, form({ service: 'cut', start }))).headers.get('location')!;
  const details = await (await fetch(`${base}${detailsUrl}`)).text();
  expect(details).toContain('<html lang="fr">');
  expect(text(details)).toContain(`Vos coordonnées Haircut ${when} Nous vous gardons ce créneau jusqu’à`);
  expect(details).toMatch(/<label class="field">Téléphone <span>\(facultatif\)<\/span>/);
  const wrong = await fetch(`${base}${detailsUrl}`, form({ name: '', email: 'pas-une-adresse', phone: '', note: '' }));
  expect(wrong.status).toBe(400);
  const wrongText = text(await wrong.text());
  expect(wrongText).toContain('Veuillez vérifier le formulaire : Indiquez votre nom Indiquez une adresse e-mail comme nom@exemple.fr');
  expect(wrongText).not.toContain('Enter');

  const booked = text(await (await fetch(`${base}${detailsUrl}`, form({ name: 'Amélie', email: 'amelie@example.com', phone: '', note: '' }))).text());
  expect(booked).toContain('C’est réservé');
  expect(booked).toContain(`Haircut, ${when}`);
  expect(booked).toContain('Maple Street Barbers a bien reçu votre réservation.');

  // The visitor's email: subject and body in French, the time in French on London's clock with the zone named.
  const mail = await waitForMail(base, 'amelie@example.com', (m) => m.subject.includes('Haircut'));
  expect(mail.subject).toBe('C’est réservé : Haircut chez Maple Street Barbers');
  const lines = mail.text.split('\n');
  expect(lines[0]).toBe(`Haircut, ${when} (Europe/London).`);
  expect(lines[1]).toBe('Maple Street Barbers a bien reçu votre réservation.');
  expect(mail.text).toMatch(
    /^Vous pouvez annuler ou changer l’horaire en ligne jusqu’au (lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) .+ à \d\d:\d\d \(Europe\/London\)\.$/mu,
  );
  expect(mail.html).toContain('<div lang="fr"');
  expect(mail.html).toContain(`Haircut, ${when} (Europe/London).`);
  expect(mail.text).not.toMatch(/You’re|has your|cancel or|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday/);
  // The owner's too.
  const owner = await waitForMail(base, 'owner-maple-fr@example.com', (m) => m.subject.includes('réservation'));
  expect(owner.subject).toBe('Nouvelle réservation sur votre site Maple Street Barbers');
  expect(owner.text).toContain('Amélie a réservé : Haircut.');
  expect(owner.text).toContain(`Quand : ${when} (Europe/London)`);

  // The visitor's link opens a page in French too.
  const link = linkIn(mail, 'Voir ou annuler votre réservation ');
  const page = await (await fetch(`${base}${link}`)).text();
  expect(page).toMatch(/^<!doctype html><html lang="fr">/);
  const pageText = text(page);
  expect(pageText).toContain('Votre réservation');
  expect(pageText).toContain(`Quand : ${when} (Europe/London)`);
  expect(pageText).toContain('Statut : Confirmée');
  expect(pageText).toContain('Annuler la réservation');
  expect(pageText).toContain('Choisir un autre horaire');
});
