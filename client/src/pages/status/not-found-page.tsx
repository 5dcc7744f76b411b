import { Link } from 'react-router';
import { links } from '../../app/site-links';
import { useDocumentTitle } from '../../app/use-document-title';
import { StatusArt } from './status-art';
import './status.css';

/** The spec's 'Page not available' screen, for every path the app shell does not render. */
export function NotFoundPage() {
  useDocumentTitle('Page not available');
  return (
    <section className="status-page container" aria-labelledby="status-title">
      <StatusArt kind="not-found" />
      <p className="eyebrow">Page not available</p>
      <h1 id="status-title" className="status-page__title">
        Nothing to see here
      </h1>
      <p className="status-page__text">This page doesn't exist, or it has moved. Check the address, or head back to the homepage.</p>
      <div className="status-page__actions">
        <Link to={links.home} className="button button--primary">
          Back to homepage
        </Link>
        <Link to={links.support} className="button button--secondary">
          Get help
        </Link>
      </div>
    </section>
  );
}
