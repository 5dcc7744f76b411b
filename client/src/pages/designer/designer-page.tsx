import { ERROR_MESSAGES, selectWebsite } from '@frontdoor/shared';
import { useEffect, type ComponentProps } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { links } from '../../app/site-links';
import { usePageChrome } from '../../app/page-chrome';
import { useDocumentTitle } from '../../app/use-document-title';
import { useAuth } from '../../auth/auth-context';
import { Spinner } from '../../components/spinner';
import { PageMessage } from '../../components/page-message';
import { reloadWebsite, useWebsite, useWebsiteList, websitePublished, type DraftWebsite } from '../../features/websites/websites-api';
import type { ApiError } from '../../api/query-client';
import { designerPath } from '../../features/websites/designer-path';
import { Editor } from './editor';
import { ImageLibraryProvider } from './images/image-library';
import { useMediaQuery } from './use-media-query';
import '../../components/status-badge.css';
import './designer.css';

type Load = { kind: 'loading' } | { kind: 'ready'; draft: DraftWebsite } | { kind: 'not-found' } | { kind: 'no-websites' } | { kind: 'error'; message: string };

/** The Draft label of spec §4 (a website is a draft until it is published). */

/** Spec §9: mobile is 768 px or less; editing is only available on desktop or tablet. */
const MOBILE = '(max-width: 768px)';

/**
 * /designer?websiteId=…: the website editor. Without an id it opens the selected website of
 * spec §4 (the first own one, else the first shared one) or the no-websites view. The draft's
 * times and address come from the API; its content is the live document (see Editor).
 */
export function DesignerPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const websiteId = params.get('websiteId') ?? '';
  const { state: auth, client, openSignIn } = useAuth();
  const signedIn = auth.status === 'signed-in';
  const list = useWebsiteList(false, signedIn && !websiteId);
  const website = useWebsite(websiteId, signedIn && websiteId !== '');
  const selected = !websiteId && list.data && !list.error ? selectWebsite({ ownWebsites: list.data, invitedWebsites: [] }) : null;
  const load = loadOf(websiteId, website, list, selected !== null);
  const mobile = useMediaQuery(MOBILE);
  const businessName = load.kind === 'ready' ? load.draft.document.websiteSettings.businessName : null;
  useDocumentTitle(businessName ?? (load.kind === 'not-found' ? ERROR_MESSAGES.website_not_found : 'Designer'));

  // Without an id: open the selected website.
  useEffect(() => {
    if (selected) void navigate(designerPath(selected), { replace: true });
  }, [selected, navigate]);

  if (auth.status === 'signed-out') {
    return (
      <DesignerMessage tone="info" title="Sign in to open your website">
        <p>Your websites are in your account. Sign in to see and edit them.</p>
        <div className="page-message__actions">
          <button type="button" className="button button--primary" onClick={() => openSignIn()}>
            Sign In
          </button>
        </div>
      </DesignerMessage>
    );
  }
  if (load.kind === 'no-websites') {
    return (
      <DesignerMessage tone="info" title="You don't have a website yet">
        <p>Describe your business and get a site in seconds. You can change every word afterwards.</p>
        <div className="page-message__actions">
          <Link to={links.createWebsite} className="button button--primary">
            Create a new website
          </Link>
        </div>
      </DesignerMessage>
    );
  }
  if (load.kind === 'not-found') {
    return (
      <DesignerMessage tone="error" title={ERROR_MESSAGES.website_not_found}>
        <p>The link may be mistyped, or the website was deleted or is not shared with you.</p>
        <div className="page-message__actions">
          <Link to={links.websites} className="button button--primary">
            Your websites
          </Link>
          <Link to={links.createWebsite} className="button button--secondary">
            Create a website
          </Link>
        </div>
      </DesignerMessage>
    );
  }
  if (load.kind === 'error') {
    return (
      <DesignerMessage tone="error" title={load.message}>
        <p>We couldn't load your website.</p>
        <div className="page-message__actions">
          <button type="button" className="button button--primary" onClick={() => void (websiteId ? reloadWebsite(websiteId) : list.refetch())}>
            Try again
          </button>
        </div>
      </DesignerMessage>
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
  if (mobile) {
    return (
      <DesignerMessage tone="info" title="Larger screen required">
        <p>Editing and settings are only available on desktop or tablet. Open this page on a larger screen to edit {load.draft.document.websiteSettings.businessName}.</p>
        <div className="page-message__actions">
          <Link to={links.websites} className="button button--primary">
            Your websites
          </Link>
        </div>
      </DesignerMessage>
    );
  }
  return (
    // The image slots of every panel pick from this website's images (My Images, stock, uploads).
    <ImageLibraryProvider websiteId={load.draft.id}>
      <Editor key={load.draft.id} draft={load.draft} client={client} onPublished={(result) => websitePublished(load.draft.id, result)} />
    </ImageLibraryProvider>
  );
}

/** A message in place of the designer is a page of the app: with its navigation, not the full-window workspace. */
function DesignerMessage(props: ComponentProps<typeof PageMessage>) {
  usePageChrome();
  return <PageMessage {...props} />;
}

type Read<T> = { data?: T; error: ApiError | null; isFetching: boolean };

/**
 * The screen for the reads: the draft (with an id), or the list that picks one. A draft once
 * shown stays on screen whatever a later re-read says (the editor holds unsaved work); an
 * expired session keeps the loading state until the sign-in card replaces it.
 */
function loadOf(websiteId: string, website: Read<DraftWebsite>, list: Read<readonly unknown[]>, opening: boolean): Load {
  if (websiteId) {
    if (website.data) return { kind: 'ready', draft: website.data };
    const error = website.isFetching ? null : website.error;
    if (!error || error.code === 'unauthorized') return { kind: 'loading' };
    if (error.code === 'website_not_found' || error.status === 404) return { kind: 'not-found' };
    return { kind: 'error', message: ERROR_MESSAGES.service_unavailable };
  }
  if (list.isFetching || opening) return { kind: 'loading' };
  if (list.error) return { kind: 'error', message: ERROR_MESSAGES.service_unavailable };
  return list.data ? { kind: 'no-websites' } : { kind: 'loading' };
}
