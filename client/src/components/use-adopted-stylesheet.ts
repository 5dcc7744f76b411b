import { useLayoutEffect, useState } from 'react';

const supported = () => typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype && 'adoptedStyleSheets' in document;

/**
 * A stylesheet that changes as the owner edits (the site's theme on the canvas), applied to the
 * document as a constructed stylesheet. An inline <style> element would need 'unsafe-inline' in
 * the app's style policy (its text changes with every edit, so no hash can allow it); a
 * constructed sheet is made by the app's own script, which the policy already trusts. Returns
 * false where constructed stylesheets are missing (old browsers, jsdom), so the caller can
 * draw a <style> element instead.
 */
export function useAdoptedStylesheet(css: string): boolean {
  const [sheet] = useState(() => (supported() ? new CSSStyleSheet() : null));
  // Layout effects: the text is in place before the browser paints the canvas it styles.
  useLayoutEffect(() => {
    if (!sheet) return;
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    };
  }, [sheet]);
  useLayoutEffect(() => {
    sheet?.replaceSync(css);
  }, [sheet, css]);
  return sheet !== null;
}
