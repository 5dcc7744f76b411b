import { hasSufficientDetail, INDUSTRIES, withArticle, type Industry, type Understood } from '@frontdoor/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { publicApi } from '../../api/api';
import { INDUSTRY_CONTENT } from '../industries/industry-content';
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
 * a stale question is aborted, and a failure shows nothing: it never blocks the wizard.
 */
export function UnderstoodTrade({ about, onChange }: Props) {
  const [understood, setUnderstood] = useState<Understood | null>(null);
  const [editing, setEditing] = useState(false);
  /** A question is on its way; before the first answer the line says it is reading. */
  const [pending, setPending] = useState(false);
  const ready = hasSufficientDetail({ description: about.description });
  const changeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!ready) {
      setUnderstood(null);
      setPending(false);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const brief = {
        businessName: about.businessName.trim() || 'My business',
        description: about.description.trim(),
        location: about.location.trim(),
        link: '',
        ...(about.trade.trim() && { trade: about.trade.trim() }),
        ...(about.industry && { industry: about.industry }),
      };
      setPending(true);
      void publicApi('post /api/onboarding/understand', { body: { brief }, signal: controller.signal }).then((result) => {
        if (controller.signal.aborted) return;
        setPending(false);
        // A failure keeps the last answer (or none): the wizard goes on without the line.
        if (result.ok) setUnderstood(result.data);
      });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [ready, about.businessName, about.description, about.location, about.trade, about.industry]);

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
          onCancel={() => {
            setEditing(false);
            requestAnimationFrame(() => changeRef.current?.focus());
          }}
          onSave={(trade, industry) => {
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
  trade: string;
  industry: Industry | null;
  onSave: (trade: string, industry: Industry | null) => void;
  onCancel: () => void;
};

/** The owner's correction: their words for the trade, and the closest industry if one fits. */
function TradeForm({ trade, industry, onSave, onCancel }: FormProps) {
  const id = useId();
  const [words, setWords] = useState(trade);
  const [picked, setPicked] = useState<Industry | ''>(industry ?? '');
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
          onChange={(event) => setWords(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onSave(words.trim(), picked || null);
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
        <select id={`${id}-industry`} className="text-input" value={picked} onChange={(event) => setPicked(event.target.value as Industry | '')}>
          <option value="">None of these: use my words</option>
          {INDUSTRIES.map((value) => (
            <option key={value} value={value}>
              {INDUSTRY_CONTENT[value].label}
            </option>
          ))}
        </select>
      </div>
      <div className="understood-trade__actions">
        <button type="button" className="button button--primary button--small" onClick={() => onSave(words.trim(), picked || null)}>
          Use this
        </button>
        <button type="button" className="button button--secondary button--small" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
