import { ChevronDownIcon } from '../../components/icons';
import type { Article, ArticleBlock } from './articles';

type Props = { article: Article; open: boolean; onToggle: () => void };

/** An article's summary with a button that expands the full text in place. */
export function ArticleCard({ article, open, onToggle }: Props) {
  const bodyId = `${article.slug}-body`;
  return (
    <article id={article.slug} className="article" aria-labelledby={`${article.slug}-title`}>
      <p className="article__meta">
        <span className="article__topic">{article.topic}</span>
        <span aria-hidden="true">·</span>
        <span>{article.minutes} min read</span>
      </p>
      <h2 id={`${article.slug}-title`} className="article__title">
        {article.title}
      </h2>
      <p className="article__summary">{article.summary}</p>
      <div id={bodyId} className="article__body" hidden={!open}>
        {article.body.map((block, index) => (
          <Block key={index} block={block} />
        ))}
      </div>
      <button type="button" className="article__toggle" aria-expanded={open} aria-controls={bodyId} onClick={onToggle}>
        {open ? 'Show less' : 'Read article'}
        <ChevronDownIcon className="article__chevron" width={18} height={18} />
        <span className="visually-hidden">: {article.title}</span>
      </button>
    </article>
  );
}

function Block({ block }: { block: ArticleBlock }) {
  switch (block.type) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'heading':
      return <h3>{block.text}</h3>;
    case 'list':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
  }
}
