import { hasSufficientDetail, INDUSTRIES, withArticle, type BusinessBrief, type Industry } from '@frontdoor/shared';
import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { useDebounced } from '../../components/use-debounced';
import { useUnderstoodTrade } from '../../features/onboarding/onboarding-api';
import { INDUSTRY_CONTENT } from '../../features/industries/industry-content';
import type { AboutAnswers } from './wizard-state';
import './understood-trade.css';

/** How long typing must pause before the description is read again. */
const DEBOUNCE_MS = 600;

type Props = {
  about: AboutAnswers;
  onChange: (about: AboutAnswers) => void;
};

/** Last words that already name a kind of business: "a dog grooming salon", not "… salon business". */
const BUSINESS_NOUN =
  /\b(?:business|salon|shop|studio|practice|clinic|company|agency|bakery|caf[eé]|parlou?r|garage|school|cent(?:re|er)|store|boutique|firm|restaurant|bar|spa|gym|kennels?|nursery|services?)$/i;

/** What the server reads: the owner's answers as a brief (a name stands in until there is one). */
function briefFor(about: AboutAnswers): BusinessBrief {
  return {
    businessName: about.businessName.trim() || 'My business',
    description: about.description.trim(),
    location: about.location.trim(),
    link: '',
    ...(about.trade.trim() && { trade: about.trade.trim() }),
    ...(about.industry && { industry: about.industry }),
  };
}

/** "a dog grooming business", "a locksmith business", "a dog grooming salon" → the line's noun phrase. */
export function understoodPhrase(noun: string): string {
  const words = noun.trim() || 'local';
  return withArticle(`${words}${BUSINESS_NOUN.test(words) ? '' : ' business'}`);
}

/**
 * Issue 24: under the description, which kind of business the site will be written as ("We'll
 * write this as a dog grooming salon — Change"), read by the server the way generation
 * reads it. Change lets the owner say it in their words and/or pick one of the 30 industries;
 * the choice is kept in the wizard state and sent in the brief. Asked again when typing pauses,
 * a stale answer never replaces a newer one, and a failure shows nothing: it never blocks the wizard.
 */
export function UnderstoodTrade({ about, onChange }: Props) {
  const [editing, setEditing] = useState(false);
  /**
   * Whether `about.industry` is one the owner picked in the select, not the wizard's guess kept by
   * "Use this": a guess gives way when the owner's words change, their own pick never does. A
   * saved industry found when the wizard opens (a reload) is taken to be theirs.
   */
  const [industryIsOwn, setIndustryIsOwn] = useState(about.industry !== null);
  const ready = hasSufficientDetail({ description: about.description });
  const changeRef = useRef<HTMLButtonElement>(null);
  // Asked again when typing pauses; a failure keeps the last answer (or none): the wizard goes on
  // without the line.
  const brief = useDebounced(ready ? briefFor(about) : null, DEBOUNCE_MS);
  const reading = useUnderstoodTrade(ready ? brief : null);
  const understood = ready ? (reading.data ?? null) : null;
  /** A question is on its way; before the first answer the line says it is reading. */
  const pending = ready && (reading.isFetching || brief === null);

  const noun =
    about.trade.trim() ||
    (about.industry ? INDUSTRY_CONTENT[about.industry].business : understood?.trade || (understood?.industry ? INDUSTRY_CONTENT[understood.industry].business : ''));
  const known = ready && (understood !== null || about.trade.trim() !== '' || about.industry !== null);

  return (
    <div className="understood-trade">
      <p className="understood-trade__line" aria-live="polite">
        {known ? (
          <>
            We’ll write this as <strong>{understoodPhrase(noun)}</strong>
          </>
        ) : ready && pending ? (
          'Reading what your business does…'
        ) : (
          ''
        )}
      </p>
      {known && !editing && (
        <button ref={changeRef} type="button" className="button button--ghost button--small understood-trade__change" onClick={() => setEditing(true)}>
          Change<span className="visually-hidden"> the kind of business</span>
        </button>
      )}
      {known && editing && (
        <TradeForm
          trade={noun}
          industry={about.industry ?? understood?.industry ?? null}
          industryIsOwn={about.industry !== null && industryIsOwn}
          onCancel={() => {
            setEditing(false);
            requestAnimationFrame(() => changeRef.current?.focus());
          }}
          onSave={(trade, industry, own) => {
            setIndustryIsOwn(own);
            onChange({ ...about, trade, industry });
            setEditing(false);
            requestAnimationFrame(() => changeRef.current?.focus());
          }}
        />
      )}
    </div>
  );
}

type FormProps = {
  /** The trade the form opens with: the owner's words, or what the wizard understood. */
  trade: string;
  /** The industry the select opens with: the owner's pick, or the wizard's guess. */
  industry: Industry | null;
  /** Whether `industry` is the owner's own pick (kept whatever they type) rather than a guess. */
  industryIsOwn: boolean;
  onSave: (trade: string, industry: Industry | null, industryIsOwn: boolean) => void;
  onCancel: () => void;
};

/** What the correction form holds: the words, the select's value, and whether that value is the owner's pick. */
export type TradeFormState = {
  /** What the form opened with; the guess comes back if the words are put back. */
  opened: { trade: string; industry: Industry | null };
  words: string;
  picked: Industry | '';
  own: boolean;
};

export type TradeFormAction = { type: 'words'; words: string } | { type: 'pick'; industry: Industry | '' };

export function openTradeForm(trade: string, industry: Industry | null, own: boolean): TradeFormState {
  return { opened: { trade, industry }, words: trade, picked: industry ?? '', own: own && industry !== null };
}

const sameWords = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Issue 36: the owner's words say what the business is. An industry that is only the wizard's
 * guess holds while the words are the ones the form opened with; once they differ, the select goes
 * back to "None of these: use my words" (a piano tuner is written as one, not as the music school
 * the wizard guessed). An industry the owner picks in the select is theirs and is always kept.
 */
export function tradeFormReducer(state: TradeFormState, action: TradeFormAction): TradeFormState {
  if (action.type === 'pick') return { ...state, picked: action.industry, own: true };
  if (state.own) return { ...state, words: action.words };
  const guess = sameWords(action.words, state.opened.trade) ? (state.opened.industry ?? '') : '';
  return { ...state, words: action.words, picked: guess };
}

/** Said under the select when the wizard's guess was let go for the owner's words. */
export function guessHint(state: TradeFormState): string {
  return !state.own && state.opened.industry !== null && state.picked === '' ? 'We’ll use your words, not our guess.' : '';
}

/** The owner's correction: their words for the trade, and the closest industry if one fits. */
export function TradeForm({ trade, industry, industryIsOwn, onSave, onCancel }: FormProps) {
  const id = useId();
  const [state, dispatch] = useReducer(tradeFormReducer, null, () => openTradeForm(trade, industry, industryIsOwn));
  const { words, picked } = state;
  const save = () => onSave(words.trim(), picked || null, state.own && picked !== '');
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);
  return (
    <div
      className="understood-trade__form"
      role="group"
      aria-labelledby={`${id}-title`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <p id={`${id}-title`} className="understood-trade__title">
        What kind of business is it?
      </p>
      <div className="field">
        <label htmlFor={`${id}-trade`} className="field-label">
          In your words
        </label>
        <input
          id={`${id}-trade`}
          ref={inputRef}
          className="text-input"
          maxLength={60}
          value={words}
          placeholder="Dog grooming salon"
          aria-describedby={`${id}-trade-hint`}
          onChange={(event) => dispatch({ type: 'words', words: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              save();
            }
          }}
        />
        <p id={`${id}-trade-hint`} className="field-hint">
          Such as “mobile dog groomer” or “wedding cake bakery”.
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-industry`} className="field-label">
          Closest of our industries (optional)
        </label>
        <select
          id={`${id}-industry`}
          className="text-input"
          value={picked}
          aria-describedby={`${id}-industry-hint`}
          onChange={(event) => dispatch({ type: 'pick', industry: event.target.value as Industry | '' })}
        >
          <option value="">None of these: use my words</option>
          {INDUSTRIES.map((value) => (
            <option key={value} value={value}>
              {INDUSTRY_CONTENT[value].label}
            </option>
          ))}
        </select>
        {/* Always there, so screen readers hear it when the guess is let go while typing. */}
        <p id={`${id}-industry-hint`} className="field-hint understood-trade__guess" aria-live="polite">
          {guessHint(state)}
        </p>
      </div>
      <div className="understood-trade__actions">
        <button type="button" className="button button--primary button--small" onClick={save}>
          Use this
        </button>
        <button type="button" className="button button--secondary button--small" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
