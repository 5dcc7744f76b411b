import { SECTION_DEFINITION_BY_TYPE, type SectionOf, type SectionType } from '@frontdoor/shared';
import { useId, type ComponentType } from 'react';
import type { SectionPanelProps } from '../editing/section-editor';
import { CodeEmbedEditor } from './code-embed-editor';
import { ContactEditor } from './contact-editor';
import { CustomerReviewsEditor } from './customer-reviews-editor';
import { EditorProvider } from './editor-context';
import { FaqEditor } from './faq-editor';
import { FooterEditor } from './footer-editor';
import { GalleryEditor } from './gallery-editor';
import { HeaderEditor } from './header-editor';
import { ImageBannerEditor } from './image-banner-editor';
import { IntroductionEditor } from './introduction-editor';
import { NewsletterEditor } from './newsletter-editor';
import { QuoteBannerEditor } from './quote-banner-editor';
import { SchedulingEditor } from './scheduling-editor';
import { ServicesEditor } from './services-editor';
import { TeamEditor } from './team-editor';
import { VideoEditor } from './video-editor';
import './editors.css';

/** The panels of every section type: TypeScript refuses a section type without one. */
export type SectionPanels = { readonly [T in SectionType]: ComponentType<SectionPanelProps<SectionOf<T>>> };

/** The designer's panel of each section type (the client's half of the section registry). */
export const SECTION_PANELS: SectionPanels = {
  Header: HeaderEditor,
  Introduction: IntroductionEditor,
  Services: ServicesEditor,
  Gallery: GalleryEditor,
  QuoteBanner: QuoteBannerEditor,
  ImageBanner: ImageBannerEditor,
  Team: TeamEditor,
  Scheduling: SchedulingEditor,
  Video: VideoEditor,
  CustomerReviews: CustomerReviewsEditor,
  FrequentlyAskedQuestions: FaqEditor,
  Contact: ContactEditor,
  Newsletter: NewsletterEditor,
  Footer: FooterEditor,
  CodeEmbed: CodeEmbedEditor,
};

/** The editor of the section's type: a lookup in `panels` (SECTION_PANELS unless a test brings its own). */
export function SectionFields<T extends SectionType>({ section, document, edit, panels }: SectionPanelProps<SectionOf<T>> & { panels: SectionPanels }) {
  const Fields = panels[section.type as T] as ComponentType<SectionPanelProps<SectionOf<T>>>;
  return <Fields section={section} document={document} edit={edit} />;
}

/**
 * The editing panel of one section: its title and every field of its type (images and theme
 * are edited elsewhere). Every change goes through `edit`; while `edit.editable` is false every
 * control is disabled.
 */
export function SectionPanel({ section, document, edit, panels = SECTION_PANELS }: SectionPanelProps & { panels?: SectionPanels }) {
  const titleId = useId();
  return (
    <EditorProvider edit={edit} document={document}>
      <section className="section-panel" aria-labelledby={titleId} data-section-type={section.type}>
        <h2 id={titleId} className="section-panel__title">
          {SECTION_DEFINITION_BY_TYPE[section.type].title}
        </h2>
        {!edit.editable && <p className="section-panel__readonly">Editing is not available right now, so these fields are read-only.</p>}
        {/* Keyed by section: open items, drafts and pending rewrites belong to the section they were made in. */}
        <div className="section-panel__fields" key={section.id}>
          <SectionFields section={section} document={document} edit={edit} panels={panels} />
        </div>
      </section>
    </EditorProvider>
  );
}
