import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../../app/use-document-title';
import { ArticleCard } from './article-card';
import { articles } from './articles';
import './blog.css';

export function BlogPage() {
  useDocumentTitle('Blog');
  const { hash } = useLocation();
  // A link to /blog#slug arrives with that article already open.
  const [openSlugs, setOpenSlugs] = useState<ReadonlySet<string>>(() => new Set(hash ? [decodeURIComponent(hash.slice(1))] : []));

  // The page arrives after the browser's own jump to #slug, so make that jump here.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  const toggle = (slug: string) =>
    setOpenSlugs((current) => {
      const next = new Set(current);
      if (next.has(slug)) next.delete(slug);
      else next.add(slug);
      return next;
    });

  return (
    <>
      <section className="page-hero" aria-labelledby="blog-title">
        <div className="container">
          <p className="eyebrow">Blog</p>
          <h1 id="blog-title">Advice for getting your business online</h1>
          <p className="lead">Short, practical guides to building a website that brings in customers. No jargon.</p>
        </div>
      </section>
      <div className="section">
        <div className="container container--narrow">
          <div className="articles">
            {articles.map((article) => (
              <ArticleCard key={article.slug} article={article} open={openSlugs.has(article.slug)} onToggle={() => toggle(article.slug)} />
            ))}
          </div>
        </div>
      </div>
    </>
  );
}
