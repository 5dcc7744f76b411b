import { LIMITS, type OperationResult, type SiteDocument } from '@frontdoor/shared';
import { siteTitle } from '@frontdoor/shared/render';
import { UploadField } from '../uploads/upload-field';

/**
 * The browser icon (favicon, spec §2, §5): shown as browsers show it, in a tab beside the page
 * title at 16 px and at 32 px, with Upload, Replace and Remove. Setting it writes `faviconUrl`
 * to the live draft; the published page links it as its icon.
 */
export function BrowserIconField({
  websiteId,
  document,
  setFavicon,
}: {
  websiteId: string;
  document: SiteDocument;
  /** Writes `faviconUrl` (undefined removes it). */
  setFavicon: (url: string | undefined) => OperationResult;
}) {
  const size = LIMITS.maxFaviconDimension;
  return (
    <UploadField
      websiteId={websiteId}
      kind="favicon"
      name="browser icon"
      url={document.websiteSettings.faviconUrl ?? null}
      empty="No browser icon yet: browsers show a blank page in the tab."
      hint={`ICO, PNG, GIF or JPEG, up to 2 MB, square and at most ${size} × ${size} pixels.`}
      preview={(url) => (
        <>
          <span className="upload-field__tab" aria-hidden="true">
            <img className="upload-field__icon" src={url} width={16} height={16} alt="" />
            <span className="upload-field__tab-title">{siteTitle(document) || 'Home'}</span>
          </span>
          <figure className="upload-field__sizes" aria-label="Current browser icon">
            <span className="upload-field__size">
              <img className="upload-field__icon" src={url} width={32} height={32} alt="Current browser icon at 32 pixels" />
              32 px
            </span>
            <span className="upload-field__size">
              <img className="upload-field__icon" src={url} width={16} height={16} alt="Current browser icon at 16 pixels" />
              16 px
            </span>
          </figure>
        </>
      )}
      onUploaded={(result) => setFavicon(result.url)}
      onRemove={() => setFavicon(undefined)}
    />
  );
}
