import type * as Y from 'yjs';
import type { SiteDocument } from '@frontdoor/shared';
import { useScopedEditor } from '../editing/use-section-editor';
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
export function ThemePanel({ document, ydoc, editable, websiteId }: { document: SiteDocument; ydoc: Y.Doc | null; editable: boolean; websiteId: string }) {
  const theme = useScopedEditor({ ydoc, root: THEME, editable, websiteId });
  const settings = useScopedEditor({ ydoc, root: SETTINGS, editable, websiteId });
  if (!theme || !settings) return <p className="field-hint">Connecting…</p>;
  return (
    <ThemeFields
      document={document}
      theme={theme}
      settings={settings}
      suggestions={(apply) => <ThemeSuggestions document={document} applyPalette={apply.palette} applyFontPair={apply.fontPair} />}
    />
  );
}
