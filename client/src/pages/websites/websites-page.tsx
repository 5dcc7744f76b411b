import { domainUrl, ERROR_MESSAGES, LIMITS, type WebsiteListEntry } from '@frontdoor/shared';
import { useId, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { links } from '../../app/site-links';
import { useDocumentTitle } from '../../app/use-document-title';
import { useAuth } from '../../auth/auth-context';
import { ArrowRightIcon, CalendarIcon, ChartIcon, GlobeIcon, PlusIcon } from '../../components/icons';
import { bookingsPath } from '../../features/bookings/bookings-path';
import { statisticsPath } from '../../features/statistics/statistics-path';
import { designerPath } from '../../features/websites/designer-path';
import { siteUrl } from '../../features/websites/publishing-api';
import { lastEdited } from './last-edited';
import { PageMessage } from '../../components/page-message';
import { SiteThumbnail } from './site-thumbnail';
import { useWebsiteList } from '../../features/websites/websites-api';
import type { ApiError } from '../../api/query-client';
import '../../components/status-badge.css';
import './websites.css';
import { DRAFT_LABEL } from '../../components/status-labels';

type Load = { kind: 'loading' } | { kind: 'ready'; websites: WebsiteListEntry[] } | { kind: 'error' };

/** The list's screen: an expired session keeps the loading state until the sign-in card replaces it. */
function loadOf({ data, error, isFetching }: { data?: WebsiteListEntry[]; error: ApiError | null; isFetching: boolean }): Load {
  if (error && !isFetching && error.code !== 'unauthorized') return { kind: 'error' };
  return data && !error ? { kind: 'ready', websites: data } : { kind: 'loading' };
}

/**
 * /websites: the signed-in user's websites, newest design or change first (spec §3), each
 * opening in the designer; 'Create a new website' when there are none. ?view=shared lists the
 * websites shared with the user through accepted invites.
 */
export function WebsitesPage() {
  const [params] = useSearchParams();
  const shared = params.get('view') === 'shared';
  useDocumentTitle(shared ? 'Websites shared with you' : 'Your websites');
  const { state: auth, openSignIn } = useAuth();
  const websites = useWebsiteList(shared, auth.status === 'signed-in');
  const load = loadOf(websites);

  if (auth.status === 'signed-out') {
    return (
      <PageMessage tone="info" title="Sign in to see your websites">
        <p>Your websites are in your account. Sign in to see, edit and publish them.</p>
        <div className="page-message__actions">
          <button type="button" className="button button--primary" onClick={() => openSignIn()}>
            Sign In
          </button>
          <Link to={links.createWebsite} className="button button--secondary">
            Create a website
          </Link>
        </div>
      </PageMessage>
    );
  }

  const count = load.kind === 'ready' ? load.websites.length : null;
  return (
    <div className="websites section">
      <div className="container">
        <div className="websites__head">
          <div>
            <h1 className="websites__title">{shared ? 'Websites shared with you' : 'Your websites'}</h1>
            {count !== null && count > 0 && (
              <p className="websites__count">
                {shared ? `${count} of ${LIMITS.websitesPerUser.shared} shared websites` : `${count} of ${LIMITS.websitesPerUser.own} websites`}
              </p>
            )}
          </div>
          <Link to={links.createWebsite} className="button button--primary">
            <PlusIcon className="button__icon" />
            New website
          </Link>
        </div>
        <nav className="websites__tabs" aria-label="Websites">
          <Link to={links.websites} className="websites__tab" aria-current={shared ? undefined : 'page'}>
            Your websites
          </Link>
          <Link to={links.sharedWebsites} className="websites__tab" aria-current={shared ? 'page' : undefined}>
            Shared with you
          </Link>
        </nav>

        {load.kind === 'loading' || auth.status === 'loading' ? (
          <div role="status" className="websites__loading">
            <span className="visually-hidden">{shared ? 'Loading websites shared with you…' : 'Loading your websites…'}</span>
            <ul className="website-grid" aria-hidden="true">
              {[0, 1, 2].map((index) => (
                <li key={index} className="website-card website-card--skeleton" />
              ))}
            </ul>
          </div>
        ) : load.kind === 'error' ? (
          <div className="websites__error" role="alert">
            <p>{ERROR_MESSAGES.service_unavailable}</p>
            <button type="button" className="button button--secondary button--small" onClick={() => void websites.refetch()}>
              Try again
            </button>
          </div>
        ) : load.websites.length === 0 && shared ? (
          <EmptyState title="No websites are shared with you yet.">When someone invites you to edit their website and you accept, it appears here.</EmptyState>
        ) : load.websites.length === 0 ? (
          <EmptyState
            title="You don't have a website yet"
            action={
              <Link to={links.createWebsite} className="button button--primary">
                Create a new website
              </Link>
            }
          >
            Describe your business and get a complete website in seconds.
          </EmptyState>
        ) : (
          <ul className="website-grid">
            {load.websites.map((website) => (
              <WebsiteCard key={website.draftId} website={website} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function WebsiteCard({ website }: { website: WebsiteListEntry }) {
  const name = website.businessName || 'Untitled website';
  const nameId = useId();
  return (
    <li className="website-card">
      <SiteThumbnail websiteId={website.draftId} />
      <div className="website-card__body">
        <h2 id={nameId} className="website-card__name">
          <Link to={designerPath(website.draftId)} className="website-card__link">
            {name}
          </Link>
        </h2>
        <span className={`status-badge ${website.publishedHandle ? 'status-badge--live' : 'status-badge--draft'}`}>
          {website.publishedHandle ? 'Published' : DRAFT_LABEL}
        </span>
        <p className="website-card__meta">{lastEdited(website)}</p>
        {website.editorEmail && (
          <p className="website-card__meta website-card__editor">
            Edit control: <strong>{website.editorEmail}</strong>
          </p>
        )}
        {website.domain?.state === 'Connected' ? (
          // Its own domain once connected (the Frontdoor address redirects there).
          <a className="website-card__live" href={domainUrl(website.domain.name)} target="_blank" rel="noopener">
            <GlobeIcon width={14} height={14} />
            {website.domain.name}
            <span className="visually-hidden"> (live website, opens in a new tab)</span>
          </a>
        ) : website.publishedHandle ? (
          // The live page, apart from Open (the designer): its own link above the card's (issue 26).
          <a className="website-card__live" href={siteUrl(website.publishedHandle)} target="_blank" rel="noopener">
            <GlobeIcon width={14} height={14} />
            {addressOf(website.publishedHandle)}
            <span className="visually-hidden"> (live website, opens in a new tab)</span>
          </a>
        ) : (
          <p className="website-card__meta">Not published yet: no address</p>
        )}
        {website.recentVisits !== null && <p className="website-card__meta">{recentVisitsText(website.recentVisits)}</p>}
        {website.domain && website.domain.state !== 'Connected' && (
          <p className="website-card__meta">
            Domain <strong>{website.domain.name}</strong>: {website.domain.state === 'Failed' ? 'not connected, see Settings' : 'connecting'}
          </p>
        )}
      </div>
      <div className="website-card__foot">
        {/* Above the card's link, like the live address: the site's bookings (issue 40) and statistics (issue 42). */}
        <Link to={bookingsPath(website.draftId)} className="website-card__action" aria-describedby={nameId}>
          <CalendarIcon width={16} height={16} />
          Bookings
        </Link>
        <Link to={statisticsPath(website.draftId)} className="website-card__action" aria-describedby={nameId}>
          <ChartIcon width={16} height={16} />
          Statistics
        </Link>
        <span className="website-card__open" aria-hidden="true">
          Open
          <ArrowRightIcon width={16} height={16} />
        </span>
      </div>
    </li>
  );
}

/** A published site's visits of the last 7 days (each day's visitors added up), as the card says them. */
const recentVisitsText = (visits: number) =>
  visits === 0 ? 'No visits in the last 7 days' : `${new Intl.NumberFormat().format(visits)} ${visits === 1 ? 'visit' : 'visits'} in the last 7 days`;

/** A live address as people read it: the host and the handle, without the scheme. */
const addressOf = (handle: string) => siteUrl(handle).replace(/^https?:\/\//, '');

function EmptyState({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="empty-state">
      <svg className="websites-empty__art" viewBox="0 0 160 110" width="160" height="110" aria-hidden="true" focusable="false">
        <rect x="14" y="10" width="132" height="88" rx="10" fill="#fff" stroke="var(--color-border-strong)" strokeWidth="2" />
        <path d="M14 20a10 10 0 0 1 10-10h112a10 10 0 0 1 10 10v6H14z" fill="var(--color-surface-strong)" />
        <rect x="28" y="38" width="56" height="8" rx="4" fill="var(--color-primary)" />
        <rect x="28" y="52" width="80" height="5" rx="2.5" fill="var(--color-border-strong)" />
        <rect x="28" y="62" width="64" height="5" rx="2.5" fill="var(--color-border-strong)" />
        <rect x="28" y="76" width="34" height="10" rx="5" fill="var(--color-accent)" />
        <circle cx="124" cy="64" r="14" fill="var(--color-primary-soft)" stroke="var(--color-primary)" strokeWidth="2" />
        <path d="M124 58v12M118 64h12" stroke="var(--color-primary)" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <h2 className="empty-state__title">{title}</h2>
      <p className="websites-empty__text">{children}</p>
      {action}
    </div>
  );
}
