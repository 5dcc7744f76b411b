import { useMemo } from 'react';
import type { Section, SiteDocument } from '@frontdoor/shared';
import { sectionTones } from './section-tones';
import { sectionAnchor, SiteContext } from './site-context';
import { siteThemeVars } from './site-theme';
import { GalleryView } from './sections/gallery';
import { FaqView } from './sections/faq';
import { FooterView } from './sections/footer';
import { ContactView, NewsletterView } from './sections/forms';
import { HeaderView } from './sections/header';
import { ImageBannerView, QuoteBannerView } from './sections/banners';
import { IntroductionView } from './sections/introduction';
import { CodeEmbedView, SchedulingView, VideoView } from './sections/placeholders';
import { ReviewsView } from './sections/reviews';
import { ServicesView } from './sections/services';
import { TeamView } from './sections/team';
import './site-preview.css';

function SectionView({ section }: { section: Section }) {
  switch (section.type) {
    case 'Header':
      return <HeaderView section={section} />;
    case 'Introduction':
      return <IntroductionView section={section} />;
    case 'Services':
      return <ServicesView section={section} />;
    case 'Gallery':
      return <GalleryView section={section} />;
    case 'QuoteBanner':
      return <QuoteBannerView section={section} />;
    case 'ImageBanner':
      return <ImageBannerView section={section} />;
    case 'Team':
      return <TeamView section={section} />;
    case 'Scheduling':
      return <SchedulingView section={section} />;
    case 'Video':
      return <VideoView section={section} />;
    case 'CustomerReviews':
      return <ReviewsView section={section} />;
    case 'FrequentlyAskedQuestions':
      return <FaqView section={section} />;
    case 'Contact':
      return <ContactView section={section} />;
    case 'Newsletter':
      return <NewsletterView section={section} />;
    case 'Footer':
      return <FooterView section={section} />;
    case 'CodeEmbed':
      return <CodeEmbedView section={section} />;
  }
}

/**
 * A website document drawn as its visitors will see it: every section in order, in the site's
 * palette and fonts. One renderer for the designer's preview (and, later, the published page),
 * the way one block config drives both editor and page in Puck.
 */
export function SitePreview({ document, label }: { document: SiteDocument; label: string }) {
  const context = useMemo(() => ({ document, sectionIds: new Set(document.sections.map((section) => section.id)) }), [document]);
  const style = useMemo(() => siteThemeVars(document.theme), [document.theme]);
  const tones = useMemo(() => sectionTones(document.sections), [document.sections]);
  return (
    <SiteContext.Provider value={context}>
      <div className="ws" style={style} id="ws-top" role="region" aria-label={label}>
        {document.sections.map((section) => {
          const item = <SectionView section={section} />;
          // Header and footer carry their own landmarks; the rest are anchors for the menu.
          return section.type === 'Header' || section.type === 'Footer' ? (
            <div key={section.id} id={sectionAnchor(section.id)}>{item}</div>
          ) : (
            <section key={section.id} id={sectionAnchor(section.id)} className={`ws-block ws-block--${section.type}`} data-tone={tones.get(section.id)}
              aria-label={sectionName(section)}>
              {item}
            </section>
          );
        })}
      </div>
    </SiteContext.Provider>
  );
}

function sectionName(section: Section): string {
  switch (section.type) {
    case 'QuoteBanner':
      return 'Quote';
    case 'ImageBanner':
      return section.heading || 'Banner';
    case 'Introduction':
      return 'Introduction';
    case 'CodeEmbed':
      return section.heading || 'Embedded content';
    case 'Header':
    case 'Footer':
      return section.type;
    default:
      return section.heading;
  }
}
