import type { ReactNode } from 'react';
import type { Section } from '../site/section.js';
import type { SiteDocument } from '../site/site-document.js';
import { SiteContext, type FormActions, type RenderContext, type RenderMode } from './context.js';
import { ImageBannerView, QuoteBannerView } from './sections/banners.js';
import { CodeEmbedView, SchedulingView, VideoView } from './sections/embeds.js';
import { FaqView } from './sections/faq.js';
import { FooterView } from './sections/footer.js';
import { ContactView, NewsletterView } from './sections/forms.js';
import type { SectionFrame } from './sections/frame.js';
import { GalleryView } from './sections/gallery.js';
import { HeaderView } from './sections/header.js';
import { IntroductionView } from './sections/introduction.js';
import { PRESET_CLASS, sectionTones } from './preset.js';
import { ReviewsView } from './sections/reviews.js';
import { ServicesView } from './sections/services.js';
import { TeamView } from './sections/team.js';
import { siteTexts } from './texts.js';
import { sectionAnchor } from './urls.js';
import { isSectionShown } from './visibility.js';

export interface SiteViewProps {
  document: SiteDocument;
  mode: RenderMode;
  /** Where the contact and newsletter forms post; without them (and in preview) forms are disabled. */
  forms?: FormActions;
  /** Published pages: where each code embed is served from (see RenderContext.embedUrl). */
  embedUrl?: (sectionId: string) => string;
  /** Where the 'Made with Frontdoor' badge links to. */
  madeWithUrl?: string;
  /** The designer: texts become inline editors (see EditableText). */
  editor?: RenderContext['editor'];
  /** Drawn last inside the page root (the published page's cookie banner). */
  children?: ReactNode;
}

function ContentSection({ section, frame }: { section: Section; frame: SectionFrame }) {
  switch (section.type) {
    case 'Introduction':
      return <IntroductionView section={section} frame={frame} />;
    case 'Services':
      return <ServicesView section={section} frame={frame} />;
    case 'Gallery':
      return <GalleryView section={section} frame={frame} />;
    case 'QuoteBanner':
      return <QuoteBannerView section={section} frame={frame} />;
    case 'ImageBanner':
      return <ImageBannerView section={section} frame={frame} />;
    case 'Team':
      return <TeamView section={section} frame={frame} />;
    case 'Scheduling':
      return <SchedulingView section={section} frame={frame} />;
    case 'Video':
      return <VideoView section={section} frame={frame} />;
    case 'CustomerReviews':
      return <ReviewsView section={section} frame={frame} />;
    case 'FrequentlyAskedQuestions':
      return <FaqView section={section} frame={frame} />;
    case 'Contact':
      return <ContactView section={section} frame={frame} />;
    case 'Newsletter':
      return <NewsletterView section={section} frame={frame} />;
    case 'CodeEmbed':
      return <CodeEmbedView section={section} frame={frame} />;
    case 'Header':
    case 'Footer':
      return null;
  }
}

/** The page's title for its h1 when the introduction has no heading. */
export function siteTitle(document: SiteDocument): string {
  const { pageTitle, businessName, companyName } = document.websiteSettings;
  return [pageTitle, businessName, companyName].find((text) => text.trim() !== '') ?? '';
}

/**
 * A whole website as visitors see it (spec §3 sections, ARCHITECTURE §7): header, main with
 * every shown section in the document's order, footer. Semantic landmarks, one h1 (the
 * introduction's heading, else a hidden page title), an h2 per section, and no style
 * attributes, so a strict Content-Security-Policy holds: pair it with `siteStylesheet`.
 * The editor renders it with mode 'preview' (forms disabled, empty sections as placeholders).
 */
export function SiteView({ document, mode, forms, madeWithUrl, embedUrl, editor, children }: SiteViewProps) {
  const shown = document.sections.filter((section) => mode === 'preview' || isSectionShown(section));
  const anchors = new Map<string, string | null>(document.sections.map((section) => [section.id, null]));
  for (const section of shown) anchors.set(section.id, sectionAnchor(section.id));
  const context: RenderContext = { document, mode, texts: siteTexts(document.websiteSettings.contactFormLanguage), forms, anchors, madeWithUrl, embedUrl, editor };

  const header = shown.find((section) => section.type === 'Header');
  const footer = shown.find((section) => section.type === 'Footer');
  const content = shown.filter((section) => section.type !== 'Header' && section.type !== 'Footer');
  const hasH1 = content.some((section) => section.type === 'Introduction' && section.heading.trim() !== '');
  const preset = document.theme.presetStyle;
  const tones = sectionTones(preset, content);

  const Main = mode === 'published' ? 'main' : 'div';
  return (
    <SiteContext.Provider value={context}>
      <div className={`fd ${PRESET_CLASS[preset] ?? PRESET_CLASS.Common}`}>
        {mode === 'published' && (
          <a className="skip" href="#fd-main">
            {context.texts.skipToContent}
          </a>
        )}
        {header?.type === 'Header' && <HeaderView section={header} anchor={sectionAnchor(header.id)} />}
        {/* Inside the editor the app already has the page's main landmark. */}
        <Main id="fd-main">
          {!hasH1 && <h1 className="sr">{siteTitle(document) || context.texts.home}</h1>}
          {content.map((section, position) => {
            const index = document.sections.indexOf(section);
            const frame: SectionFrame = { anchor: sectionAnchor(section.id), headingId: `fd-h${index}`, tone: tones[position], index };
            return <ContentSection key={section.id} section={section} frame={frame} />;
          })}
        </Main>
        {footer?.type === 'Footer' && <FooterView section={footer} anchor={sectionAnchor(footer.id)} />}
        {children}
      </div>
    </SiteContext.Provider>
  );
}
