import { randomUUID } from 'node:crypto';
import { setField, yDocToSiteDocument, type CollabServerMessage } from '@frontdoor/shared';
import { DraftVersions } from '@frontdoor/data';
import { eventually, type CollabClient } from './support/collab-client.js';
import { signInByCode } from './support/sign-in.js';
import { sharedDraft, startTwoInstances, type TwoInstances } from './support/two-instances.js';

// Edit control follows presence (issue 26), on two server instances sharing PostgreSQL and
// Redis: who has a draft open is known on both (with a grace for reconnects); a watcher's
// request reaches the holder on the other instance and both answers work; requests and
// answers are refused to whoever may not make them (no access, not the holder, crafted ids);
// a take-over keeps the displaced editor's unsaved changes as a version they are told about.
// Each test has a draft and users of its own, and most of its time is waiting out the spec's
// graces and pauses: the tests run side by side (it.concurrent).

let instances: TwoInstances;

beforeAll(async () => {
  instances = await startTwoInstances({ AUTH_SECRET: 'edit-presence-test-secret-0123456789abcdef' });
});
// stop() closes every test's designers.
afterAll(() => instances?.stop());

type Control = Extract<CollabServerMessage, { type: 'edit-control' }>;

/** A shared draft with a saved version to compare with, as after generation. */
async function savedSharedDraft(tag: string) {
  const draft = await sharedDraft(instances, tag);
  await new DraftVersions(instances.db, instances.store).record(draft.id, { kind: 'saved', actorId: draft.owner.user.id, document: draft.document });
  return draft;
}

const control = (client: CollabClient) => [...client.messages].reverse().find((message): message is Control => message.type === 'edit-control');
const messagesOf = <T extends CollabServerMessage['type']>(client: CollabClient, type: T) =>
  client.messages.filter((message): message is Extract<CollabServerMessage, { type: T }> => message.type === type);
const intro = (client: CollabClient) => yDocToSiteDocument(client.doc).sections.find((section) => section.type === 'Introduction') as { id: string; heading: string };
const send = (client: CollabClient, message: unknown) => client.provider.sendStateless(typeof message === 'string' ? message : JSON.stringify(message));

async function claim(id: string, token: string, body: unknown, server = 0) {
  const response = await fetch(`${instances.servers[server]!.base}/api/websites/${id}/edit-control`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { error: { message: string } } };
}

it.concurrent(
  'knows who has the draft open on both instances, keeps a reload within the grace, and frees edit control when the holder leaves',
  async () => {
    const { id, owner, guest } = await savedSharedDraft('presence');
    const ownerTab = instances.open(id, owner.accessToken, 0);
    const guestTab = instances.open(id, guest.accessToken, 1);
    await Promise.all([ownerTab.synced, guestTab.synced]);

    // Both designers are listed on both instances; the guest watches a present holder.
    await eventually(() => control(guestTab)?.present.length === 2 && control(ownerTab)?.present.length === 2, 'both to be present everywhere', 10_000);
    expect(control(guestTab)).toMatchObject({ editable: false, holderPresent: true, holder: { email: owner.user.email }, self: guest.user.id });
    expect(control(ownerTab)).toMatchObject({ editable: true, holderPresent: true, self: owner.user.id });
    expect(
      control(guestTab)!
        .present.map((user) => user.email)
        .sort(),
    ).toEqual([owner.user.email, guest.user.email].sort());

    // The owner edits without saving, then reloads (closes and opens again within the grace): the guest never sees them gone.
    setField(ownerTab.doc, ['sections', intro(ownerTab).id, 'heading'], 'Owner heading, not saved');
    await eventually(() => intro(guestTab).heading === 'Owner heading, not saved', 'the guest to watch the edit');
    const seen = guestTab.messages.length;
    ownerTab.destroy();
    const reloaded = instances.open(id, owner.accessToken, 0);
    await reloaded.synced;
    await new Promise((resolve) => setTimeout(resolve, 8000));
    expect(guestTab.messages.slice(seen).filter((message) => message.type === 'edit-control' && !message.holderPresent)).toEqual([]);

    // The owner closes the designer: within the grace and a beat, the guest sees nobody editing.
    const closedAt = Date.now();
    reloaded.destroy();
    await eventually(() => control(guestTab)?.holderPresent === false, 'the guest to see the holder gone', 15_000);
    expect(Date.now() - closedAt).toBeLessThan(15_000);
    expect(control(guestTab)!.present.map((user) => user.userId)).toEqual([guest.user.id]);

    // 'Start editing': no take-over, the owner's unsaved heading stays, kept in the owner's name as the new baseline (issue 37).
    const started = await claim(id, guest.accessToken, { mode: 'start' }, 1);
    expect(started.status).toBe(200);
    await eventually(() => control(guestTab)?.editable, 'the guest to edit');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(intro(guestTab).heading).toBe('Owner heading, not saved');
    expect((await instances.store.events(id)).map((event) => event.kind)).not.toContain('taken-over');
    const baseline = (await new DraftVersions(instances.db, instances.store).latest(id))!;
    expect(baseline).toMatchObject({ kind: 'handed-over', by: owner.user.email, handedOver: { toEmail: guest.user.email, left: true } });
    expect(baseline.document.sections.some((section) => (section as { heading?: string }).heading === 'Owner heading, not saved')).toBe(true);
  },
  60_000,
);

it.concurrent(
  'a request reaches the holder on the other instance: keep editing tells the requester, hand over gives control and keeps the changes',
  async () => {
    const { id, owner, guest } = await savedSharedDraft('request');
    const ownerTab = instances.open(id, owner.accessToken, 0);
    const guestTab = instances.open(id, guest.accessToken, 1);
    await Promise.all([ownerTab.synced, guestTab.synced]);
    await eventually(() => control(guestTab)?.holderPresent && control(ownerTab)?.present.length === 2, 'the guest to see the owner present', 10_000);
    setField(ownerTab.doc, ['sections', intro(ownerTab).id, 'heading'], 'Owner keeps this');

    // Keep editing: the requester is told; the holder keeps control.
    send(guestTab, { type: 'request-edit-control' });
    const first = await eventually(() => control(ownerTab)?.request, 'the owner to be asked', 10_000);
    expect(first.from).toEqual({ userId: guest.user.id, email: guest.user.email });
    expect(first.waitsMs).toBeGreaterThan(20_000);
    await eventually(() => control(guestTab)?.request?.id === first.id, 'the guest to see its request waiting');
    send(ownerTab, { type: 'answer-edit-request', requestId: first.id, handOver: false });
    const declined = await eventually(() => messagesOf(guestTab, 'edit-request-declined')[0], 'the guest to hear the answer');
    expect(declined.holder.email).toBe(owner.user.email);
    await eventually(() => control(ownerTab)?.request === null && control(guestTab)?.request === null, 'the request to be gone');
    expect(control(ownerTab)!.editable).toBe(true);

    // Asked again after the pause between requests: hand over now.
    await new Promise((resolve) => setTimeout(resolve, 5200));
    send(guestTab, { type: 'request-edit-control' });
    const second = await eventually(() => (control(ownerTab)?.request?.id !== first.id ? control(ownerTab)?.request : null), 'the owner to be asked again', 10_000);
    send(ownerTab, { type: 'answer-edit-request', requestId: second.id, handOver: true });
    await eventually(() => control(guestTab)?.editable && control(ownerTab)?.editable === false, 'control to change hands', 10_000);
    expect(control(ownerTab)!.holder?.email).toBe(guest.user.email);
    // Nothing was reset or kept aside: the owner's unsaved heading is the draft's.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(intro(guestTab).heading).toBe('Owner keeps this');
    expect((await instances.store.load(id))!.document.sections.some((section) => (section as { heading?: string }).heading === 'Owner keeps this')).toBe(true);
    expect((await instances.store.events(id)).map((event) => event.kind)).not.toContain('taken-over');
    expect((await new DraftVersions(instances.db, instances.store).latest(id))!).toMatchObject({
      kind: 'handed-over',
      by: owner.user.email,
      handedOver: { toEmail: guest.user.email, left: false },
    });
  },
  60_000,
);

it.concurrent(
  'a hand-over keeps the leaving editor’s work in the draft in their name: a later take-over sets aside only the new holder’s changes (issue 37)',
  async () => {
    const { id, owner, guest } = await savedSharedDraft('handed');
    // The guest edits first (they hold control), then hands over to the owner on request.
    expect((await claim(id, guest.accessToken, { mode: 'take-over' }, 1)).status).toBe(200);
    const guestTab = instances.open(id, guest.accessToken, 1);
    const ownerTab = instances.open(id, owner.accessToken, 0);
    await Promise.all([ownerTab.synced, guestTab.synced]);
    await eventually(() => control(guestTab)?.editable && control(ownerTab)?.holderPresent, 'the guest to edit with the owner watching', 10_000);
    const introId = intro(guestTab).id;
    const services = yDocToSiteDocument(guestTab.doc).sections.find((section) => section.type === 'Services')!;
    setField(guestTab.doc, ['sections', services.id, 'heading'], 'Our Breads and Pastries');
    await eventually(
      () => yDocToSiteDocument(ownerTab.doc).sections.some((section) => (section as { heading?: string }).heading === 'Our Breads and Pastries'),
      'the owner to watch',
    );
    send(ownerTab, { type: 'request-edit-control' });
    const request = await eventually(() => control(guestTab)?.request, 'the guest to be asked', 10_000);
    send(guestTab, { type: 'answer-edit-request', requestId: request.id, handOver: true });
    await eventually(() => control(ownerTab)?.editable && control(guestTab)?.editable === false, 'control to pass to the owner', 10_000);

    // The owner types in the introduction; nobody presses Save Draft; the guest takes control back.
    setField(ownerTab.doc, ['sections', introId, 'heading'], 'The owner was typing this');
    await eventually(() => intro(guestTab).heading === 'The owner was typing this', 'the guest to watch the owner');
    expect((await claim(id, guest.accessToken, { mode: 'take-over' }, 1)).status).toBe(200);
    const kept = await eventually(() => messagesOf(ownerTab, 'changes-kept')[0], 'the owner to be told', 10_000);

    // The guest's heading survives the take-over; only the owner's typing is set aside, in the owner's name.
    await eventually(() => intro(guestTab).heading !== 'The owner was typing this', 'the owner’s typing to be set aside', 10_000);
    const headings = () => yDocToSiteDocument(guestTab.doc).sections.map((section) => (section as { heading?: string }).heading);
    expect(headings()).toContain('Our Breads and Pastries');
    expect(kept.version).toMatchObject({ kind: 'taken-over', by: owner.user.email });
    const history = await fetch(`${instances.servers[0]!.base}/api/websites/${id}/versions`, { headers: { Authorization: `Bearer ${owner.accessToken}` } }).then(
      (r) => r.json() as Promise<{ kind: string; by: string | null; handedOver?: { toEmail: string | null; left: boolean } | null }[]>,
    );
    // History names each change by its author: the guest's hand-over, then the owner's set-aside typing.
    expect(history.slice(0, 2)).toMatchObject([
      { kind: 'taken-over', by: owner.user.email },
      { kind: 'handed-over', by: guest.user.email, handedOver: { toEmail: owner.user.email, left: false } },
    ]);
  },
  60_000,
);

it.concurrent(
  'refuses requests and answers from whoever may not make them',
  async () => {
    const { id, owner, guest } = await savedSharedDraft('refuse');
    const stranger = await signInByCode(instances.servers[0]!.base, 'stranger-request@example.com');

    // No access: the designer cannot even open the draft, and 'Start editing' answers as for a missing website.
    const strangerTab = instances.open(id, stranger.session.accessToken, 1);
    await expect(strangerTab.synced).rejects.toThrow('No website at this link');
    expect((await claim(id, stranger.session.accessToken, { mode: 'start' })).status).toBe(404);
    expect((await claim(id, guest.accessToken, { mode: 'whatever' })).status).toBe(400);

    const ownerTab = instances.open(id, owner.accessToken, 0);
    const guestTab = instances.open(id, guest.accessToken, 1);
    await Promise.all([ownerTab.synced, guestTab.synced]);
    await eventually(() => control(guestTab)?.holderPresent && control(ownerTab)?.present.length === 2, 'both present', 10_000);

    // 'Start editing' while the holder is there is refused (it would be a take-over without asking).
    const start = await claim(id, guest.accessToken, { mode: 'start' }, 1);
    expect(start.status).toBe(409);
    expect(start.body.error.message).toBe('Someone started editing this website again. Ask them for edit control.');

    // The holder cannot ask itself; crafted and malformed messages change nothing.
    send(ownerTab, { type: 'request-edit-control' });
    await eventually(() => messagesOf(ownerTab, 'edit-request-refused')[0], 'the holder to be refused');
    expect(messagesOf(ownerTab, 'edit-request-refused')[0]!.message).toBe('You are editing this website already.');
    for (const crafted of [
      'not json',
      '{"type":"answer-edit-request"}',
      { type: 'answer-edit-request', requestId: 'x'.repeat(5000), handOver: true },
      { type: 'request-edit-control', as: owner.user.id },
    ]) {
      send(guestTab, crafted);
    }

    // One request waits; asking again at once is refused (rate), and the owner saw one request.
    await eventually(() => control(ownerTab)?.request, 'the request to reach the owner', 10_000);
    send(guestTab, { type: 'request-edit-control' });
    await eventually(
      () => messagesOf(guestTab, 'edit-request-refused').find((message) => message.message === 'Too many requests. Please wait a moment and try again.'),
      'the repeat to be refused',
    );
    const request = control(ownerTab)!.request!;
    expect(new Set(ownerTab.messages.flatMap((message) => (message.type === 'edit-control' && message.request ? [message.request.id] : []))).size).toBe(1);

    // A watcher answers the request with its id (it sees it): refused, the owner still edits.
    send(guestTab, { type: 'answer-edit-request', requestId: request.id, handOver: true });
    await eventually(
      () => messagesOf(guestTab, 'edit-request-refused').find((message) => message.message === 'You do not have access to this.'),
      'the crafted answer to be refused',
    );
    // The holder answering with a made-up id: refused, nothing handed over.
    send(ownerTab, { type: 'answer-edit-request', requestId: randomUUID(), handOver: true });
    await eventually(
      () => messagesOf(ownerTab, 'edit-request-refused').find((message) => message.message === 'That request is no longer waiting.'),
      'the made-up id to be refused',
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(control(ownerTab)).toMatchObject({ editable: true, holder: { userId: owner.user.id } });
    expect(control(guestTab)).toMatchObject({ editable: false });
    const [row] = await instances.db.query('SELECT last_modified_by_user_id AS holder FROM draft_websites WHERE id = $1', [id]);
    expect(row.holder).toBe(owner.user.id);

    // Access removed while the request waits: the answer cannot hand control to them.
    await instances.db.query('DELETE FROM website_invites WHERE website_id = $1', [id]);
    send(ownerTab, { type: 'answer-edit-request', requestId: request.id, handOver: true });
    await eventually(
      () => messagesOf(ownerTab, 'edit-request-refused').find((message) => message.message === 'No website at this link'),
      'the hand-over to a removed guest to be refused',
    );
    const [after] = await instances.db.query('SELECT last_modified_by_user_id AS holder FROM draft_websites WHERE id = $1', [id]);
    expect(after.holder).toBe(owner.user.id);
  },
  60_000,
);

it.concurrent(
  'a take-over keeps the displaced editor’s unsaved changes as a version they are told about, on the other instance',
  async () => {
    const { id, document, owner, guest } = await savedSharedDraft('kept');
    const ownerTab = instances.open(id, owner.accessToken, 0);
    const guestTab = instances.open(id, guest.accessToken, 1);
    await Promise.all([ownerTab.synced, guestTab.synced]);
    await eventually(() => control(guestTab), 'the guest to hear who edits');
    const introId = intro(ownerTab).id;
    setField(ownerTab.doc, ['sections', introId, 'heading'], 'Words worth keeping');
    await eventually(() => intro(guestTab).heading === 'Words worth keeping', 'the guest to watch the edit');

    expect((await claim(id, guest.accessToken, {}, 1)).status).toBe(200);
    const kept = await eventually(() => messagesOf(ownerTab, 'changes-kept')[0], 'the owner to be told', 10_000);
    expect(kept.takenBy.email).toBe(guest.user.email);
    // Kept in the name of the one whose changes they are (issue 37).
    expect(kept.version).toMatchObject({ kind: 'taken-over', by: owner.user.email, takenOver: { displacedEmail: owner.user.email, takenByEmail: guest.user.email } });
    // The owner heard of it before losing control (its designer starts again after that message).
    const order = ownerTab.messages.map((message) => (message.type === 'edit-control' ? `control:${message.editable}` : message.type));
    expect(order.indexOf('changes-kept')).toBeLessThan(order.lastIndexOf('control:false'));
    expect(messagesOf(guestTab, 'changes-kept')).toEqual([]);

    // The draft went back to the saved version (spec §4); the kept one is in History and has the words.
    const savedHeading = (document.sections.find((section) => section.id === introId) as { heading: string }).heading;
    await eventually(() => intro(guestTab).heading === savedHeading, 'the reset to the saved version', 10_000);
    const history = await fetch(`${instances.servers[0]!.base}/api/websites/${id}/versions`, { headers: { Authorization: `Bearer ${owner.accessToken}` } }).then(
      (r) => r.json() as Promise<{ sequence: number; kind: string }[]>,
    );
    expect(history[0]).toMatchObject({ sequence: kept.version.sequence, kind: 'taken-over' });
    const detail = await fetch(`${instances.servers[0]!.base}/api/websites/${id}/versions/${kept.version.sequence}`, {
      headers: { Authorization: `Bearer ${owner.accessToken}` },
    }).then((r) => r.json() as Promise<{ document: { sections: { id: string; heading?: string }[] } }>);
    expect(detail.document.sections.find((section) => section.id === introId)!.heading).toBe('Words worth keeping');
    // The kept version is not what the draft compares with: the baseline is still the saved one.
    expect((await new DraftVersions(instances.db, instances.store).latest(id))!.kind).toBe('saved');
  },
  60_000,
);

it.concurrent(
  'removing a guest tells the owner at once (issue 37): the guest is no longer present, and their edit control goes back to the owner',
  async () => {
    const { id, owner, guest } = await savedSharedDraft('removed-guest');
    const ownerTab = instances.open(id, owner.accessToken, 0);
    const guestTab = instances.open(id, guest.accessToken, 1);
    await Promise.all([ownerTab.synced, guestTab.synced]);
    await eventually(() => control(ownerTab)?.present.length === 2 && control(guestTab)?.present.length === 2, 'both to be present everywhere', 10_000);

    // The guest takes control and edits.
    expect((await claim(id, guest.accessToken, { mode: 'take-over' }, 1)).status).toBe(200);
    await eventually(() => control(guestTab)?.editable && control(ownerTab)?.holder?.userId === guest.user.id, 'the guest to hold control', 10_000);
    setField(guestTab.doc, ['sections', intro(guestTab).id, 'heading'], 'Guest heading');
    await eventually(() => intro(ownerTab).heading === 'Guest heading', 'the owner to watch the edit');

    // The owner removes the guest: within a second the owner's designer no longer lists the guest
    // (no reconnect grace) and holds edit control again, with the guest's heading kept.
    const [{ id: inviteId }] = await instances.db.query('SELECT id FROM website_invites WHERE website_id = $1', [id]);
    const seen = ownerTab.messages.length;
    const removedAt = Date.now();
    const response = await fetch(`${instances.servers[0]!.base}/api/invite/delete/${inviteId}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${owner.accessToken}` },
    });
    expect(response.status).toBe(204);
    const told = await eventually(
      () =>
        ownerTab.messages
          .slice(seen)
          .filter((message): message is Control => message.type === 'edit-control')
          .find((message) => message.holder?.userId === owner.user.id && message.editable && !message.present.some((user) => user.userId === guest.user.id)),
      'the owner to be told the guest is gone and to edit again',
      5000,
    );
    expect(Date.now() - removedAt).toBeLessThan(1500);
    expect(told).toMatchObject({ holderPresent: true, present: [{ userId: owner.user.id }] });
    // No later message brings the guest back (a closed connection's grace).
    await new Promise((resolve) => setTimeout(resolve, 6000)); // past the 5 s grace
    expect(control(ownerTab)).toMatchObject({ editable: true, holder: { userId: owner.user.id }, present: [{ userId: owner.user.id }] });
    // Messages sent before the removal may still arrive before it (a busy machine): only those after it count.
    const after = ownerTab.messages.slice(ownerTab.messages.indexOf(told) + 1);
    expect(after.filter((message) => message.type === 'edit-control' && message.present.some((user) => user.userId === guest.user.id))).toEqual([]);
    expect(intro(ownerTab).heading).toBe('Guest heading');
    setField(ownerTab.doc, ['sections', intro(ownerTab).id, 'heading'], 'Owner again');
    await eventually(
      async () => (await instances.store.load(id))?.document.sections.some((section) => (section as { heading?: string }).heading === 'Owner again') || undefined,
      'the owner’s edit to be stored',
      5000,
    );
  },
  60_000,
);
