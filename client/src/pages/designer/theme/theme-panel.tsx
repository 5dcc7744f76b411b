import type * as Y from 'yjs';
import { useMemo } from 'react';
import type { SiteDocument } from '@frontdoor/shared';
import type { SectionEditor } from '../editing/section-editor';
import { useScopedEditor } from '../editing/use-section-editor';
import { LogoImageField } from './logo-image-field';
import { ThemeFields } from './theme-fields';
import { ThemeSuggestions } from './theme-suggestions';
import './theme-panel.css';

const THEME: readonly string[] = ['theme'];
const SETTINGS: readonly string[] = ['websiteSettings'];

/**
 * The Theme panel (spec §2, §3, §9): the generated palettes and font pairs of onboarding, then the
 * colours, styles, text sizes, logo and header (ThemeFields), all writing the live draft through
 * the typed operations with the tab's origin.
 */
export function ThemePanel({
  document,
  ydoc,
  undoManager,
  editable,
  websiteId,
}: {
  document: SiteDocument;
  ydoc: Y.Doc | null;
  undoManager: Y.UndoManager | null;
  editable: boolean;
  websiteId: string;
}) {
  const colours = useScopedEditor({ ydoc, root: THEME, editable, websiteId });
  const settings = useScopedEditor({ ydoc, root: SETTINGS, editable, websiteId });
  // A choice, a suggestion or a fix is its own undo step even right after another change (the
  // undo manager otherwise merges changes less than 400 ms apart); dragging in a colour picker
  // still merges into one step.
  const theme = useMemo<SectionEditor | null>(
    () =>
      colours && {
        ...colours,
        set: (path, value) => {
          undoManager?.stopCapturing();
          const result = colours.set(path, value);
          undoManager?.stopCapturing();
          return result;
        },
      },
    [colours, undoManager],
  );
  if (!theme || !colours || !settings) return <p className="field-hint">Connecting…</p>;
  return (
    <ThemeFields
      document={document}
      theme={theme}
      colours={colours}
      settings={settings}
      suggestions={(apply) => <ThemeSuggestions document={document} applyPalette={apply.palette} applyFontPair={apply.fontPair} />}
      logoImage={<LogoImageField websiteId={websiteId} document={document} settings={settings} />}
    />
  );
}
