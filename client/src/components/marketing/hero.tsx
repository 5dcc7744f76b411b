import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { links } from '../../app/site-links';
import { ArrowRightIcon, CheckIcon } from '../icons';
import './hero.css';

type Props = {
  /** The h1's id, which names the section. */
  id: string;
  /** Above the title: an eyebrow line, a back link, a badge. */
  before: ReactNode;
  title: ReactNode;
  lead: ReactNode;
  /** The buttons under the lead (none on some pages). */
  actions?: ReactNode;
  /** Short promises with a tick ('Free to use'). */
  promises: readonly string[];
  /** Beside the copy: a picture, a sample, a form. */
  aside: ReactNode;
  className?: string;
  titleClassName?: string;
  gridClassName?: string;
};

/** The opening block of a marketing page: copy (title, lead, actions, promises) beside a picture. */
export function Hero({ id, before, title, lead, actions, promises, aside, className = '', titleClassName = '', gridClassName = '' }: Props) {
  return (
    <section className={`hero ${className}`} aria-labelledby={id}>
      <div className={`container hero__grid ${gridClassName}`}>
        <div className="hero__copy">
          {before}
          <h1 id={id} className={`hero__title ${titleClassName}`}>
            {title}
          </h1>
          <p className="lead hero__lead">{lead}</p>
          {actions && <div className="hero__actions">{actions}</div>}
          <Ticks items={promises} className="hero__promises" />
        </div>
        {aside}
      </div>
    </section>
  );
}

/** A list of short points, each with a green tick. */
export function Ticks({ items, className }: { items: readonly string[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>
          <CheckIcon className="hero__check" width={18} height={18} />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** The main call: start the wizard. */
export function CreateWebsiteButton({ tone = 'primary' }: { tone?: 'primary' | 'light' }) {
  return (
    <Link to={links.createWebsite} className={`button button--${tone} button--large`}>
      Create Your Website
      <ArrowRightIcon className="button__icon" />
    </Link>
  );
}
