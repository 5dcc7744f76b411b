import { LIMITS, type Image, type Logo, type PlainValue, type SiteDocument, type UploadResult } from '@frontdoor/shared';
import { useState } from 'react';
import type { SectionEditor } from '../editing/section-editor';
import { useEditable } from '../editors/editor-context';
import { LazyImagePicker } from '../images/lazy-image-picker';
import { UploadField } from '../uploads/upload-field';

/** The logo as an uploaded image (provider Custom): one URL for every size, named by the business. */
function logoImageOf(upload: UploadResult, businessName: string): Image {
  const url = upload.url;
  return {
    provider: 'Custom',
    // The stored file's name is the SHA-256 of its bytes: the upload's id.
    providerId: url
      .slice(url.lastIndexOf('/') + 1)
      .split('.')[0]!
      .slice(0, LIMITS.id),
    urls: { thumbnail: url, small: url, regular: url, raw: url, full: url },
    alt: businessName.trim().slice(0, LIMITS.imageAlt),
    width: upload.width,
    height: upload.height,
    fit: 'contain',
    effects: { translate: { x: 0, y: 0 }, zoom: LIMITS.cropperZoomMin, rotation: 0 },
  };
}

/**
 * The logo image (spec §3, §5): PNG, GIF or JPEG up to 2 MB, shown as the header shows it. An
 * upload sets the whole logo at once (an image, named by the business), so one undo takes it
 * back; Remove goes back to the business name as text. A picture of My Images (or a stock one)
 * can be the logo too, chosen in the image selection modal.
 */
export function LogoImageField({ websiteId, document, settings }: { websiteId: string; document: SiteDocument; settings: SectionEditor }) {
  const { logo, businessName } = document.websiteSettings;
  const setLogo = (next: Logo) => settings.set(['logo'], next as unknown as PlainValue);
  const editable = useEditable();
  const [picking, setPicking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A photo of My Images (or a stock picture) as the logo: shown whole, named by the business.
  const pick = (image: Image) => {
    const result = setLogo({ ...logo, type: 'Image', image: { ...image, fit: 'contain', alt: businessName.trim().slice(0, LIMITS.imageAlt) } });
    setError(result.ok ? null : result.reason);
    if (result.ok) setPicking(false);
  };
  return (
    <>
      <UploadField
        websiteId={websiteId}
        kind="logo"
        name="logo image"
        url={logo.image?.urls.regular ?? null}
        empty="No logo image yet: the header shows your business name until you upload one."
        hint="PNG, GIF or JPEG, up to 2 MB. A wide image with a transparent background suits the header best."
        preview={(url) => <img className="upload-field__logo" src={url} width={logo.image?.width} height={logo.image?.height} alt={logo.image?.alt || businessName} />}
        onUploaded={(upload) => setLogo({ ...logo, type: 'Image', image: logoImageOf(upload, businessName) })}
        onRemove={() => {
          const { image: _removed, ...text } = logo;
          return setLogo({ ...text, type: 'Text' });
        }}
      />
      <button type="button" className="button button--ghost button--small" disabled={!editable} aria-haspopup="dialog" onClick={() => setPicking(true)}>
        Choose from My Images
      </button>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {picking && <LazyImagePicker websiteId={websiteId} slotName="the logo" orientation="landscape" onPick={pick} onClose={() => setPicking(false)} />}
    </>
  );
}
