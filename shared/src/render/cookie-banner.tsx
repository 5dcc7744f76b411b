import type { CookieBanner } from '../site/website-settings.js';
import { localized, type SiteTexts } from './texts.js';

/**
 * The cookie banner (spec §3): hidden in the HTML and shown by the page's script until the
 * visitor chooses, so without script (when no analytics can load either) it never shows.
 */
export function CookieBannerView({ banner, texts }: { banner: CookieBanner; texts: SiteTexts }) {
  return (
    <div id="fd-ck" className="ck" role="region" aria-label={texts.cookieNotice} hidden>
      <p>{localized(banner.text, 'cookieText', texts)}</p>
      <div className="acts">
        <button type="button" className="btn o" data-consent="reject">
          {localized(banner.rejectLabel, 'reject', texts)}
        </button>
        <button type="button" className="btn" data-consent="accept">
          {localized(banner.acceptLabel, 'accept', texts)}
        </button>
      </div>
    </div>
  );
}
