import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { domainUiState, ERROR_MESSAGES, LIMITS, parseDomainName, type WebsiteDomain } from '@frontdoor/shared';
import { BusyButton } from '../../../components/busy-button';
import { FormStatus, type Status } from '../../../components/form-status';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { ExternalIcon } from '../publish/publish-icons';
import { PanelGroup } from '../panel-group';
import { useCheckDomainNow, useConnectDomain, useWebsiteDomain } from './custom-domain-api';
import { DnsRecords } from './dns-records';
import { RemoveDomain } from './domain-actions';
import { checkLines, FAILURE_WORDS, failureHint, whenChecked } from './domain-words';
import './custom-domain.css';

type Props = { websiteId: string; isOwner: boolean; published: boolean };

/**
 * Custom domain (spec §2 settings, §4): connect a domain the owner has, free. Not connected: the
 * field and Connect (explained and disabled until the site is published). Pending: the three
 * steps, the DNS records to add with copy buttons, the owner's DNS provider when its name servers
 * tell, and what the checker last saw and when. Connected: the live link. Failed: the reason in
 * plain words and Re-Configure. The worker's checks arrive live (/events), without a reload.
 */
export function CustomDomainPanel({ websiteId, isOwner, published }: Props) {
  const read = useWebsiteDomain(websiteId);
  return (
    <PanelGroup title="Custom domain" hint="Show your website at your own domain, such as www.yourbusiness.com. Connecting it is free.">
      {read.data ? (
        read.data.domain && domainUiState(read.data.domain).status !== 'NotConnected' ? (
          <DomainState websiteId={websiteId} domain={read.data.domain} isOwner={isOwner} />
        ) : (
          <ConnectForm websiteId={websiteId} isOwner={isOwner} published={published} />
        )
      ) : read.error && !read.isFetching ? (
        <div role="alert" className="custom-domain__problem">
          <p>{ERROR_MESSAGES.service_unavailable}</p>
          <button type="button" className="button button--secondary button--small" onClick={() => void read.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <p role="status" className="panel-group__hint">
          <Spinner size={16} /> Loading the domain…
        </p>
      )}
    </PanelGroup>
  );
}

/** Not connected: the domain field and Connect (the owner's, once the site is published). */
function ConnectForm({ websiteId, isOwner, published }: Props) {
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const connect = useConnectDomain(websiteId);
  const busy = connect.isPending;
  const failure = connect.error;
  // The server's word on the name shows at the field; any other failure below the form.
  const fieldFailure = failure && (failure.code === 'domain_invalid' || failure.code === 'validation_failed') ? failure.message : null;
  const error = invalid ?? fieldFailure;
  const status: Status =
    failure && !fieldFailure
      ? { tone: 'error', message: failure.code === 'internal' || failure.code === 'unknown' ? ERROR_MESSAGES.domain_connect_failed : failure.message }
      : null;
  if (!isOwner) return <p className="field-hint">No domain is connected. Only the website’s owner can connect one.</p>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseDomainName(value, [window.location.hostname]);
    if (!parsed.ok) return setInvalid(parsed.message);
    setInvalid(null);
    connect.mutate({ params: { id: websiteId }, body: { domain: parsed.domain } });
  };

  return (
    <form className="custom-domain__form" onSubmit={submit} noValidate>
      <TextField
        label="Your domain"
        placeholder="www.yourbusiness.com"
        value={value}
        maxLength={LIMITS.externalUrl}
        autoCapitalize="off"
        autoComplete="off"
        spellCheck={false}
        disabled={!published || busy}
        error={error}
        hint={
          published
            ? 'The domain you bought, with or without www. You will add two records at the company that manages it.'
            : 'Publish your website first: the domain shows your published site.'
        }
        onChange={(event) => setValue(event.target.value)}
      />
      <BusyButton type="submit" className="button button--primary button--small" busy={busy} busyLabel="Connecting…" disabled={!published || value.trim() === ''}>
        Connect
      </BusyButton>
      <FormStatus status={status} />
    </form>
  );
}

const STEPS = ['Connection initiated', 'DNS settings verified', 'Certificate generation'] as const;

/** A domain attached to the website: pending, connected or failed. */
function DomainState({ websiteId, domain, isOwner }: { websiteId: string; domain: WebsiteDomain; isOwner: boolean }) {
  const ui = domainUiState(domain);
  return (
    <div className="custom-domain">
      <div className="custom-domain__head" role="status" aria-live="polite">
        <span className="custom-domain__name">{domain.domainName}</span>
        <span className={`status-badge custom-domain__badge custom-domain__badge--${ui.status.toLowerCase()}`}>{ui.status === 'Pending' ? 'Connecting' : ui.status}</span>
      </div>
      {ui.status === 'Connected' && <Connected domain={domain} />}
      {ui.status === 'Pending' && <Steps current={ui.step === 'CertificateGeneration' ? 2 : 1} ownershipSeen={domain.state !== 'PendingOwnershipVerification'} />}
      {ui.status === 'Failed' && (
        <div className="custom-domain__failed">
          <p>{domain.failureMessage ?? (ui.reason ? FAILURE_WORDS[ui.reason] : 'The domain could not be connected.')}</p>
          <p className="field-hint">{failureHint(ui.reason)}</p>
          {isOwner && <Reconfigure websiteId={websiteId} domain={domain.domainName} />}
        </div>
      )}
      {ui.status !== 'Connected' && (
        <Instructions domain={domain} action={ui.status === 'Pending' && isOwner ? <CheckNow websiteId={websiteId} domain={domain} /> : undefined} />
      )}
      {isOwner ? <RemoveDomain websiteId={websiteId} domain={domain} /> : <p className="field-hint">Only the website’s owner can change its domain.</p>}
    </div>
  );
}

function Connected({ domain }: { domain: WebsiteDomain }) {
  return (
    <>
      <a className="custom-domain__live" href={domain.url} target="_blank" rel="noopener noreferrer">
        <ExternalIcon />
        {domain.url}
        <span className="visually-hidden"> (your live website, opens in a new tab)</span>
      </a>
      <p className="field-hint">
        Your website is live at your domain, with a secure certificate.
        {domain.redirectFrom && ` ${domain.redirectFrom} opens it too, when its record points here.`} Its Frontdoor address now sends visitors there.
      </p>
    </>
  );
}

/** The three steps of spec §4; `current` is the one under way. */
function Steps({ current, ownershipSeen }: { current: number; ownershipSeen: boolean }) {
  return (
    <>
      <ol className="custom-domain__steps" aria-label="Connection steps">
        {STEPS.map((label, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'waiting';
          return (
            <li key={label} className={`custom-domain__step custom-domain__step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="custom-domain__step-mark" aria-hidden="true" />
              <span>
                {label}
                <span className="visually-hidden">{state === 'done' ? ': done' : state === 'current' ? ': in progress' : ': waiting'}</span>
                {index === 1 && state === 'current' && (
                  <span className="custom-domain__step-note">
                    {ownershipSeen ? 'Ownership confirmed. Waiting for the address record.' : 'Waiting for your DNS records.'}
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="field-hint">This usually takes under 1 hour, and up to 48 hours while DNS changes spread.</p>
    </>
  );
}

/** The records to add, where to add them, and what the checker last saw (with `action` under it). */
function Instructions({ domain, action }: { domain: WebsiteDomain; action?: ReactNode }) {
  const check = domain.lastCheck;
  return (
    <div className="custom-domain__instructions">
      <h4 className="custom-domain__subtitle">Add these records at your DNS provider</h4>
      {domain.dnsProvider && (
        <p className="custom-domain__provider">
          Your domain’s DNS is managed by <strong>{domain.dnsProvider.name}</strong>. {domain.dnsProvider.where}
        </p>
      )}
      <DnsRecords records={domain.records} />
      <div className="custom-domain__check">
        <h4 className="custom-domain__subtitle">{check ? `Last checked ${whenChecked(check.at)}` : 'Not checked yet'}</h4>
        {check ? (
          <ul>
            {checkLines(check).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          <p className="field-hint">We check your domain every few minutes; this page updates by itself.</p>
        )}
        {action}
      </div>
    </div>
  );
}

/** Re-Configure (spec §4): the owner's own Failed domain starts again at the first step. */
function Reconfigure({ websiteId, domain }: { websiteId: string; domain: string }) {
  const connect = useConnectDomain(websiteId);
  const busy = connect.isPending;
  const status: Status = connect.error ? { tone: 'error', message: connect.error.message } : null;
  const reconfigure = () => connect.mutate({ params: { id: websiteId }, body: { domain } });
  return (
    <>
      <BusyButton className="button button--primary button--small" busy={busy} busyLabel="Starting again…" onClick={reconfigure}>
        Re-Configure
      </BusyButton>
      <FormStatus status={status} />
    </>
  );
}

/** How long Check now shows 'Checking…' at most before saying the result will come by itself. */
const CHECK_PATIENCE_MS = 20_000;

/**
 * Check now: the owner who has just set the records need not wait for the next check. The button
 * stays busy until a newer check arrives live (the 'Last checked' line above changes with it).
 */
function CheckNow({ websiteId, domain }: { websiteId: string; domain: WebsiteDomain }) {
  // The time of the last check when the owner asked; null: not waiting for one.
  const [waitingSince, setWaitingSince] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const lastAt = domain.lastCheck?.at ?? '';
  const waiting = waitingSince !== null && waitingSince === lastAt;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => {
      setWaitingSince(null);
      setStatus({ tone: 'info', message: 'The check is taking longer than usual. Its result will show here by itself.' });
    }, CHECK_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  const checkNow = useCheckDomainNow();
  const check = () => {
    setStatus(null);
    setWaitingSince(lastAt);
    checkNow.mutate(
      { params: { id: websiteId } },
      {
        onError: (error) => {
          setWaitingSince(null);
          setStatus({ tone: 'error', message: error.message });
        },
      },
    );
  };
  return (
    <div className="custom-domain__check-now">
      <BusyButton className="button button--secondary button--small" busy={waiting} busyLabel="Checking…" onClick={check}>
        Check now
      </BusyButton>
      <FormStatus status={status} />
    </div>
  );
}
