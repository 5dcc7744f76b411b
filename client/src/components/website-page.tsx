import type { ReactNode } from 'react';
import { ERROR_MESSAGES } from '@frontdoor/shared';
import { Link } from 'react-router';
import { links } from '../app/site-links';
import { useAuth } from '../auth/auth-context';
import { designerPath } from '../features/websites/designer-path';
import { ArrowLeftIcon, EditIcon } from './icons';
import { PageMessage } from './page-message';
import './website-page.css';

/**
 * The frame of a page about one of the user's websites (its Bookings, its Statistics): back to
 * the list, the page's title with the site's name, a way into the designer — and, instead, the
 * page that asks to sign in, or that says the website is not there.
 */
export function WebsitePage({
  title,
  noun,
  holds,
  websiteId,
  notFound,
  siteName,
  className,
  children,
}: {
  /** The heading ('Bookings'). */
  title: string;
  /** What the page shows, in a sentence ('bookings', 'statistics'). */
  noun: string;
  /** What the account holds of the websites ('bookings', 'visitors'). */
  holds: string;
  websiteId: string;
  notFound: boolean;
  /** The site's name once read (empty: untitled); undefined while it is read. */
  siteName: string | undefined;
  className: string;
  children: ReactNode;
}) {
  const { state: auth, openSignIn } = useAuth();
  if (auth.status === 'signed-out') {
    return (
      <PageMessage tone="info" title={`Sign in to see your ${noun}`}>
        <p>Your websites and their {holds} are in your account. Sign in to see them.</p>
        <div className="page-message__actions">
          <button type="button" className="button button--primary" onClick={() => openSignIn()}>
            Sign In
          </button>
        </div>
      </PageMessage>
    );
  }
  if (!websiteId || notFound) {
    return (
      <PageMessage tone="error" title={ERROR_MESSAGES.website_not_found}>
        <p>The link may be mistyped, or the website was deleted or is not shared with you. Open {noun} from your list of websites.</p>
        <div className="page-message__actions">
          <Link to={links.websites} className="button button--primary">
            Your websites
          </Link>
        </div>
      </PageMessage>
    );
  }
  return (
    <div className={`website-page section ${className}`}>
      <div className="container">
        <Link to={links.websites} className="website-page__back">
          <ArrowLeftIcon width={18} height={18} />
          Your websites
        </Link>
        <div className="website-page__head">
          <div>
            <h1 className="website-page__title">{title}</h1>
            {siteName !== undefined && <p className="website-page__site">{siteName || 'Untitled website'}</p>}
          </div>
          <Link to={designerPath(websiteId)} className="button button--secondary button--small">
            <EditIcon width={18} height={18} />
            Open in designer
          </Link>
        </div>
        {children}
      </div>
    </div>
  );
}
