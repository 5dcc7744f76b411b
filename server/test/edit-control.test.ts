import type WebSocket from 'ws';
import { setField, yDocToSiteDocument, type LiveEvent } from '@frontdoor/shared';
import { DraftEventEntity } from '@frontdoor/data';
import { eventually, type CollabClient } from './support/collab-client.js';
import { liveEventsOf } from './support/live-events-client.js';
import { signInByCode } from './support/sign-in.js';
import { sharedDraft, startTwoInstances, type TwoInstances } from './support/two-instances.js';

let instances: TwoInstances;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  instances = await startTwoInstances({ AUTH_SECRET: 'edit-control-test-secret-0123456789abcdef' });
});

afterEach(() => {
  instances.closeClients();
  for (const socket of sockets.splice(0)) socket.close();
});

afterAll(() => instances?.stop());

/** A tab's /events socket: the live events it receives. */
const events = (token: string, server = 0): Promise<LiveEvent[]> => liveEventsOf(instances.servers[server]!.base, token, sockets);

const editControl = (client: CollabClient) => [...client.messages].reverse().find((message) => message.type === 'edit-control');
const intro = (client: CollabClient) => yDocToSiteDocument(client.doc).sections.find((section) => section.type === 'Introduction')!;

async function claim(id: string, token: string, server = 0) {
  return fetch(`${instances.servers[server]!.base}/api/websites/${id}/edit-control`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
}

it.each([
  ['one server instance', 0],
  ['two server instances', 1],
])('a guest takes edit control on %s: the owner turns read-only at once, loses unsaved changes, and updates it still sends are dropped', async (_name, guestServer) => {
  const { id, document, owner, guest } = await sharedDraft(instances, `claim-${guestServer}`);
  const ownerEvents = await events(owner.accessToken, 0);
  const ownerTab = instances.open(id, owner.accessToken, 0);
  const guestTab = instances.open(id, guest.accessToken, guestServer);
  await Promise.all([ownerTab.synced, guestTab.synced]);

  // The owner modified the draft last: the guest watches, told who is editing (and the owner is told it edits).
  await eventually(() => editControl(guestTab) && editControl(ownerTab), 'both tabs to hear who edits');
  expect(editControl(guestTab)).toMatchObject({ editable: false, holder: { email: owner.user.email } });
  expect(editControl(ownerTab)).toMatchObject({ editable: true });

  // The guest's own updates are dropped while it watches.
  const introId = intro(ownerTab).id;
  setField(guestTab.doc, ['sections', introId, 'body'], 'Guest typed while watching');
  // The owner's unsaved edit reaches the watching guest live.
  setField(ownerTab.doc, ['sections', introId, 'heading'], 'Unsaved owner heading');
  await eventually(() => intro(guestTab).heading === 'Unsaved owner heading', 'the guest to watch the edit');
  expect(intro(ownerTab).body).not.toBe('Guest typed while watching');

  // How fast is bench/takeover's figure; here only that the owner turns read-only.
  const response = claim(id, guest.accessToken, guestServer);
  await eventually(() => editControl(ownerTab)?.type === 'edit-control' && !(editControl(ownerTab) as { editable: boolean }).editable, 'the owner to turn read-only');
  expect((await response).status).toBe(200);
  expect(editControl(ownerTab)).toMatchObject({ holder: { email: guest.user.email } });
  await eventually(() => ownerEvents.find((event) => event.type === 'edit-control-claimed'), 'the live event on /events');

  // The owner's unsaved change is gone: the live document is the last saved version again.
  const savedHeading = (document.sections.find((s) => s.id === introId) as { heading: string }).heading;
  await eventually(() => intro(ownerTab).heading === savedHeading && intro(guestTab).heading === savedHeading, 'the reset to the saved version');

  // A raw provider of the displaced owner keeps sending: nothing is stored or broadcast.
  const before = await instances.db.manager.count(DraftEventEntity, { where: { draftId: id, actorId: owner.user.id, kind: 'yjs-update' } });
  for (let i = 0; i < 5; i++) setField(ownerTab.doc, ['sections', introId, 'heading'], `Owner after take-over ${i}`);
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(await instances.db.manager.count(DraftEventEntity, { where: { draftId: id, actorId: owner.user.id, kind: 'yjs-update' } })).toBe(before);
  expect(intro(guestTab).heading).toBe(savedHeading);

  // The guest now edits (from a fresh copy, as the designer does after a change of control: its
  // old copy holds the update the server dropped), and that is stored and seen by the owner.
  const guestNow = instances.open(id, guest.accessToken, guestServer);
  await guestNow.synced;
  await eventually(() => (editControl(guestNow) as { editable?: boolean } | undefined)?.editable, 'the guest to be the editor');
  setField(guestNow.doc, ['sections', introId, 'heading'], 'Guest is editing now');
  await eventually(
    async () => (await instances.store.load(id))!.document.sections.some((s) => s.id === introId && (s as { heading: string }).heading === 'Guest is editing now'),
    'the guest edit to be stored',
  );
  // The owner's raw copy holds its dropped edits; a designer re-syncs on losing control, as here.
  const ownerNow = instances.open(id, owner.accessToken, 0);
  await ownerNow.synced;
  await eventually(() => intro(ownerNow).heading === 'Guest is editing now', 'the owner to watch the guest');
  await eventually(() => editControl(ownerNow), 'the owner to hear who edits');
  expect(editControl(ownerNow)).toMatchObject({ editable: false, holder: { email: guest.user.email } });
  const kinds = (await instances.store.events(id)).map((event) => event.kind);
  expect(kinds).toContain('edit-control-claimed');
});

it('refuses edit control to a user without access and to anonymous callers', async () => {
  const { id } = await sharedDraft(instances, 'refuse');
  const stranger = await signInByCode(instances.servers[0]!.base, 'stranger-claim@example.com');
  expect((await claim(id, stranger.session.accessToken)).status).toBe(404);
  expect((await fetch(`${instances.servers[0]!.base}/api/websites/${id}/edit-control`, { method: 'POST' })).status).toBe(401);
});
