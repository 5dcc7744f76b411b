import { ERROR_MESSAGES } from '@frontdoor/shared';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { links } from '../../app/site-links';
import type { ApiResult } from '../../api/api-result';
import { ApiError, useCallsMutation } from '../../api/query-client';
import { useDocumentTitle } from '../../app/use-document-title';
import { BusyButton } from '../../components/busy-button';
import { FormStatus } from '../../components/form-status';
import { ArrowRightIcon, CheckIcon, SparklesIcon } from '../../components/icons';
import { TextField } from '../../components/text-field';
import { copyText } from '../../components/copy-text';
import { copyLine, type ToolItem } from './tool-item';
import './tools.css';

type Props = {
  title: string;
  lead: string;
  fieldLabel: string;
  fieldHint: string;
  placeholder: string;
  buttonLabel: string;
  /** 'names' or 'ideas', for the results heading and the copy buttons. */
  noun: string;
  count: number;
  /** The suggestions; an item with a `detail` shows it under the item as a line of its own. */
  generate: (keywords: string) => Promise<ApiResult<ToolItem[]>>;
  /** Shown beside the results: where to go with them. */
  nextStep: ReactNode;
};

const MIN_KEYWORDS = 2;
const MAX_KEYWORDS = 200;

/**
 * A free AI tool: a few keywords in, a list of suggestions out, each with a copy button (an idea is
 * a heading with its pitch under it). Errors (429 when rate-limited among them) show the server's
 * message.
 */
export function ToolPage({ title, lead, fieldLabel, fieldHint, placeholder, buttonLabel, noun, count, generate, nextStep }: Props) {
  useDocumentTitle(title);
  const [keywords, setKeywords] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  // The last suggestions stay on screen when asking again fails.
  const [results, setResults] = useState<{ keywords: string; items: ToolItem[] } | null>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const suggestions = useCallsMutation(
    async (keywords: string) => {
      const result = await generate(keywords);
      if (!result.ok) throw new ApiError(result);
      return { keywords, items: result.data };
    },
    {
      onSuccess: (answer) => {
        setResults(answer);
        requestAnimationFrame(() => resultsRef.current?.focus());
      },
    },
  );
  const busy = suggestions.isPending;
  const failure = suggestions.error;
  const status = failure ? ({ tone: 'error', message: failure.code === 'network-request-failed' ? ERROR_MESSAGES.service_unavailable : failure.message } as const) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = keywords.trim();
    if (trimmed.length < MIN_KEYWORDS) {
      setFieldError('Tell us a little more');
      return;
    }
    suggestions.mutate(trimmed);
  };

  return (
    <>
      <section className="page-hero tool-hero" aria-labelledby="tool-title">
        <div className="container">
          <p className="eyebrow">
            <SparklesIcon width={16} height={16} className="tool-hero__icon" /> Free AI tool
          </p>
          <h1 id="tool-title">{title}</h1>
          <p className="lead">{lead}</p>
        </div>
      </section>
      <div className="section tool-section">
        <div className="container tool-layout">
          <form className="tool-card form" noValidate onSubmit={submit}>
            <TextField
              label={fieldLabel}
              name="keywords"
              value={keywords}
              maxLength={MAX_KEYWORDS}
              placeholder={placeholder}
              hint={fieldHint}
              error={fieldError}
              autoComplete="off"
              onChange={(event) => {
                setKeywords(event.target.value);
                setFieldError(null);
              }}
            />
            <FormStatus status={status} />
            <BusyButton type="submit" className="button button--primary button--block" busy={busy} busyLabel="Thinking…">
              <SparklesIcon className="button__icon" />
              {buttonLabel}
            </BusyButton>
          </form>

          <div className="tool-results" aria-busy={busy || undefined}>
            {busy ? (
              <ul className="tool-list" aria-hidden="true">
                {Array.from({ length: count }, (_, index) => (
                  <li key={index} className="tool-item tool-item--skeleton" />
                ))}
              </ul>
            ) : results ? (
              <>
                <h2 ref={resultsRef} tabIndex={-1} className="tool-results__title">
                  {results.items.length} {noun} for “{results.keywords}”
                </h2>
                <ol className="tool-list">
                  {results.items.map((item, index) => (
                    <ResultItem key={`${index}-${item.text}`} item={item} noun={noun} />
                  ))}
                </ol>
                <div className="tool-next">{nextStep}</div>
              </>
            ) : (
              <div className="empty-state empty-state--quiet tool-empty">
                <SparklesIcon width={28} height={28} />
                <p>
                  Your {count} {noun} appear here.
                </p>
              </div>
            )}
          </div>
        </div>
      </div>
    </>
  );
}

function ResultItem({ item, noun }: { item: ToolItem; noun: string }) {
  const { text, detail } = item;
  const [copied, setCopied] = useState<boolean | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const copy = async () => {
    const ok = await copyText(copyLine(item));
    setCopied(ok);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(null), 2000);
  };
  return (
    <li className={detail ? 'tool-item tool-item--detailed' : 'tool-item'}>
      {detail ? (
        <div className="tool-item__body">
          <h3 className="tool-item__text">{text}</h3>
          <p className="tool-item__detail">{detail}</p>
        </div>
      ) : (
        <span className="tool-item__text">{text}</span>
      )}
      <button type="button" className="button button--ghost button--small tool-item__copy" onClick={() => void copy()} aria-label={`Copy ${text}`}>
        {copied ? <CheckIcon width={16} height={16} /> : <CopyIcon />}
        <span aria-hidden="true">{copied ? 'Copied' : copied === false ? 'Copy failed' : 'Copy'}</span>
      </button>
      <span className="visually-hidden" role="status">
        {copied ? `Copied ${noun === 'names' ? 'name' : 'idea'}` : ''}
      </span>
    </li>
  );
}

const CopyIcon = () => (
  <svg
    viewBox="0 0 24 24"
    width="16"
    height="16"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V5a1 1 0 0 1 1-1h10" />
  </svg>
);

/** The link from a tool to the wizard. */
export function CreateWebsiteLink({ children }: { children: ReactNode }) {
  return (
    <Link to={links.createWebsite} className="button button--secondary">
      {children}
      <ArrowRightIcon className="button__icon" />
    </Link>
  );
}
