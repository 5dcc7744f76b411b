import * as Y from 'yjs';
import { COLLAB_REFUSALS, fromYValue, readSiteDocument, setField, siteDocumentSchema, siteRootMap, yDocToSiteDocument, type SiteDocument } from '@frontdoor/shared';
import { eventually, type CollabClient } from './support/collab-client.js';
import { ownerWithDraft, startLiveApp, type LiveApp } from './support/live-app.js';

// Issue 23, item 2: one update must not be able to break a draft for good. The live validation
// used to check only the sections an update touched, so an update that gave a section another
// section's id, or turned a section into a second Header, was accepted, stored and merged, and
// after the document unloaded the draft no longer loaded (designer: load failed; publish,
// restore and take-over failed too). Updates that add top-level Y types or unknown keys in the
// site's root map were accepted as well.

let running: LiveApp;

beforeAll(async () => {
  running = await startLiveApp();
}, 60_000);
afterEach(() => running.closeClients());
afterAll(() => running?.stop());

function sectionMaps(doc: Y.Doc): Y.Map<unknown>[] {
  return (siteRootMap(doc).get('sections') as Y.Array<Y.Map<unknown>>).toArray();
}

/** Every connection closes and the live document unloads, so the next one loads from the store. */
async function unload(id: string): Promise<void> {
  running.closeClients();
  await eventually(() => !running.collab.hocuspocus.documents.has(id) && !running.collab.hocuspocus.unloadingDocuments.has(id), 'the document to unload', 10_000);
}

async function expectRefused(client: CollabClient): Promise<void> {
  await eventually(() => client.messages.some((message) => message.type === 'refused'), 'the refused message');
  await eventually(() => client.closes.some((close) => close.reason === COLLAB_REFUSALS['invalid-update']), 'the close for an invalid update (4422)');
}

/** After an unload, the stored draft loads, and a designer opens it and can edit it. */
async function expectStillLoads(id: string, token: string, original: SiteDocument): Promise<void> {
  await unload(id);
  const loaded = await running.store.load(id);
  expect(siteDocumentSchema.safeParse(loaded!.document).success).toBe(true);
  expect(loaded!.document.sections.map((section) => [section.id, section.type])).toEqual(original.sections.map((section) => [section.id, section.type]));
  const designer = running.open(id, token);
  await designer.synced;
  expect(readSiteDocument(designer.doc).ok).toBe(true);
  const intro = original.sections.find((section) => section.type === 'Introduction')!;
  expect(setField(designer.doc, ['sections', intro.id, 'heading'], 'Still editable')).toEqual({ ok: true });
  await eventually(async () => {
    await running.collab.batcher.flush();
    await running.store.compact(id);
    return (await running.store.load(id))!.document.sections.some((section) => section.id === intro.id && (section as { heading?: string }).heading === 'Still editable');
  }, 'the edit after the refusal to be stored');
}

it('refuses an update that gives a section the id of another section, and the draft still loads after unloading', async () => {
  const { id, token, document } = await ownerWithDraft(running, 'collab-doc');
  const attacker = running.open(id, token);
  await attacker.synced;
  const [header, intro] = sectionMaps(attacker.doc);
  attacker.doc.transact(() => intro!.set('id', header!.get('id')));
  await expectRefused(attacker);
  await expectStillLoads(id, token, document);
});

it('refuses an update that turns a section into a second Header, and the draft still loads after unloading', async () => {
  const { id, token, document } = await ownerWithDraft(running, 'collab-doc');
  const attacker = running.open(id, token);
  await attacker.synced;
  const [header, intro] = sectionMaps(attacker.doc);
  const headerJson = fromYValue(header!) as Record<string, unknown>;
  // A well-formed Header on its own (the section schema alone accepts it), but the page's second.
  attacker.doc.transact(() => {
    for (const key of Array.from(intro!.keys())) if (key !== 'id') intro!.delete(key);
    for (const [key, value] of Object.entries(headerJson)) if (key !== 'id') intro!.set(key, Array.isArray(value) ? Y.Array.from(value) : value);
  });
  await expectRefused(attacker);
  await expectStillLoads(id, token, document);
});

it('refuses an update that adds a top-level Y type, and one that adds an unknown key to the site map', async () => {
  const { id, token, document } = await ownerWithDraft(running, 'collab-doc');
  const first = running.open(id, token);
  await first.synced;
  first.doc.transact(() => first.doc.getMap('smuggled').set('payload', 'x'.repeat(1000)));
  await expectRefused(first);

  const second = running.open(id, token);
  await second.synced;
  second.doc.transact(() => siteRootMap(second.doc).set('smuggled', 'x'.repeat(1000)));
  await expectRefused(second);

  await expectStillLoads(id, token, document);
  const stored = await running.store.events(id);
  const state = new Y.Doc();
  for (const event of stored) if (event.update) Y.applyUpdate(state, event.update);
  expect([...state.share.keys()]).toEqual(['site']);
  expect([...siteRootMap(state).keys()].sort()).toEqual(Object.keys(document).sort());
});

it('a draft stored with a second Header by a past bug opens repaired, and the repair is recorded', async () => {
  const { id, token, userId } = await ownerWithDraft(running, 'collab-doc');
  // What the old validation let through, written as it would have been stored: an update from the
  // stored state that turns the Introduction into a second Header and gives Services the id of
  // Contact.
  const original = (await running.store.load(id))!.ydoc;
  const before = Y.encodeStateVector(original);
  const [, intro, services, contact] = sectionMaps(original);
  original.transact(() => {
    for (const key of Array.from(intro!.keys())) if (key !== 'id') intro!.delete(key);
    intro!.set('type', 'Header');
    intro!.set('links', new Y.Array());
    services!.set('id', contact!.get('id'));
  });
  const attack = Y.encodeStateAsUpdate(original, before);
  await running.store.appendUpdates([{ draftId: id, actorId: userId, update: attack }]);
  await running.store.compact(id);

  const loaded = await running.store.load(id);
  expect(loaded).not.toBeNull();
  const repaired = loaded!.document;
  expect(repaired.sections.filter((section) => section.type === 'Header')).toHaveLength(1);
  expect(new Set(repaired.sections.map((section) => section.id)).size).toBe(repaired.sections.length);
  const events = await running.store.events(id);
  const repair = events.find((event) => event.kind === 'repaired');
  expect(repair).toBeDefined();
  expect(JSON.stringify(repair!.data)).toContain('Header');
  expect(JSON.stringify(repair!.data)).toContain(String(contact!.get('id')));

  // The designer opens it, repaired, and edits are stored on top of the repair.
  const designer = running.open(id, token);
  await designer.synced;
  expect(yDocToSiteDocument(designer.doc)).toEqual(repaired);
  const contactSection = repaired.sections.find((section) => section.type === 'Contact')!;
  setField(designer.doc, ['sections', contactSection.id, 'heading'], 'After the repair');
  await unload(id);
  const reloaded = await running.store.load(id);
  expect(reloaded!.document.sections.find((section) => section.id === contactSection.id)).toMatchObject({ heading: 'After the repair' });
  expect((await running.store.events(id)).filter((event) => event.kind === 'repaired')).toHaveLength(1);
  expect((await running.store.replay(id))!.document).toEqual(reloaded!.document);
});
