import { EXTERNAL_URL_MESSAGES, isValidExternalUrl, LIMITS, normalizeExternalUrl, SOURCE_LABELS, type NamedSourceKind } from '@frontdoor/shared';
import { useId, type KeyboardEvent } from 'react';
import { BusyButton } from '../../../components/busy-button';
import { Spinner } from '../../../components/spinner';
import { outcomeCopy, progressMessage, type ImportPhase } from './import-state';

const PLACEHOLDERS: Record<NamedSourceKind | 'any', string> = {
  facebook: 'facebook.com/yourbusiness',
  thumbtack: 'thumbtack.com/tx/austin/electricians/your-business',
  yelp: 'yelp.com/biz/your-business',
  github: 'github.com/yourname',
  any: 'facebook.com/yourbusiness',
};

type Props = {
  from: NamedSourceKind | null;
  link: string;
  error?: string;
  phase: ImportPhase;
  onLinkChange: (link: string) => void;
  onError: (error: string | undefined) => void;
  onImport: (url: string) => void;
};

/**
 * The page link with its Import button (create from a link, spec §4): 'Importing…' with what
 * the job is doing, 'taking longer than expected' after 8 s, then the outcome in plain words.
 * Lives inside the wizard's form, so Enter in the field imports instead of going to the next step.
 */
export function ImportPanel({ from, link, error, phase, onLinkChange, onError, onImport }: Props) {
  const id = useId();
  const importing = phase.kind === 'importing';
  const label = from ? `Link to your ${SOURCE_LABELS[from]} ${from === 'github' ? 'profile' : 'page'}` : 'Existing web page (optional)';
  const describedBy = [error ? `${id}-error` : `${id}-hint`].join(' ');

  const submit = () => {
    if (!link.trim() || !isValidExternalUrl(link)) {
      onError(EXTERNAL_URL_MESSAGES.invalid);
      document.getElementById(id)?.focus();
      return;
    }
    const url = normalizeExternalUrl(link);
    onLinkChange(url);
    onImport(url);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!importing) submit();
  };

  return (
    <section className={`import-panel ${from ? 'import-panel--featured' : ''}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="import-panel__title">
        {from ? `Start from your ${SOURCE_LABELS[from]} ${from === 'github' ? 'profile' : 'page'}` : 'Already have a page?'}
      </h2>
      <p className="import-panel__lead">
        {from
          ? 'Paste its link and we fill in your name, description, services, hours, contact details and reviews for you to check.'
          : 'Paste the link to your Facebook, Thumbtack, Yelp or GitHub page, or your current website, and import what it says about your business.'}
      </p>
      <div className="field import-panel__field">
        <label htmlFor={id} className="field-label">
          {label}
        </label>
        <div className="import-panel__row">
          <input
            id={id}
            name="link"
            className="text-input"
            type="text"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            autoCapitalize="off"
            maxLength={LIMITS.externalUrl}
            placeholder={PLACEHOLDERS[from ?? 'any']}
            value={link}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            title={error ? EXTERNAL_URL_MESSAGES.invalid : undefined}
            onChange={(event) => {
              onLinkChange(event.target.value);
              if (error) onError(undefined);
            }}
            onBlur={() => {
              if (!isValidExternalUrl(link)) onError(EXTERNAL_URL_MESSAGES.invalid);
              else if (link.trim()) onLinkChange(normalizeExternalUrl(link));
            }}
            onKeyDown={onKeyDown}
          />
          <BusyButton className={`button ${from ? 'button--primary' : 'button--secondary'}`} busy={importing} busyLabel="Importing…" onClick={submit}>
            Import
          </BusyButton>
        </div>
        {error ? (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        ) : (
          <p id={`${id}-hint`} className="field-hint">
            Only what the page shows publicly is read. Nothing is published until you say so.
          </p>
        )}
      </div>

      <div role="status" aria-live="polite" className="import-panel__status">
        {phase.kind === 'importing' && (
          <div className={`import-progress ${phase.slow ? 'import-progress--slow' : ''}`}>
            <Spinner size={20} />
            <div>
              <p className="import-progress__title">Importing…</p>
              <p className="import-progress__detail">{progressMessage(phase.step, phase.slow)}</p>
            </div>
          </div>
        )}
        {phase.kind === 'done' && <Outcome phase={phase} from={from} />}
        {phase.kind === 'error' && (
          <p className="import-outcome import-outcome--error">
            <strong>No content imported.</strong> {phase.message}
          </p>
        )}
      </div>
    </section>
  );
}

function Outcome({ phase, from }: { phase: Extract<ImportPhase, { kind: 'done' }>; from: NamedSourceKind | null }) {
  const copy = outcomeCopy(phase.result, phase.result.facts?.kind ?? from ?? 'website');
  return (
    <div className={`import-outcome import-outcome--${copy.tone}`}>
      <p className="import-outcome__title">{copy.title}</p>
      <p className="import-outcome__body">{copy.body}</p>
    </div>
  );
}
