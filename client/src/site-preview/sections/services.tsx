import type { ServicesSection } from '@frontdoor/shared';
import { SiteImage } from '../site-image';
import { SiteLink } from '../site-link';

/** Service cards: picture, name, price and a short description. */
export function ServicesView({ section }: { section: ServicesSection }) {
  return (
    <div className="ws-section">
      <div className="ws-container">
        <h2 className="ws-section__title">{section.heading}</h2>
        <ul className="ws-cards ws-cards--services">
          {section.items.map((item) => (
            <li key={item.id} className="ws-card ws-service">
              {item.image && (
                <div className="ws-frame">
                  <SiteImage image={item.image} sizes="(min-width: 992px) 360px, (min-width: 576px) 50vw, 100vw" />
                </div>
              )}
              <div className="ws-card__body">
                <h3 className="ws-card__title">{item.heading}</h3>
                {item.pricing && <p className="ws-service__price">{item.pricing}</p>}
                <p className="ws-card__text">{item.paragraph}</p>
                {item.button && <SiteLink link={item.button} variant="button" className="ws-card__button" />}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
