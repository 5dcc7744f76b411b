import type { DocPath, OperationResult, PlainValue, Section, SiteDocument } from '@frontdoor/shared';

/** A proposal from 'Rewrite with AI': the replacement text, or why there is none. */
export type RewriteResult = { ok: true; text: string } | { ok: false; message: string };

/**
 * What a section's panel may do to its section: the typed operations of shared/ydoc, with
 * paths relative to the section (e.g. ['items', itemId, 'heading']). Panels never touch the
 * Y.Doc, the canvas or the server directly (ARCHITECTURE §3).
 */
export interface SectionEditor {
  /** Sets a field; undefined removes an optional one. */
  set(path: DocPath, value: PlainValue | undefined): OperationResult;
  /** Inserts into the list at `path`, refused beyond `max` entries. */
  insert(path: DocPath, index: number, value: PlainValue, max: number): OperationResult;
  remove(path: DocPath, id: string): OperationResult;
  /** Moves entry `id` of the list at `path` to `toIndex` (its index after the move). */
  move(path: DocPath, id: string, toIndex: number): OperationResult;
  /** A fresh id for a new item. */
  newId(): string;
  /** Asks the AI writer for a replacement of `text` within `maxLength` characters. */
  rewrite(request: { text: string; maxLength: number; purpose: string }): Promise<RewriteResult>;
  /** False while someone else holds edit control or the page is read-only. */
  readonly editable: boolean;
}

/** Props of every section panel. */
export interface SectionPanelProps<S extends Section = Section> {
  section: S;
  document: SiteDocument;
  edit: SectionEditor;
}
