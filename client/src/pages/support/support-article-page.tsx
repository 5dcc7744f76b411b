import { Link } from 'react-router';
import { links } from '../../app/site-links';
import { useDocumentTitle } from '../../app/use-document-title';
import { ArrowLeftIcon } from '../../components/icons';
import { ArticleCards } from './article-cards';
import { ContactCard } from './contact-card';
import { SUPPORT_ARTICLES, type SupportArticlePath } from './support-articles';
import './support.css';

/** One help article (/support/...): the steps, an outline beside them on wide screens, and related articles. */
export function SupportArticlePage({ path }: { path: SupportArticlePath }) {
  const article = SUPPORT_ARTICLES[path];
  useDocumentTitle(article.title);
  const anchor = (id: string) => `article-${id}`;

  return (
    <>
      <section className="page-hero article-hero" aria-labelledby="article-title">
        <div className="container">
          <nav className="breadcrumb" aria-label="Breadcrumb">
            <ol>
              <li>
                <Link to={links.support}>Support</Link>
              </li>
              <li aria-current="page">{article.title}</li>
            </ol>
          </nav>
          <p className="eyebrow">{article.topic}</p>
          <h1 id="article-title">{article.title}</h1>
          <p className="lead">{article.summary}</p>
        </div>
      </section>

      <div className="section">
        <div className="container article-layout">
          <article className="article" aria-labelledby="article-title">
            {article.sections.map((section) => (
              <section key={section.id} id={anchor(section.id)} className="article__section" aria-labelledby={`${anchor(section.id)}-title`}>
                <h2 id={`${anchor(section.id)}-title`} className="article__heading">
                  {section.heading}
                </h2>
                <div className="article__body">{section.body}</div>
              </section>
            ))}
            <p className="article__back">
              <Link to={links.support}>
                <ArrowLeftIcon width={18} height={18} />
                All help articles
              </Link>
            </p>
          </article>

          <div className="article-aside">
            <nav className="article-toc" aria-label="In this article">
              <p className="caps-label article-toc__title" aria-hidden="true">
                In this article
              </p>
              <ol>
                {article.sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${anchor(section.id)}`}>{section.heading}</a>
                  </li>
                ))}
              </ol>
            </nav>
            <ContactCard />
          </div>
        </div>
      </div>

      <section className="section section--surface" aria-labelledby="related-title">
        <div className="container">
          <h2 id="related-title" className="related__title">
            Related articles
          </h2>
          <ArticleCards paths={article.related} />
        </div>
      </section>
    </>
  );
}
