import { randomUUID } from 'node:crypto';
import * as Y from 'yjs';
import { COLLAB_REFUSALS, setField, siteRootMap, type SiteDocument } from '@frontdoor/shared';
import { OWNER_ONLY_BOOKING_SETTINGS, ValidationExtension } from '../src/collab/extensions/validation.extension.js';
import { signInByCode } from './support/sign-in.js';
import { eventually } from './support/collab-client.js';
import { ownerWithDraft, startLiveApp, type LiveApp } from './support/live-app.js';

// Issue 38: a draft's validation shadow (the copy every connection's update is tried on first) is
// made on its first change and dropped after 60 s without one, so drafts only watched hold no
// second copy. Dropped, it is made again on the next change, and that change is validated all
// the same: a bad one is refused, a good one stored. The extension's clock is moved on here
// instead of waiting a minute; everything else is the real stack.

let running: LiveApp;
let validation: ValidationExtension;

beforeAll(async () => {
  running = await startLiveApp();
  validation = running.collab.hocuspocus.configuration.extensions.find((extension): extension is ValidationExtension => extension instanceof ValidationExtension)!;
  expect(validation).toBeDefined();
}, 60_000);
afterEach(() => {
  running.closeClients();
  validation.now = Date.now;
});
afterAll(() => running?.stop());

async function storedHeading(id: string, sectionId: string): Promise<unknown> {
  await running.collab.batcher.flush();
  await running.store.compact(id);
  const section = (await running.store.load(id))!.document.sections.find((entry) => entry.id === sectionId) as { heading?: unknown } | undefined;
  return section?.heading;
}

it('a validation copy idle for 60 s is dropped and made again on the next change, which is still validated', async () => {
  let clock = Date.now();
  validation.now = () => clock;
  const { id, token, document } = await ownerWithDraft(running, 'collab-shadow');
  const intro = document.sections.find((section) => section.type === 'Introduction')!;
  const header = document.sections.find((section) => section.type === 'Header')!;

  const designer = running.open(id, token);
  await designer.synced;
  // Opened and not yet changed: no copy.
  expect(validation.hasShadow(id)).toBe(false);
  expect(setField(designer.doc, ['sections', intro.id, 'heading'], 'First change')).toEqual({ ok: true });
  await eventually(async () => (await storedHeading(id, intro.id)) === 'First change', 'the first change to be stored');
  expect(validation.hasShadow(id)).toBe(true);

  // Idle for less than a minute: kept.
  clock += 59_000;
  validation.dropIdleShadows();
  expect(validation.hasShadow(id)).toBe(true);
  // A minute without a change: dropped.
  clock += 1_000;
  validation.dropIdleShadows();
  expect(validation.hasShadow(id)).toBe(false);

  // The next change makes it again, from the live document, and a good change is stored.
  expect(setField(designer.doc, ['sections', intro.id, 'heading'], 'After the drop')).toEqual({ ok: true });
  await eventually(async () => (await storedHeading(id, intro.id)) === 'After the drop', 'the good change after the drop to be stored');
  expect(validation.hasShadow(id)).toBe(true);

  // Dropped again; the next change is a bad one (a second section with the Header's id): refused
  // on the copy made again, the connection closed, nothing of it stored.
  clock += 60_000;
  validation.dropIdleShadows();
  expect(validation.hasShadow(id)).toBe(false);
  const sections = (siteRootMap(designer.doc).get('sections') as Y.Array<Y.Map<unknown>>).toArray();
  const introMap = sections.find((section) => section.get('id') === intro.id)!;
  designer.doc.transact(() => introMap.set('id', header.id));
  await eventually(() => designer.messages.some((message) => message.type === 'refused'), 'the refused message');
  await eventually(() => designer.closes.some((close) => close.reason === COLLAB_REFUSALS['invalid-update']), 'the close for an invalid update');
  await running.collab.batcher.flush();
  const stored = (await running.store.load(id))!.document;
  expect(stored.sections.map((section) => section.id)).toEqual(document.sections.map((section) => section.id));
  expect((stored.sections.find((section) => section.id === intro.id) as { heading?: unknown }).heading).toBe('After the drop');

  // A fresh connection edits on: validated and stored.
  const again = running.open(id, token);
  await again.synced;
  expect(setField(again.doc, ['sections', intro.id, 'heading'], 'Editing on')).toEqual({ ok: true });
  await eventually(async () => (await storedHeading(id, intro.id)) === 'Editing on', 'the change after the refusal to be stored');
  expect(validation.hasShadow(id)).toBe(true);
});

it('lets a guest editor edit the page but not the booking settings, which only the owner changes (issue 40)', async () => {
  const { id, token, document } = await ownerWithDraft(running, 'collab-booking-settings', ['Header', 'Introduction', 'Services', 'Scheduling', 'Contact', 'Footer']);
  const intro = document.sections.find((section) => section.type === 'Introduction')!;
  const services = document.sections.find((section) => section.type === 'Services')! as Extract<SiteDocument['sections'][number], { type: 'Services' }>;
  const scheduling = document.sections.find((section) => section.type === 'Scheduling')!;
  const { session: guest } = await signInByCode(running.base, `collab-booking-guest-${randomUUID().slice(0, 8)}@example.com`);
  const sql = running.db;
  await sql.query(`INSERT INTO website_invites (invited_user_email, invited_user_id, website_id, accepted) VALUES ($1, $2, $3, true)`, [
    guest.user.email,
    guest.user.id,
    id,
  ]);
  // The guest holds edit control (they modified the draft last).
  await sql.query(`UPDATE draft_websites SET last_modified_by_user_id = $1 WHERE id = $2`, [guest.user.id, id]);

  const editor = running.open(id, guest.accessToken);
  await editor.synced;
  expect(setField(editor.doc, ['sections', intro.id, 'heading'], 'A guest’s heading')).toEqual({ ok: true });
  await eventually(async () => (await storedHeading(id, intro.id)) === 'A guest’s heading', 'the guest’s heading to be stored');

  // Turning on Frontdoor bookings: refused, with the reason, and nothing of it stored.
  expect(setField(editor.doc, ['sections', scheduling.id, 'provider'], 'frontdoor')).toEqual({ ok: true });
  await eventually(() => editor.messages.some((message) => message.type === 'refused' && JSON.stringify(message).includes(OWNER_ONLY_BOOKING_SETTINGS)), 'the refusal');
  await running.collab.batcher.flush();
  expect((await running.store.load(id))!.document.sections.find((section) => section.id === scheduling.id)).toMatchObject({ provider: 'link' });

  // The owner may (edit control back with them), and a service made bookable by them stays.
  await sql.query(`UPDATE draft_websites SET last_modified_by_user_id = NULL WHERE id = $1`, [id]);
  const owner = running.open(id, token);
  await owner.synced;
  expect(setField(owner.doc, ['sections', scheduling.id, 'provider'], 'frontdoor')).toEqual({ ok: true });
  expect(
    setField(owner.doc, ['sections', services.id, 'items', services.items[0]!.id, 'booking'], {
      durationMinutes: 30,
      bufferAfterMinutes: 0,
      dailyCap: null,
      mode: 'request',
    }),
  ).toEqual({ ok: true });
  await running.collab.batcher.flush();
  await eventually(async () => {
    await running.collab.batcher.flush();
    const stored = (await running.store.load(id))!.document;
    return (stored.sections.find((section) => section.id === scheduling.id) as { provider?: string }).provider === 'frontdoor';
  }, 'the owner’s change to be stored');
  expect(owner.closes).toEqual([]);
});
