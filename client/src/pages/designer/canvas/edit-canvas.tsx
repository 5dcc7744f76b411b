import { useEffect, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type MouseEvent, type Ref } from 'react';
import type { SiteDocument } from '@frontdoor/shared';
import { SiteView, sectionAnchor, siteStylesheet } from '@frontdoor/shared/render';
import { InlineEditingContext, InlineText, type InlineEditing } from './inline-text';
import { useAdoptedStylesheet } from '../../../components/use-adopted-stylesheet';
import type { WatchedEditor } from '../live/use-whereabouts';
import './edit-canvas.css';

const EDITOR = { Text: InlineText };

type Active = { element: HTMLElement; length: number; maxLength: number; label: string } | null;

/** What the canvas offers the rooms around it: it scrolls itself, no one reaches into its page. */
export interface EditCanvasHandle {
  /** Brings a section to the top of the view, as page builders do when it is chosen in a list. */
  scrollToSection(sectionId: string): void;
}

/**
 * The designer's canvas: the shared renderer (what is drawn is what will be published) with its
 * texts editable in place and its sections selectable. A click on a section selects it for the
 * panel; links on the canvas do not navigate away.
 */
export function EditCanvas({
  ref,
  document,
  label,
  selectedId,
  editable,
  onSelect,
  setText,
  watched = null,
}: {
  ref?: Ref<EditCanvasHandle>;
  document: SiteDocument;
  label: string;
  selectedId: string | null;
  editable: boolean;
  onSelect: (sectionId: string) => void;
  setText: InlineEditing['setText'];
  /** Where the editor works, marked for a watcher (issue 37); null for the editor. */
  watched?: WatchedEditor | null;
}) {
  const [active, setActive] = useState<Active>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  // A section asked for before it is drawn (one just added or duplicated): shown once it is.
  const pending = useRef<string | null>(null);
  useImperativeHandle(
    ref,
    () => ({
      scrollToSection: (sectionId) => {
        pending.current = showSection(rootRef.current, sectionId) ? null : sectionId;
      },
    }),
    [],
  );
  useEffect(() => {
    if (pending.current && showSection(rootRef.current, pending.current)) pending.current = null;
  }, [document]);
  const css = useMemo(
    () => siteStylesheet(document.theme, { sections: document.sections, settings: document.websiteSettings, scoped: true, container: true }),
    [document],
  );
  const byAnchor = useMemo(() => new Map(document.sections.map((section) => [sectionAnchor(section.id), section.id])), [document.sections]);
  const editing = useMemo<InlineEditing>(() => ({ editable, setText, onActive: setActive }), [editable, setText]);
  const selectedAnchor = selectedId ? sectionAnchor(selectedId) : null;
  const selection = selectedAnchor ? `.edit-canvas #${CSS.escape(selectedAnchor)}{outline:2px solid #2563eb;outline-offset:-2px}` : '';
  const adopted = useAdoptedStylesheet(css);
  const selectionAdopted = useAdoptedStylesheet(selection);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('a, button') && !target.closest('[contenteditable="plaintext-only"]')) event.preventDefault();
    const section = target.closest<HTMLElement>('[id]');
    let node: HTMLElement | null = section;
    while (node && !byAnchor.has(node.id)) node = node.parentElement?.closest<HTMLElement>('[id]') ?? null;
    if (node) onSelect(byAnchor.get(node.id)!);
  };

  return (
    <div ref={rootRef} role="region" aria-label={label} className="edit-canvas" onClick={onClick}>
      {!adopted && <style>{css}</style>}
      {!selectionAdopted && selection && <style>{selection}</style>}
      <InlineEditingContext.Provider value={editing}>
        <SiteView document={document} mode="preview" editor={EDITOR} />
      </InlineEditingContext.Provider>
      <WhereaboutsMarker root={rootRef} watched={watched} document={document} />
      {active && (
        <span className="edit-canvas__counter" data-counter aria-live="polite" style={counterPosition(active.element)}>
          {active.label} {active.length} / {active.maxLength}
        </span>
      )}
    </div>
  );
}

/**
 * Scrolls a section of the canvas to the top of the view; false when it is not drawn (yet). Only
 * the canvas's own scrolling box moves: scrollIntoView would also scroll the designer's boxes that
 * clip (overflow: hidden), shifting the bar off screen when the page is a little taller than them.
 */
function showSection(root: HTMLElement | null, sectionId: string): boolean {
  const element = root?.querySelector<HTMLElement>(`#${CSS.escape(sectionAnchor(sectionId))}`);
  if (!element) return false;
  const scroller = scrollingBox(element);
  if (!scroller) {
    element.scrollIntoView({ behavior: 'smooth', block: 'start' });
    return true;
  }
  const margin = parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  const top = element.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop - margin;
  scroller.scrollTo({ top, behavior: 'smooth' });
  return true;
}

/** The nearest box around `element` that scrolls (overflow auto or scroll, with more to show). */
function scrollingBox(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node;
  }
  return null;
}

function counterPosition(element: HTMLElement): { top: number; left: number } {
  const box = element.getBoundingClientRect();
  const frame = element.closest('.edit-canvas')!.getBoundingClientRect();
  return { top: box.bottom - frame.top + 4, left: Math.max(8, box.left - frame.left) };
}

/**
 * The section the editor works in, on a watcher's canvas (issue 37): an outline in the editor's
 * colour over the section, with a tag naming them (the name is text, not the colour alone).
 * Drawn over the page, not in it, so nothing of the shared renderer changes; placed again when
 * the page's layout changes.
 */
function WhereaboutsMarker({ root, watched, document }: { root: { current: HTMLElement | null }; watched: WatchedEditor | null; document: SiteDocument }) {
  const [box, setBox] = useState<{ top: number; left: number; width: number; height: number } | null>(null);
  const sectionId = watched?.sectionId ?? null;
  useLayoutEffect(() => {
    const frame = root.current;
    if (!frame || !sectionId) {
      setBox(null);
      return;
    }
    const place = () => {
      const element = frame.querySelector<HTMLElement>(`#${CSS.escape(sectionAnchor(sectionId))}`);
      if (!element) return setBox(null);
      const outer = frame.getBoundingClientRect();
      const inner = element.getBoundingClientRect();
      setBox((now) => {
        const next = { top: inner.top - outer.top, left: inner.left - outer.left, width: inner.width, height: inner.height };
        return now && now.top === next.top && now.left === next.left && now.width === next.width && now.height === next.height ? now : next;
      });
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(frame);
    return () => observer.disconnect();
  }, [root, sectionId, document]);
  if (!watched || !box) return null;
  const style = { ...box, '--presence': watched.colour } as CSSProperties;
  return (
    <div className="edit-canvas__whereabouts" data-section-id={watched.sectionId} style={style}>
      <span className="edit-canvas__editor-tag">
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
          <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" />
        </svg>
        {watched.name}
        <span className="visually-hidden"> is editing this section</span>
      </span>
    </div>
  );
}
