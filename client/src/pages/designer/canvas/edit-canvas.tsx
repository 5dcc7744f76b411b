import { useEffect, useImperativeHandle, useMemo, useRef, useState, type MouseEvent, type Ref } from 'react';
import type { SiteDocument } from '@frontdoor/shared';
import { SiteView, sectionAnchor, siteStylesheet } from '@frontdoor/shared/render';
import { InlineEditingContext, InlineText, type InlineEditing } from './inline-text';
import { useAdoptedStylesheet } from '../use-adopted-stylesheet';
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
}: {
  ref?: Ref<EditCanvasHandle>;
  document: SiteDocument;
  label: string;
  selectedId: string | null;
  editable: boolean;
  onSelect: (sectionId: string) => void;
  setText: InlineEditing['setText'];
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
      {active && (
        <span className="edit-canvas__counter" data-counter aria-live="polite" style={counterPosition(active.element)}>
          {active.label} {active.length} / {active.maxLength}
        </span>
      )}
    </div>
  );
}

/** Scrolls a section of the canvas to the top of the view; false when it is not drawn (yet). */
function showSection(root: HTMLElement | null, sectionId: string): boolean {
  const element = root?.querySelector(`#${CSS.escape(sectionAnchor(sectionId))}`);
  element?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return Boolean(element);
}

function counterPosition(element: HTMLElement): { top: number; left: number } {
  const box = element.getBoundingClientRect();
  const frame = element.closest('.edit-canvas')!.getBoundingClientRect();
  return { top: box.bottom - frame.top + 4, left: Math.max(8, box.left - frame.left) };
}
