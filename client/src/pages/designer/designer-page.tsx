import { ERROR_MESSAGES } from '@frontdoor/shared';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { links } from '../../app/site-links';
import { useDocumentTitle } from '../../app/use-document-title';
import { useAuth } from '../../auth/auth-context';
import { ArrowLeftIcon } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import { DraftCanvas } from './draft-canvas';
import { DesignerActions } from './publish/designer-actions';
import { PublishStatus } from './publish/publish-status';
import { PageMessage } from '../websites/page-message';
import { websitesApi, type DraftWebsite } from '../websites/websites-api';
import '../websites/status-badge.css';
import './designer.css';

type Load = { kind: 'loading' } | { kind: 'ready'; draft: DraftWebsite } | { kind: 'not-found' } | { kind: 'error'; message: string };

/** The Draft label of spec §4 (a website is a draft until it is published). */
export const DRAFT_LABEL = 'Draft - Not Published';

type Device = 'desktop' | 'mobile';

/**
 * /designer?websiteId=…: the website editor's route. Until the editor exists it shows the draft
 * as visitors will see it, under a slim bar with its name and state. Only the owner gets the
 * draft; any other id is 'No website at this link'.
 */
export function DesignerPage() {
  const [params] = useSearchParams();
  const websiteId = params.get('websiteId') ?? '';
  const { state: auth, client, openSignIn } = useAuth();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [device, setDevice] = useState<Device>('desktop');
  const businessName = load.kind === 'ready' ? load.draft.document.websiteSettings.businessName : null;
  useDocumentTitle(businessName ?? (load.kind === 'not-found' ? ERROR_MESSAGES.website_not_found : 'Designer'));

  useEffect(() => {
    if (auth.status !== 'signed-in') return;
    if (!websiteId) {
      setLoad({ kind: 'not-found' });
      return;
    }
    let live = true;
    setLoad({ kind: 'loading' });
    void websitesApi(client)
      .get(websiteId)
      .then((result) => {
        if (!live) return;
        if (result.ok) setLoad({ kind: 'ready', draft: result.data });
        else if (result.code === 'website_not_found' || result.status === 404) setLoad({ kind: 'not-found' });
        else if (result.code !== 'unauthorized') setLoad({ kind: 'error', message: ERROR_MESSAGES.service_unavailable });
      });
    return () => {
      live = false;
    };
  }, [auth.status, client, websiteId, attempt]);

  if (auth.status === 'signed-out') {
    return (
      <PageMessage tone="info" title="Sign in to open your website">
        <p>Your websites are in your account. Sign in to see and edit them.</p>
        <div className="page-message__actions">
          <button type="button" className="button button--primary" onClick={() => openSignIn()}>Sign In</button>
        </div>
      </PageMessage>
    );
  }
  if (load.kind === 'not-found') {
    return (
      <PageMessage tone="error" title={ERROR_MESSAGES.website_not_found}>
        <p>The link may be mistyped, or the website was deleted or is not shared with you.</p>
        <div className="page-message__actions">
          <Link to={links.websites} className="button button--primary">Your websites</Link>
          <Link to={links.createWebsite} className="button button--secondary">Create a website</Link>
        </div>
      </PageMessage>
    );
  }
  if (load.kind === 'error') {
    return (
      <PageMessage tone="error" title={load.message}>
        <p>We couldn't load your website.</p>
        <div className="page-message__actions">
          <button type="button" className="button button--primary" onClick={() => setAttempt((n) => n + 1)}>Try again</button>
        </div>
      </PageMessage>
    );
  }
  if (load.kind === 'loading' || auth.status === 'loading') {
    return (
      <div className="designer-loading" role="status">
        <Spinner size={24} />
        Loading your website…
      </div>
    );
  }

  const { draft } = load;
  const handle = draft.handle ?? draft.document.websiteSettings.handle ?? null;
  return (
    <div className="designer">
      <div className="designer-bar">
        <div className="designer-bar__inner">
          <Link to={links.websites} className="designer-bar__back">
            <ArrowLeftIcon width={18} height={18} />
            <span>Your websites</span>
          </Link>
          <div className="designer-bar__title">
            <h1 className="designer-bar__name">{draft.document.websiteSettings.businessName}</h1>
            <PublishStatus handle={handle} draftLabel={DRAFT_LABEL} />
          </div>
          <div className="designer-bar__devices" role="group" aria-label="Preview size">
            {(['desktop', 'mobile'] as const).map((option) => (
              <button key={option} type="button" className="designer-bar__device" aria-pressed={device === option} onClick={() => setDevice(option)}>
                {option === 'desktop' ? <DesktopIcon /> : <PhoneIcon />}
                <span>{option === 'desktop' ? 'Desktop' : 'Mobile'}</span>
              </button>
            ))}
          </div>
          <DesignerActions
            websiteId={draft.id}
            businessName={draft.document.websiteSettings.businessName}
            handle={handle}
            onPublished={({ handle: published, publishedAt }) =>
              setLoad((now) => (now.kind === 'ready' ? { ...now, draft: { ...now.draft, handle: published, lastPublishedAt: publishedAt } } : now))
            }
          />
        </div>
      </div>
      <div className={`designer__canvas designer__canvas--${device}`}>
        <div className="designer__frame">
          <DraftCanvas document={draft.document} label={`Preview of ${draft.document.websiteSettings.businessName}`} />
        </div>
      </div>
    </div>
  );
}

const DesktopIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" aria-hidden="true" focusable="false">
    <rect x="3" y="4" width="18" height="12" rx="1.5" /><path d="M8 20h8M12 16v4" />
  </svg>
);
const PhoneIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" aria-hidden="true" focusable="false">
    <rect x="7" y="3" width="10" height="18" rx="2" /><path d="M11 18h2" />
  </svg>
);
