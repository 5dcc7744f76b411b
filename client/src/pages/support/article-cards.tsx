import { Link } from 'react-router';
import { ArrowRightIcon } from '../../components/icons';
import { SUPPORT_ARTICLES, type SupportArticlePath } from './support-articles';

/** Help articles as cards; the whole card follows its title's link. */
export function ArticleCards({ paths }: { paths: readonly SupportArticlePath[] }) {
  return (
    <ul className="article-cards">
      {paths.map((path) => {
        const { title, summary, topic, Icon } = SUPPORT_ARTICLES[path];
        return (
          <li key={path} className="article-card">
            <span className="icon-badge article-card__icon">
              <Icon />
            </span>
            <p className="caps-label article-card__topic">{topic}</p>
            <h3 className="article-card__title">
              <Link to={path} className="article-card__link">
                {title}
              </Link>
            </h3>
            <p className="article-card__summary">{summary}</p>
            <span className="article-card__more" aria-hidden="true">
              Read article <ArrowRightIcon width={16} height={16} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
