import type { ReactNode } from 'react';
import type { Section } from '../site/section.js';
import type { SiteDocument } from '../site/site-document.js';
import { SiteContext, type FormActions, type RenderContext, type RenderMode } from './context.js';
import type { SectionFrame } from './sections/frame.js';
import { PRESET_CLASS, sectionTones } from './preset.js';
import { siteTexts } from './texts.js';
import { sectionAnchor } from './urls.js';
import { SECTION_VIEWS, sectionView, type SectionViews } from './section-views.js';
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
  /** The views of the section types (tests pass a registry of their own). */
  views?: SectionViews;
  /** A class of the page root besides `fd` and the preset's (see SiteStylesheetOptions.root). */
  className?: string;
}

/** A content section drawn by its type's view (SECTION_VIEWS). */
function ContentSection({ section, frame, views }: { section: Section; frame: SectionFrame; views: SectionViews }) {
  const view = sectionView(section, views);
  return view.place === 'main' ? <view.View section={section} frame={frame} /> : null;
}

/** The header or footer drawn by its type's view. */
function EdgeSection({ section, views }: { section: Section | undefined; views: SectionViews }) {
  if (!section) return null;
  const view = sectionView(section, views);
  return view.place === 'main' ? null : <view.View section={section} anchor={sectionAnchor(section.id)} />;
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
export function SiteView({ document, mode, forms, madeWithUrl, embedUrl, editor, children, views = SECTION_VIEWS, className }: SiteViewProps) {
  const shown = document.sections.filter((section) => mode === 'preview' || isSectionShown(section, document, views));
  const anchors = new Map<string, string | null>(document.sections.map((section) => [section.id, null]));
  for (const section of shown) anchors.set(section.id, sectionAnchor(section.id));
  const context: RenderContext = { document, mode, texts: siteTexts(document.websiteSettings.contactFormLanguage), forms, anchors, madeWithUrl, embedUrl, editor };

  const placeOf = (section: Section) => sectionView(section, views).place;
  const header = shown.find((section) => placeOf(section) === 'header');
  const footer = shown.find((section) => placeOf(section) === 'footer');
  const content = shown.filter((section) => placeOf(section) === 'main');
  const hasH1 = content.some((section) => section.type === 'Introduction' && section.heading.trim() !== '');
  const preset = document.theme.presetStyle;
  const tones = sectionTones(preset, content);

  const Main = mode === 'published' ? 'main' : 'div';
  return (
    <SiteContext.Provider value={context}>
      <div className={`fd ${PRESET_CLASS[preset] ?? PRESET_CLASS.Common}${className ? ` ${className}` : ''}`}>
        {mode === 'published' && (
          <a className="skip" href="#fd-main">
            {context.texts.skipToContent}
          </a>
        )}
        <EdgeSection section={header} views={views} />
        {/* Inside the editor the app already has the page's main landmark. */}
        <Main id="fd-main">
          {!hasH1 && <h1 className="sr">{siteTitle(document) || context.texts.home}</h1>}
          {content.map((section, position) => {
            const index = document.sections.indexOf(section);
            const frame: SectionFrame = { anchor: sectionAnchor(section.id), headingId: `fd-h${index}`, tone: tones[position], index };
            return <ContentSection key={section.id} section={section} frame={frame} views={views} />;
          })}
        </Main>
        <EdgeSection section={footer} views={views} />
        {children}
      </div>
    </SiteContext.Provider>
  );
}
