import { SECTION_DEFINITION_BY_TYPE } from '@frontdoor/shared';
import { useId } from 'react';
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

/** The editor of the section's type. */
function SectionFields({ section, document, edit }: SectionPanelProps) {
  switch (section.type) {
    case 'Header':
      return <HeaderEditor section={section} document={document} edit={edit} />;
    case 'Introduction':
      return <IntroductionEditor section={section} document={document} edit={edit} />;
    case 'Services':
      return <ServicesEditor section={section} document={document} edit={edit} />;
    case 'Gallery':
      return <GalleryEditor section={section} document={document} edit={edit} />;
    case 'QuoteBanner':
      return <QuoteBannerEditor section={section} document={document} edit={edit} />;
    case 'ImageBanner':
      return <ImageBannerEditor section={section} document={document} edit={edit} />;
    case 'Team':
      return <TeamEditor section={section} document={document} edit={edit} />;
    case 'Scheduling':
      return <SchedulingEditor section={section} document={document} edit={edit} />;
    case 'Video':
      return <VideoEditor section={section} document={document} edit={edit} />;
    case 'CustomerReviews':
      return <CustomerReviewsEditor section={section} document={document} edit={edit} />;
    case 'FrequentlyAskedQuestions':
      return <FaqEditor section={section} document={document} edit={edit} />;
    case 'Contact':
      return <ContactEditor section={section} document={document} edit={edit} />;
    case 'Newsletter':
      return <NewsletterEditor section={section} document={document} edit={edit} />;
    case 'Footer':
      return <FooterEditor section={section} document={document} edit={edit} />;
    case 'CodeEmbed':
      return <CodeEmbedEditor section={section} document={document} edit={edit} />;
    default: {
      const unknown: never = section;
      return unknown;
    }
  }
}

/**
 * The editing panel of one section: its title and every field of its type (images and theme
 * are edited elsewhere). Every change goes through `edit`; while `edit.editable` is false every
 * control is disabled.
 */
export function SectionPanel({ section, document, edit }: SectionPanelProps) {
  const titleId = useId();
  return (
    <EditorProvider edit={edit} document={document}>
      <section className="section-panel" aria-labelledby={titleId} data-section-type={section.type}>
        <h2 id={titleId} className="section-panel__title">{SECTION_DEFINITION_BY_TYPE[section.type].title}</h2>
        {!edit.editable && <p className="section-panel__readonly">Editing is not available right now, so these fields are read-only.</p>}
        {/* Keyed by section: open items, drafts and pending rewrites belong to the section they were made in. */}
        <div className="section-panel__fields" key={section.id}>
          <SectionFields section={section} document={document} edit={edit} />
        </div>
      </section>
    </EditorProvider>
  );
}
