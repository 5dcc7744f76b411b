import { jest } from '@jest/globals';
import { validAwarenessState } from '@frontdoor/shared';
import { editorWhereabouts, presenceColour, PRESENCE_COLOURS, Throttle, whereaboutsField } from './whereabouts';

const HOLDER = 'user-holder';

describe('editorWhereabouts (issue 37)', () => {
  it('takes the state of the user who holds edit control, ignoring a previous editor and malformed states', () => {
    const states = new Map<number, unknown>([
      [1, { editing: { userId: 'previous-editor', sectionId: 'intro', field: null } }],
      [2, {}],
      [3, null],
      [4, { editing: { userId: HOLDER, sectionId: 'services', field: 'sections.services.heading' } }],
      [5, { editing: { userId: HOLDER, sectionId: 42 } }],
    ]);
    expect(editorWhereabouts(states, HOLDER)).toEqual({ userId: HOLDER, sectionId: 'services', field: 'sections.services.heading' });
    expect(editorWhereabouts(states, 'previous-editor')).toEqual({ userId: 'previous-editor', sectionId: 'intro', field: null });
  });

  it('is null when nobody edits, or the holder has selected nothing', () => {
    const states = new Map<number, unknown>([[1, { editing: null }]]);
    expect(editorWhereabouts(states, HOLDER)).toBeNull();
    expect(editorWhereabouts(new Map([[1, { editing: { userId: HOLDER, sectionId: 's', field: null } }]]), null)).toBeNull();
  });
});

describe('whereaboutsField', () => {
  it('is the selected section and focused field, or null without a section; always a state the server relays', () => {
    expect(whereaboutsField(HOLDER, 'contact', 'sections.contact.heading')).toEqual({ userId: HOLDER, sectionId: 'contact', field: 'sections.contact.heading' });
    expect(whereaboutsField(HOLDER, null, 'x')).toBeNull();
    expect(whereaboutsField(HOLDER, 'contact', 'x'.repeat(300))?.field).toBeNull();
    for (const editing of [whereaboutsField(HOLDER, 'contact', null), null]) expect(validAwarenessState({ editing })).toBe(true);
  });
});

describe('validAwarenessState', () => {
  it('refuses other fields and an editing field of another shape', () => {
    expect(validAwarenessState({})).toBe(true);
    expect(validAwarenessState({ cursor: 1 })).toBe(false);
    expect(validAwarenessState({ editing: { userId: HOLDER, sectionId: 'x'.repeat(65), field: null } })).toBe(false);
    expect(validAwarenessState({ editing: 'services' })).toBe(false);
  });
});

describe('presenceColour', () => {
  it('gives a user the same colour every time, from the palette', () => {
    expect(presenceColour(HOLDER)).toBe(presenceColour(HOLDER));
    expect(PRESENCE_COLOURS).toContain(presenceColour('someone-else'));
    const spread = new Set(Array.from({ length: 40 }, (_, i) => presenceColour(`user-${i}`)));
    expect(spread.size).toBe(PRESENCE_COLOURS.length);
  });
});

describe('Throttle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('says the first at once, then only the last of a burst once the gap is over', () => {
    const said: string[] = [];
    const throttle = new Throttle(4000, (text) => said.push(text));
    throttle.push('A is editing Services');
    throttle.push('A is editing Contact');
    throttle.push('A is editing Team');
    expect(said).toEqual(['A is editing Services']);
    jest.advanceTimersByTime(3999);
    expect(said).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(said).toEqual(['A is editing Services', 'A is editing Team']);
    jest.advanceTimersByTime(4000);
    throttle.push('A is editing FAQ');
    expect(said.at(-1)).toBe('A is editing FAQ');
  });

  it('says nothing after cancel', () => {
    const said: string[] = [];
    const throttle = new Throttle(4000, (text) => said.push(text));
    throttle.push('one');
    throttle.push('two');
    throttle.cancel();
    jest.advanceTimersByTime(10_000);
    expect(said).toEqual(['one']);
  });
});
