import type { FrequentlyAskedQuestionsSection } from '@frontdoor/shared';
import { SiteLink } from '../site-link';

/** Questions that open to show their answers. */
export function FaqView({ section }: { section: FrequentlyAskedQuestionsSection }) {
  return (
    <div className="ws-section">
      <div className="ws-container ws-container--narrow">
        <h2 className="ws-section__title">{section.heading}</h2>
        <div className="ws-faq">
          {section.items.map((item) => (
            <details key={item.id} className="ws-faq__item">
              <summary className="ws-faq__question">{item.question}</summary>
              <div className="ws-faq__answer">
                <p>{item.answer}</p>
                {item.button && <SiteLink link={item.button} variant="button" />}
              </div>
            </details>
          ))}
        </div>
      </div>
    </div>
  );
}
