import { EXTERNAL_URL_MESSAGES, LIMITS, isValidExternalUrl, normalizeExternalUrl, type NamedSourceKind } from '@frontdoor/shared';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { createFromPagePath, links } from '../../app/site-links';
import { ArrowRightIcon, LinkIcon } from '../../components/icons';
import { TextField } from '../../components/text-field';
import type { LandingContent } from './landing-content';

/**
 * The link field that starts the wizard. It only checks the text is a web address (spec §5);
 * whether the page can be read is the wizard's business, which says so in its own words.
 */
export function ImportForm({ kind, content }: { kind: NamedSourceKind; content: LandingContent }) {
  const navigate = useNavigate();
  const [link, setLink] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidExternalUrl(link)) {
      setError(EXTERNAL_URL_MESSAGES.invalid);
      inputRef.current?.focus();
      return;
    }
    void navigate(createFromPagePath(kind, normalizeExternalUrl(link)));
  };

  return (
    <div id="import-link" className="import-card">
      <p className="import-card__title">
        <span className="icon-badge import-card__icon">
          <LinkIcon width={20} height={20} />
        </span>
        Start with your {content.source} link
      </p>
      <form className="form" noValidate onSubmit={submit} aria-label={`Import your ${content.source} ${content.noun}`}>
        <TextField
          label={content.fieldLabel}
          name="link"
          type="url"
          inputMode="url"
          autoComplete="url"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={LIMITS.externalUrl}
          placeholder={content.placeholder}
          hint={content.fieldHint}
          error={error}
          inputRef={inputRef}
          value={link}
          onChange={(event) => {
            setLink(event.target.value);
            setError(null);
          }}
        />
        <button type="submit" className="button button--primary button--large button--block">
          {content.button}
          <ArrowRightIcon className="button__icon" />
        </button>
      </form>
      <p className="import-card__alternative">
        No {content.source} {content.noun}? <Link to={links.createWebsite}>Start without a link</Link>
      </p>
    </div>
  );
}
