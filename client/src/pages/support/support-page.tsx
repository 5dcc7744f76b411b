import { useDocumentTitle } from '../../app/use-document-title';
import { FaqList } from '../../components/faq-list';
import { ArticleCards } from './article-cards';
import { ContactCard } from './contact-card';
import { ARTICLE_ORDER } from './support-articles';
import { quickAnswers } from './quick-answers';
import './support.css';

/** Support: the help articles, quick answers and the way to email us. */
export function SupportPage() {
  useDocumentTitle('Support');
  return (
    <>
      <section className="page-hero" aria-labelledby="support-title">
        <div className="container">
          <p className="eyebrow">Support</p>
          <h1 id="support-title">How can we help?</h1>
          <p className="lead">Step-by-step answers to the questions business owners ask most. Can't find yours? Email us and we'll help.</p>
        </div>
      </section>

      <section className="section" aria-labelledby="support-articles-title">
        <div className="container">
          <div className="support-section-header">
            <h2 id="support-articles-title" className="support-section-title">
              Help articles
            </h2>
            <p className="support-section-text">Each one walks through the real screens, button by button.</p>
          </div>
          <ArticleCards paths={ARTICLE_ORDER} />
        </div>
      </section>

      <section className="section section--surface" aria-labelledby="support-faq-title">
        <div className="container support-layout">
          <div className="support-content">
            <h2 id="support-faq-title" className="support-section-title">
              Quick answers
            </h2>
            <FaqList items={quickAnswers} />
          </div>
          <div className="support-aside">
            <ContactCard />
          </div>
        </div>
      </section>
    </>
  );
}
