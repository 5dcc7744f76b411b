// The published-site renderer (ARCHITECTURE §7), a subpath of shared ('@frontdoor/shared/render')
// so that only the server and the editor's canvas load React through it.
export { SiteView, siteTitle, type SiteViewProps } from './site-view.js';
export { siteStylesheet, type SiteStylesheetOptions } from './stylesheet.js';
export { renderPublishedPage, type PublishedPage, type PublishedPageOptions } from './published-page.js';
export { COUNT_SCRIPT } from './count-script.js';
export { ENHANCE_SCRIPT } from './enhance-script.js';
export { SITE_TEXTS, siteTexts, localized, type SiteTexts } from './texts.js';
export { isSectionShown } from './visibility.js';
export { SECTION_VIEWS, sectionView, type SectionView, type SectionViews } from './section-views.js';
export type { SectionFrame } from './sections/frame.js';
export { sectionAnchor } from './urls.js';
export { bookableServices, type BookableServiceItem, type EditableTextProps, type FormActions, type RenderMode } from './context.js';
export { contrast, luminance, mix, parseHex, readableOn } from './color.js';
export { familyName, fontStack } from './font-stack.js';
export { EditableText } from './editable-text.js';
export { EMBED_PREVIEW_PATH, EMBED_PREVIEW_HTML, EMBED_CODE_MESSAGE, type EmbedCodeMessage } from './embed-preview.js';
export { drawnRect, effectsStyle, placedEffects, visibleRegion, type CropBox } from './image-effects.js';
export { imageUrl } from './site-image.js';
export { inThemeColors } from './drawn-images.js';
export { themeColors } from './theme-colors.js';
