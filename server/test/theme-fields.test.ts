import { COLLAB_REFUSALS, setField, styleOptionsResponseSchema, yDocToSiteDocument, type PlainValue } from '@frontdoor/shared';
import { eventually } from './support/collab-client.js';
import { ownerWithDraft, startLiveApp, type LiveApp } from './support/live-app.js';

// Issue 27, point 2: every field the Theme panel writes (the theme, the text logo and the fixed
// header) round-trips through the event store and its replay; values outside the shared schema
// are refused by the live validation and never stored; 'More suggestions' asks for another set.

let running: LiveApp;

beforeAll(async () => {
  running = await startLiveApp();
}, 60_000);
afterEach(() => running.closeClients());
afterAll(() => running?.stop());

/** Every change the Theme panel can make, as [path, value]. */
const CHANGES: [string[], PlainValue][] = [
  [['theme', 'palette'], { background: '#101418', primaryText: '#f4f1ea', buttonBackground: '#e0a526', buttonForeground: '#101418', accent: '#2b3440' }],
  [['theme', 'palette', 'accent'], '#334455'],
  [['theme', 'fontPair'], { name: 'Bookish', heading: { family: 'Garamond', weight: 'SemiBold' }, body: { family: 'Georgia', weight: 'Regular' } }],
  [['theme', 'fontPair', 'heading', 'weight'], 'ExtraBold'],
  [['theme', 'fontPair', 'body', 'weight'], 'Light'],
  [['theme', 'presetStyle'], 'Elegant'],
  [['theme', 'corners'], 'Oval'],
  [['theme', 'shadow'], 'ExtraLarge'],
  [['theme', 'border', 'sides'], 'Bottom'],
  [['theme', 'border', 'thickness'], 4],
  [['theme', 'decorFrame'], 'Flower'],
  [['theme', 'imageFrame'], 'Circle'],
  [['theme', 'imageAlignment'], 'Right'],
  [['theme', 'headingFontSize'], 'ExtraLarge'],
  [['theme', 'bodyFontSize'], 'DefaultCompact'],
  [['websiteSettings', 'logo', 'size'], 'Large'],
  [['websiteSettings', 'logo', 'weight'], 'Medium'],
  [['websiteSettings', 'fixedHeader'], true],
];

it('stores every theme field as events; loading and replaying give the live document', async () => {
  const { id, token } = await ownerWithDraft(running, 'theme');
  const tab = running.open(id, token);
  await tab.synced;
  for (const [path, value] of CHANGES) expect(setField(tab.doc, path, value)).toEqual({ ok: true });
  const live = yDocToSiteDocument(tab.doc);
  expect(live.theme).toMatchObject({
    presetStyle: 'Elegant',
    palette: { background: '#101418', accent: '#334455' },
    fontPair: { name: 'Bookish', heading: { family: 'Garamond', weight: 'ExtraBold' }, body: { weight: 'Light' } },
    corners: 'Oval',
    shadow: 'ExtraLarge',
    border: { sides: 'Bottom', thickness: 4 },
    decorFrame: 'Flower',
    imageFrame: 'Circle',
    imageAlignment: 'Right',
    headingFontSize: 'ExtraLarge',
    bodyFontSize: 'DefaultCompact',
  });
  expect(live.websiteSettings).toMatchObject({ fixedHeader: true, logo: { size: 'Large', weight: 'Medium' } });
  await eventually(
    async () => {
      await running.collab.batcher.flush();
      const replay = await running.store.replay(id);
      return replay && JSON.stringify(replay.document) === JSON.stringify(live) ? replay : null;
    },
    'the replay to equal the live document',
    10_000,
  );
  await running.store.compact(id);
  expect((await running.store.load(id))!.document).toEqual(live);
  expect(tab.closes).toEqual([]);
});

it('refuses theme values outside the shared schema, and stores none of them', async () => {
  const { id, token, document } = await ownerWithDraft(running, 'theme');
  for (const [path, value] of [
    [['theme', 'palette', 'background'], 'red'],
    [['theme', 'palette', 'primaryText'], '#12345'],
    [['theme', 'presetStyle'], 'Brutalist'],
    [['theme', 'corners'], 'Wobbly'],
    [['theme', 'border', 'thickness'], 3],
    [['theme', 'fontPair', 'heading', 'weight'], 'Heavy'],
    [['theme', 'fontPair', 'heading', 'family'], ''],
    [['websiteSettings', 'logo', 'size'], 'Huge'],
    [['websiteSettings', 'fixedHeader'], 'yes'],
  ] as [string[], PlainValue][]) {
    const tab = running.open(id, token);
    await tab.synced;
    expect(setField(tab.doc, path, value)).toEqual({ ok: true });
    await eventually(() => tab.closes.some((close) => close.reason === COLLAB_REFUSALS['invalid-update']), `the refusal of ${path.join('.')} = ${JSON.stringify(value)}`);
    tab.destroy();
  }
  await running.collab.batcher.flush();
  expect((await running.store.replay(id))!.document.theme).toEqual(document.theme);
  expect((await running.store.load(id))!.document.websiteSettings).toEqual(document.websiteSettings);
});

it("'More suggestions' answers another set of palettes and font pairs for the same business; a crafted round is refused", async () => {
  const brief = { businessName: 'Harbor Dental', description: 'A calm family dental practice by the harbour: check-ups, cleaning and whitening.' };
  const ask = (body: object) =>
    fetch(`${running.base}/api/onboarding/styles`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const first = styleOptionsResponseSchema.parse(await (await ask({ brief })).json());
  const again = styleOptionsResponseSchema.parse(await (await ask({ brief, round: 0 })).json());
  const more = styleOptionsResponseSchema.parse(await (await ask({ brief, round: 1 })).json());
  expect(again).toEqual(first);
  expect(more.palettes).not.toEqual(first.palettes);
  for (const round of [-1, 1.5, 100, '2']) expect((await ask({ brief, round })).status).toBe(400);
});
