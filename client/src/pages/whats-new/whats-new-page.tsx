import { Link } from 'react-router';
// The repository's changelog, bundled as text into this page's chunk only.
import changelogSource from '../../../../CHANGELOG.md?raw';
import { links } from '../../app/site-links';
import { useDocumentTitle } from '../../app/use-document-title';
import { ArrowRightIcon } from '../../components/icons';
import { formatChangelogDate, parseChangelog } from './changelog';
import { Markdown } from './markdown';
import './whats-new.css';

// Parsed once when the chunk loads: the same tokens for the prerender and the browser.
const changelog = parseChangelog(changelogSource);

/** What's new (spec §2 user menu): the product's changelog, newest entry first. */
export function WhatsNewPage() {
  useDocumentTitle("What's new");
  return (
    <>
      <section className="page-hero" aria-labelledby="whats-new-title">
        <div className="container container--narrow">
          <p className="eyebrow">Product updates</p>
          <h1 id="whats-new-title">{changelog.title}</h1>
          <div className="lead whats-new__intro">
            <Markdown tokens={changelog.intro} />
          </div>
        </div>
      </section>

      <div className="section">
        <div className="container container--narrow">
          <ol className="changelog" aria-label="Updates">
            {changelog.entries.map((entry, index) => (
              <li key={entry.id} className="changelog__entry">
                <article id={entry.id} aria-labelledby={`${entry.id}-title`}>
                  <header className="changelog__header">
                    {entry.date && (
                      <p className="changelog__date">
                        <time dateTime={entry.date}>{formatChangelogDate(entry.date)}</time>
                        {index === 0 && <span className="changelog__badge">Latest</span>}
                      </p>
                    )}
                    <h2 id={`${entry.id}-title`} className="changelog__title">
                      {entry.title}
                    </h2>
                  </header>
                  <div className="changelog__body">
                    <Markdown tokens={entry.tokens} headingOffset={1} />
                  </div>
                </article>
              </li>
            ))}
          </ol>

          <section className="whats-new__more" aria-labelledby="whats-new-more-title">
            <h2 id="whats-new-more-title" className="whats-new__more-title">
              Missing something?
            </h2>
            <p>Tell us what your business needs next, or ask how a feature works.</p>
            <Link to={links.support} className="button button--secondary">
              Visit Support
              <ArrowRightIcon className="button__icon" />
            </Link>
          </section>
        </div>
      </div>
    </>
  );
}
