import { DraftEventStore, DraftVersions } from '@frontdoor/data';
import { startAppWithWorker } from './support/app-with-worker.js';
import { ownerWithDraft } from './support/live-app.js';

// Issue 38: the collab server's connected hook reads the last saved and the last published
// versions of the drafts connecting in a tick with one statement (DraftVersions.latestMany).
// It answers, per draft, what latest and latestPublished answer one at a time.

let running: Awaited<ReturnType<typeof startAppWithWorker>> & { store: DraftEventStore };
let versions: DraftVersions;

beforeAll(async () => {
  const started = await startAppWithWorker();
  running = { ...started, store: started.app.get(DraftEventStore) };
  versions = started.app.get(DraftVersions);
}, 60_000);
afterAll(() => running?.stop());

it('latestMany answers, per draft, what latest and latestPublished answer', async () => {
  // Only created; saved then published; published, saved, restored, then a taken-over kept.
  const fresh = await ownerWithDraft(running, 'versions-batch');
  const published = await ownerWithDraft(running, 'versions-batch');
  const busy = await ownerWithDraft(running, 'versions-batch');
  const rename = (document: typeof fresh.document, name: string) => ({ ...document, websiteSettings: { ...document.websiteSettings, handle: name } });

  await versions.record(published.id, { kind: 'saved', actorId: published.userId, document: rename(published.document, 'saved-one') });
  await versions.record(published.id, { kind: 'published', actorId: published.userId, document: rename(published.document, 'published-one') });

  await versions.record(busy.id, { kind: 'published', actorId: busy.userId, document: rename(busy.document, 'published-busy') });
  const saved = await versions.record(busy.id, { kind: 'saved', actorId: busy.userId, document: rename(busy.document, 'saved-busy') });
  await versions.record(busy.id, {
    kind: 'restored',
    actorId: busy.userId,
    document: rename(busy.document, 'restored-busy'),
    extra: { restoredFrom: saved!.version.sequence },
  });
  // Someone's unsaved changes kept on a take-over: never a baseline.
  await versions.record(busy.id, { kind: 'taken-over', actorId: busy.userId, document: rename(busy.document, 'kept-busy') });

  const ids = [fresh.id, published.id, busy.id, busy.id.toUpperCase(), busy.id, 'not-a-draft', '00000000-0000-4000-8000-000000000000'];
  const many = await versions.latestMany(ids);
  for (const id of ids) {
    const one = id === 'not-a-draft' ? { latest: null, published: null } : { latest: await versions.latest(id), published: await versions.latestPublished(id) };
    expect(many.get(id)).toEqual(one);
  }
  expect(many.get(busy.id)!.latest).toMatchObject({
    kind: 'restored',
    restoredFrom: saved!.version.sequence,
    document: { websiteSettings: { handle: 'restored-busy' } },
  });
  expect(many.get(busy.id)!.published).toMatchObject({ websiteSettings: { handle: 'published-busy' } });
  expect(many.get(published.id)!.published).toMatchObject({ websiteSettings: { handle: 'published-one' } });
  expect(many.get(fresh.id)).toMatchObject({ latest: { kind: 'created' }, published: null });
});
