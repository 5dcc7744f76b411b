import { createContext, useContext, type ComponentType } from 'react';
import type { SiteDocument } from '../site/site-document.js';
import type { ServiceBooking } from '../bookings/settings.js';
import type { ServiceItem } from '../site/items/service-item.js';
import type { SiteTexts } from './texts.js';

/** A text the page shows and the designer lets the owner type over (EditableText). */
export interface EditableTextProps {
  as: 'h1' | 'h2' | 'h3' | 'p' | 'span';
  /** Where the text lives in the document, e.g. ['sections', id, 'heading']. */
  path: readonly string[];
  value: string;
  maxLength: number;
  id?: string;
  className?: string;
  /** What the empty field is for, shown by the designer. */
  label: string;
}

/** Where a page is shown: to visitors, or inside the editor (forms off, placeholders on). */
export type RenderMode = 'published' | 'preview';

/** Addresses the page's forms post to (the server's public form endpoints). */
export interface FormActions {
  contact: string;
  newsletter: string;
  /** The site's booking page (Frontdoor bookings in the Scheduling section). */
  booking?: string;
  /** Where taps on the phone number and Directions are reported (`{tap}/call`, `{tap}/directions`: the links' `ping`, issue 42). */
  tap?: string;
}

/** What every section view needs to know about the page it is drawn in. */
export interface RenderContext {
  document: SiteDocument;
  mode: RenderMode;
  texts: SiteTexts;
  forms?: FormActions;
  /** Section id → its element id, or null when the section exists but is not shown. */
  anchors: ReadonlyMap<string, string | null>;
  /** Where the 'Made with Frontdoor' badge links to; plain text without it. */
  madeWithUrl?: string;
  /**
   * The address a code embed is served from on a published page. A srcdoc frame would inherit
   * the page's strict script policy; a frame with its own address gets its own (sandboxed) one.
   * It names the user-content origin when the server has one (USERCONTENT_URL), so the owner's
   * scripts never run under the app's address; a path on the page's own address otherwise.
   */
  embedUrl?: (sectionId: string) => string;
  /** The designer's inline editing: its component for every EditableText. */
  editor?: { Text: ComponentType<EditableTextProps> };
}

export const SiteContext = createContext<RenderContext | null>(null);

export function useSite(): RenderContext {
  const context = useContext(SiteContext);
  if (!context) throw new Error('Section views render inside <SiteView>');
  return context;
}

/**
 * The `ping` of a published page's phone or Directions link: the browser reports the tap to the
 * app in the background (no cookie, no script), for the site's visitor statistics (issue 42).
 */
export function usePing(kind: 'call' | 'directions'): string | undefined {
  const { forms, mode } = useSite();
  return mode === 'published' && forms?.tap ? `${forms.tap}/${kind}` : undefined;
}

/** A service visitors can book, with its booking terms. */
export type BookableServiceItem = ServiceItem & { booking: ServiceBooking };

/** The services of the Services section that visitors can book (Frontdoor bookings). */
export function bookableServices(document: SiteDocument): BookableServiceItem[] {
  return document.sections.flatMap((section) => (section.type === 'Services' ? section.items.filter((item): item is BookableServiceItem => !!item.booking) : []));
}
