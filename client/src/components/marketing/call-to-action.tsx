import type { ReactNode } from 'react';
import { CreateWebsiteButton } from './hero';
import './call-to-action.css';

/** The closing call to action of a marketing page, on the night colour. By default: Create Your Website. */
export function CallToAction({
  id,
  title,
  text,
  children = <CreateWebsiteButton tone="light" />,
}: {
  id: string;
  title: ReactNode;
  text: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="final-cta" aria-labelledby={id}>
      <div className="container final-cta__inner">
        <h2 id={id} className="final-cta__title">
          {title}
        </h2>
        <p className="final-cta__text">{text}</p>
        {children}
      </div>
    </section>
  );
}
