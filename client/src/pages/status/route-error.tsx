import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useDocumentTitle } from '../../app/use-document-title';
import { NotFoundPage } from './not-found-page';
import { StatusArt } from './status-art';
import './status.css';

/**
 * Error boundary for pages: a failed page load (usually a lost connection while a page's code
 * downloads) or a rendering bug. Retry reloads, which fetches the code again.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return <LoadError />;
}

function LoadError() {
  useDocumentTitle('Something went wrong');
  return (
    <section className="status-page container" aria-labelledby="status-title" role="alert">
      <StatusArt kind="error" />
      <h1 id="status-title" className="status-page__title">
        We couldn't load this page
      </h1>
      <p className="status-page__text">Please check your connection and try again.</p>
      <div className="status-page__actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          Retry
        </button>
      </div>
    </section>
  );
}
