import { randomUUID } from 'node:crypto';
import * as Y from 'yjs';
import { COLLAB_REFUSALS, setField, siteDocumentSchema, yDocToSiteDocument, type PlainValue, type WebsiteSettings } from '@frontdoor/shared';
import { eventually } from './support/collab-client.js';
import { ownerWithDraft, startLiveApp, type LiveApp } from './support/live-app.js';

// Issue 27, Settings panels: every settings field the panels write goes through the live
// draft, is stored as events and comes back the same from the store and from a replay of the
// events; a value the shared schema refuses is refused by the server and never stored.

let running: LiveApp;

beforeAll(async () => {
  running = await startLiveApp();
}, 60_000);
afterEach(() => running.closeClients());
afterAll(() => running?.stop());

/** What the Settings panels write, one field each (spec §2, §3). */
const SETTINGS: Partial<WebsiteSettings> = {
  companyName: 'Harbor Dental Group LLC',
  pageTitle: 'Harbor Dental | Gentle family dentistry in Portland',
  seoKeywords: 'dentist, family dentistry, portland',
  searchIndexingEnabled: false,
  analyticsMeasurementId: 'G-HARBOR1234',
  cookieBanner: { enabled: true, text: 'We use cookies to count visits', acceptLabel: 'Fine', rejectLabel: 'No thanks', backgroundColor: '#123456' },
  socialLinks: [
    { type: 'Instagram', url: 'https://instagram.com/harbordental' },
    { type: 'Bluesky', url: 'https://bsky.app/profile/harbor.example' },
  ],
  copyrightText: 'Harbor Dental Group',
  copyrightExtraText: 'Registered with the state board',
  contactFormLanguage: 'German',
};

it('stores every settings field as events; the store and a replay of the events give them back', async () => {
  const { id, token, client } = await ownerWithDraft(running, 'settings', ['Header', 'Introduction', 'Contact', 'Footer']);
  const designer = running.open(id, token);
  await designer.synced;
  for (const [key, value] of Object.entries(SETTINGS)) {
    expect(setField(designer.doc, ['websiteSettings', key], value as PlainValue)).toEqual({ ok: true });
  }
  await eventually(async () => {
    await running.collab.batcher.flush();
    const loaded = await running.store.load(id);
    return loaded && loaded.document.websiteSettings.contactFormLanguage === 'German';
  }, 'the settings to be stored');
  running.closeClients();
  await eventually(() => !running.collab.hocuspocus.documents.has(id) && !running.collab.hocuspocus.unloadingDocuments.has(id), 'the document to unload', 10_000);

  const loaded = (await running.store.load(id))!;
  expect(siteDocumentSchema.safeParse(loaded.document).success).toBe(true);
  expect(loaded.document.websiteSettings).toMatchObject(SETTINGS);

  const replayed = new Y.Doc();
  for (const event of await running.store.events(id)) if (event.update) Y.applyUpdate(replayed, event.update);
  expect(yDocToSiteDocument(replayed).websiteSettings).toMatchObject(SETTINGS);

  // The published page shows them (German form, noindex, banner, analytics host in the policy).
  const published = await client.post(`/api/websites/${id}/publish`, { handle: `harbor-${randomUUID().slice(0, 6)}` });
  expect(published.status).toBe(200);
  const response = await fetch(`${running.base}/${published.body.handle}`);
  const html = await response.text();
  expect(html).toContain('<html lang="de">');
  expect(html).toContain('<title>Harbor Dental | Gentle family dentistry in Portland</title>');
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  expect(html).toContain('href="https://instagram.com/harbordental"');
  expect(html).toContain('Registered with the state board');
  expect(html).toContain('<body data-ga="G-HARBOR1234">');
  expect(response.headers.get('content-security-policy')).toContain('https://www.googletagmanager.com');
});

it('refuses settings the shared schema refuses, and stores none of them', async () => {
  const { id, token } = await ownerWithDraft(running, 'settings', ['Header', 'Introduction', 'Contact', 'Footer']);
  for (const [key, value] of [
    ['cookieBanner', { enabled: true, text: 'x'.repeat(201), acceptLabel: 'Accept', rejectLabel: 'Reject' }],
    [
      'socialLinks',
      [
        { type: 'Instagram', url: 'https://instagram.com/a' },
        { type: 'Instagram', url: 'https://instagram.com/b' },
      ],
    ],
    ['socialLinks', [{ type: 'Friendster', url: 'https://friendster.com/a' }]],
    ['contactFormLanguage', 'Klingon'],
    ['analyticsMeasurementId', 'G-1234567890AB'],
    ['pageTitle', 'x'.repeat(129)],
    ['copyrightText', 'x'.repeat(33)],
  ] as const) {
    const attacker = running.open(id, token);
    await attacker.synced;
    setField(attacker.doc, ['websiteSettings', key], value as unknown as PlainValue);
    await eventually(() => attacker.messages.some((message) => message.type === 'refused'), `the refusal of ${key}`);
    await eventually(() => attacker.closes.some((close) => close.reason === COLLAB_REFUSALS['invalid-update']), 'the close for an invalid update');
    attacker.destroy();
  }
  const duplicate = await (async () => {
    const attacker = running.open(id, token);
    await attacker.synced;
    setField(
      attacker.doc,
      ['websiteSettings', 'socialLinks'],
      [
        { type: 'X', url: 'https://x.com/a' },
        { type: 'X', url: 'https://x.com/b' },
      ],
    );
    await eventually(() => attacker.messages.find((message) => message.type === 'refused'), 'the refusal');
    return attacker.messages.find((message) => message.type === 'refused');
  })();
  expect(JSON.stringify(duplicate)).toContain('At most one link per social network');
  await running.collab.batcher.flush();
  const settings = (await running.store.load(id))!.document.websiteSettings;
  expect(settings.socialLinks).toEqual([]);
  expect(settings.contactFormLanguage).toBe('English');
  expect(settings.cookieBanner.text).toBe('This website uses cookies');
});
