import { INVITE_MESSAGES } from '@frontdoor/shared';
import { Link } from 'react-router';
import { links } from '../../app/site-links';
import { useDocumentTitle } from '../../app/use-document-title';
import { PageMessage } from '../../components/page-message';

/** /invite/revoked (spec §2): the owner removed this user's edit access. */
export function InviteRevokedPage() {
  useDocumentTitle(INVITE_MESSAGES.access_revoked);
  return (
    <PageMessage tone="info" title={INVITE_MESSAGES.access_revoked}>
      <p>The owner of this website no longer shares it with you. Your own websites are still yours.</p>
      <div className="page-message__actions">
        <Link to={links.websites} className="button button--primary">
          View Your Websites
        </Link>
        <Link to={links.home} className="button button--secondary">
          Visit Homepage
        </Link>
        <Link to={links.createWebsite} className="button button--secondary">
          Create a Website
        </Link>
      </div>
    </PageMessage>
  );
}
