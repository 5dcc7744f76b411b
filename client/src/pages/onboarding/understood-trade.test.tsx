import { jest } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import { briefOf, createWizardState } from './wizard-state';

// Vite loads the stylesheet and gives the API client its environment; jest has neither.
jest.unstable_mockModule('./understood-trade.css', () => ({}));
jest.unstable_mockModule('../../features/onboarding/onboarding-api', () => ({ useUnderstoodTrade: () => ({ data: undefined, isFetching: false }) }));
const { TradeForm, guessHint, openTradeForm, tradeFormReducer } = await import('./understood-trade');

const typed = (state: ReturnType<typeof openTradeForm>, ...words: string[]) =>
  words.reduce((current, value) => tradeFormReducer(current, { type: 'words', words: value }), state);

// Issue 36: the wizard guessed a music teaching studio for a piano tuner; the owner typed their
// words, the select still held the guess, and the site came out as a music school.
describe('correcting the kind of business (onboarding)', () => {
  const guessed = openTradeForm('music teaching studio', 'music-lessons', false);

  it('lets the wizard’s guess go as soon as the owner’s words differ, and says so', () => {
    expect(guessed).toMatchObject({ words: 'music teaching studio', picked: 'music-lessons', own: false });
    expect(guessHint(guessed)).toBe('');
    const corrected = typed(guessed, 'p', 'piano tuner');
    expect(corrected).toMatchObject({ words: 'piano tuner', picked: '', own: false });
    expect(guessHint(corrected)).toBe('We’ll use your words, not our guess.');
    // The words put back (spacing and case aside) bring the guess back.
    expect(typed(corrected, ' Music teaching  studio')).toMatchObject({ picked: 'music-lessons' });
    // Emptied words are no longer the trade the form opened with either.
    expect(typed(guessed, '').picked).toBe('');
  });

  it('keeps an industry the owner picks, whatever they type after', () => {
    const picked = tradeFormReducer(typed(guessed, 'piano tuner'), { type: 'pick', industry: 'music-lessons' });
    expect(picked).toMatchObject({ picked: 'music-lessons', own: true });
    expect(guessHint(picked)).toBe('');
    expect(typed(picked, 'piano tuner and teacher')).toMatchObject({ picked: 'music-lessons', own: true });
    // "None of these" picked on purpose is theirs too: no hint, and typing does not bring the guess back.
    const none = tradeFormReducer(guessed, { type: 'pick', industry: '' });
    expect(guessHint(none)).toBe('');
    expect(typed(none, 'piano tuner', 'music teaching studio').picked).toBe('');
  });

  it('keeps an industry the owner picked before, when the form opens again', () => {
    const reopened = openTradeForm('day spa', 'spa', true);
    expect(typed(reopened, 'spa and nail bar')).toMatchObject({ picked: 'spa', own: true });
    // With nothing picked there is no guess to let go.
    const noGuess = openTradeForm('locksmith', null, true);
    expect(noGuess.own).toBe(false);
    expect(guessHint(typed(noGuess, 'emergency locksmith'))).toBe('');
  });

  it('sends the owner’s words and no industry once the guess is let go', () => {
    const corrected = typed(guessed, 'piano tuner');
    const about = { ...createWizardState().about, businessName: 'Keys', description: 'Piano tuning', location: 'Leeds' };
    const brief = briefOf({ ...about, trade: corrected.words.trim(), industry: corrected.picked || null });
    expect(brief.trade).toBe('piano tuner');
    expect(brief).not.toHaveProperty('industry');
  });

  it('opens with the guess selected, the hint ready and described by the select', () => {
    const html = renderToStaticMarkup(<TradeForm trade="music teaching studio" industry="music-lessons" industryIsOwn={false} onSave={() => {}} onCancel={() => {}} />);
    expect(html).toMatch(/<option value="music-lessons" selected="">/);
    const hintId = /<select[^>]*aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(hintId).toBeTruthy();
    expect(html).toContain(`<p id="${hintId}" class="field-hint understood-trade__guess" aria-live="polite"></p>`);
  });
});
