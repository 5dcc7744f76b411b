import { createDefaultTheme } from '@frontdoor/shared';
import {
  briefKey,
  briefOf,
  clearWizardState,
  createWizardState,
  defaultSectionTitles,
  keepOrFirst,
  loadWizardState,
  newRequestId,
  stepFromSlug,
  saveWizardState,
  sectionTypesOf,
  validateAbout,
} from './wizard-state';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('wizard state', () => {
  it('starts on AboutBusiness with a fresh request id and the default sections', () => {
    const state = createWizardState();
    expect(state.step).toBe('AboutBusiness');
    expect(state.requestId).toMatch(UUID);
    expect(createWizardState().requestId).not.toBe(state.requestId);
    expect(state.sections).toEqual(defaultSectionTitles());
  });

  it('makes version 4 UUIDs without crypto.randomUUID too', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newRequestId()).toMatch(UUID);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });

  it('survives a round trip through storage, and forgets what it cannot read', () => {
    const storage = memoryStorage();
    const theme = createDefaultTheme();
    const state = { ...createWizardState(), step: 'Launch' as const, reached: 4, fontPair: theme.fontPair, palette: theme.palette, launchRequested: true };
    saveWizardState(state, storage);
    expect(loadWizardState(storage)).toEqual(state);

    storage.setItem('frontdoor:onboarding', '{"version":0}');
    expect(loadWizardState(storage)).toBeNull();
    storage.setItem('frontdoor:onboarding', 'not json');
    expect(loadWizardState(storage)).toBeNull();

    // A style chosen before the curated web fonts is asked again; the owner's answers stay.
    const older = { ...state, fontPair: { ...theme.fontPair, heading: { ...theme.fontPair.heading, family: 'Georgia' } } };
    storage.setItem('frontdoor:onboarding', JSON.stringify(older));
    expect(loadWizardState(storage)).toEqual({ ...state, fontPair: null });

    saveWizardState(state, storage);
    clearWizardState(storage);
    expect(loadWizardState(storage)).toBeNull();
  });
});

describe('validateAbout', () => {
  const valid = { businessName: 'Maple Street Barbers', description: 'Skin fades and beard trims', location: 'Portland, Oregon', link: '' };

  it('accepts a complete answer with or without a link', () => {
    expect(validateAbout(valid)).toEqual({});
    expect(validateAbout({ ...valid, link: 'maplestreet.com' })).toEqual({});
  });

  it('asks for the name, description and location, and a valid link', () => {
    expect(validateAbout({ businessName: ' ', description: '', location: '', link: 'not a link' })).toEqual({
      businessName: 'Enter the name of your business',
      description: 'Tell us what your business does',
      location: 'Enter where your business is, such as a town or city',
      link: 'Please enter a valid web address',
    });
  });
});

describe('briefOf and briefKey', () => {
  it('trims the answers and normalises the link', () => {
    const brief = briefOf({ businessName: ' Maple ', description: ' Cuts ', location: ' Portland ', link: ' MapleStreet.com/Book ', trade: ' ', industry: null });
    expect(brief).toEqual({ businessName: 'Maple', description: 'Cuts', location: 'Portland', link: 'https://maplestreet.com/Book' });
    expect(briefKey(brief)).toBe(briefKey({ ...brief }));
    expect(briefKey(brief)).not.toBe(briefKey({ ...brief, location: 'Salem' }));
  });

  it('sends the kind of business the owner said or picked (issue 24), and asks for new styles when it changes', () => {
    const about = {
      businessName: 'Headingley Hounds',
      description: 'Full grooms and nail clipping.',
      location: 'Leeds',
      link: '',
      trade: ' dog grooming salon ',
      industry: null,
    };
    const brief = briefOf(about);
    expect(brief).toEqual({ businessName: 'Headingley Hounds', description: 'Full grooms and nail clipping.', location: 'Leeds', link: '', trade: 'dog grooming salon' });
    expect(briefOf({ ...about, trade: '', industry: 'spa' })).toEqual({ ...brief, trade: undefined, industry: 'spa' });
    expect(briefKey(brief)).not.toBe(briefKey({ ...brief, trade: 'mobile groomer' }));
    expect(briefKey(brief)).not.toBe(briefKey({ ...brief, industry: 'spa' }));
  });

  it('loads a wizard saved before the kind of business was asked', () => {
    const storage = new Map<string, string>();
    const store = { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value) };
    const saved = createWizardState();
    const { trade: _trade, industry: _industry, ...older } = saved.about;
    store.setItem('frontdoor:onboarding', JSON.stringify({ ...saved, about: { ...older, businessName: 'Old Cuts' } }));
    expect(loadWizardState(store)?.about).toEqual({ ...older, businessName: 'Old Cuts', trade: '', industry: null });
  });
});

describe('sectionTypesOf', () => {
  it('always includes Header and Footer and keeps the picker order', () => {
    expect(sectionTypesOf([])).toEqual(['Header', 'Footer']);
    expect(sectionTypesOf(['Contact', 'Services'])).toEqual(['Header', 'Footer', 'Services', 'Contact']);
  });

  it('chooses the spec defaults (no Team, FAQ, Newsletter, Video, Scheduling; no Custom code offered)', () => {
    const types = sectionTypesOf(defaultSectionTitles());
    expect(types.sort()).toEqual(['Header', 'Footer', 'Introduction', 'Services', 'Gallery', 'QuoteBanner', 'ImageBanner', 'CustomerReviews', 'Contact'].sort());
    expect(sectionTypesOf(['Custom code'])).toEqual(['Header', 'Footer']);
  });
});

describe('keepOrFirst', () => {
  it('keeps a choice still offered, else takes the first option', () => {
    const options = [{ a: 1 }, { a: 2 }];
    expect(keepOrFirst({ a: 2 }, options)).toEqual({ a: 2 });
    expect(keepOrFirst({ a: 3 }, options)).toEqual({ a: 1 });
    expect(keepOrFirst(null, options)).toEqual({ a: 1 });
    expect(keepOrFirst(null, [])).toBeNull();
  });
});

describe('stepFromSlug', () => {
  it('reads the step from the address, only up to the furthest step reached', () => {
    expect(stepFromSlug(null, 0)).toBe('AboutBusiness');
    expect(stepFromSlug('fonts', 1)).toBe('FontSelection');
    expect(stepFromSlug('launch', 4)).toBe('Launch');
    expect(stepFromSlug('launch', 3)).toBeNull();
    expect(stepFromSlug('nonsense', 4)).toBeNull();
  });
});
