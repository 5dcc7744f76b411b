import type { ReactNode } from 'react';
import { LIMITS } from '../../site/limits.js';
import { useSite } from '../context.js';
import { EditableText } from '../editable-text.js';
import type { SectionTone } from '../preset.js';

/** Where a section sits on the page, worked out once by SiteView. */
export interface SectionFrame {
  /** The element id Section links point at. */
  anchor: string;
  /** The id of the section's heading, for aria-labelledby. */
  headingId: string;
  /** The surface the section sits on, by the preset's rhythm (see sectionTones). */
  tone: SectionTone;
  /** Position in the document, naming the per-section rule of the stylesheet (`.x3`). */
  index: number;
}

export const hasText = (text: string | undefined): text is string => text !== undefined && text.trim() !== '';

/** A content section: padded, in its tone, named by its heading when it has one. */
export function SectionShell({ frame, heading, className, children }: { frame: SectionFrame; heading: string | undefined; className?: string; children: ReactNode }) {
  return (
    <section id={frame.anchor} className={['sec', frame.tone, className].filter(Boolean).join(' ')} aria-labelledby={hasText(heading) ? frame.headingId : undefined}>
      {children}
    </section>
  );
}

/** The h2 of a section with the preset's decoration; nothing when the heading is empty. */
export function SectionHeading({ frame, text, sectionId }: { frame: SectionFrame; text: string | undefined; sectionId?: string }) {
  const { editor } = useSite();
  if (editor && sectionId !== undefined) {
    return (
      <div className="hd">
        <EditableText as="h2" id={frame.headingId} path={['sections', sectionId, 'heading']} value={text ?? ''} maxLength={LIMITS.sectionHeading} label="Heading" />
      </div>
    );
  }
  if (!hasText(text)) return null;
  return (
    <div className="hd">
      <h2 id={frame.headingId}>{text}</h2>
    </div>
  );
}

/** What the editor shows where a published page shows nothing yet. */
export function Placeholder({ children }: { children: ReactNode }) {
  return <p className="ph">{children}</p>;
}

/**
 * Marks generated sample content (a review, a team member, an FAQ) on the designer's canvas only: a
 * published page is drawn without samples, and never shows the badge.
 */
export function SampleBadge() {
  const { mode } = useSite();
  if (mode !== 'preview') return null;
  return <span className="smp">Sample</span>;
}
