import {
  analyticsIdProblem,
  languageSchema,
  LIMITS,
  mayDo,
  socialTypeSchema,
  type CookieBanner,
  type Language,
  type OperationResult,
  type SiteDocument,
  type SocialType,
  type WebsiteSettings,
} from '@frontdoor/shared';
import { siteTitle } from '@frontdoor/shared/render';
import { useId, useState } from 'react';
import { CheckboxField, SelectField } from '../editors/choice-fields';
import { useEditable } from '../editors/editor-context';
import { TextArea, TextField } from '../editors/text-fields';
import { normalizeUrl, urlProblem } from '../editors/url-rules';
import { useOperationError } from '../editors/use-operation-error';
import { PanelGroup } from '../panel-group';
import { DeleteWebsiteDialog } from '../publish/delete-website-dialog';
import { ExportContactsDialog } from '../publish/export-contacts-dialog';
import { BrowserIconField } from './browser-icon-field';
import { CustomDomainPanel } from './custom-domain-panel';
import { SettingsEditor } from './settings-editor';
import './settings-panels.css';

/** Writes one website setting through the live draft's typed operation (setField), as one undo step. */
export type SettingSetter = <K extends keyof WebsiteSettings>(key: K, value: WebsiteSettings[K]) => OperationResult;

type Props = {
  websiteId: string;
  document: SiteDocument;
  editable: boolean;
  set: SettingSetter;
  isOwner: boolean;
  handle: string | null;
};

/**
 * Settings (spec §2): company name, SEO with a search-result preview and indexing, footer texts,
 * contact form language, social links, cookie banner, analytics, and the website's own actions
 * (export contacts, delete website: owner only). Every field writes to the live draft.
 */
export function SettingsPanels({ websiteId, document, editable, set, isOwner, handle }: Props) {
  const settings = document.websiteSettings;
  return (
    <SettingsEditor editable={editable} document={document}>
      <PanelGroup title="Company name" hint="Shown in the footer's copyright and told to search engines when it differs from the business name.">
        <TextField label="Company name" value={settings.companyName} maxLength={LIMITS.businessName} onChange={(text) => set('companyName', text)} />
      </PanelGroup>

      <PanelGroup title="Browser icon" hint="The small picture browsers show in the tab and in bookmarks (the favicon).">
        <BrowserIconField websiteId={websiteId} document={document} setFavicon={(url) => set('faviconUrl', url)} />
      </PanelGroup>

      <PanelGroup title="SEO" hint="How your page appears in search results.">
        <TextField
          label="Page title"
          hint="Shown in the browser tab and as the search result's headline. Empty uses your business name."
          value={settings.pageTitle}
          maxLength={LIMITS.websiteTitle}
          onChange={(text) => set('pageTitle', text)}
        />
        <TextField label="Keywords" hint="Comma separated." value={settings.seoKeywords} maxLength={LIMITS.seoKeywords} onChange={(text) => set('seoKeywords', text)} />
        <SearchPreview document={document} handle={handle} />
        <CheckboxField
          label="Disable search indexing"
          hint="Asks search engines not to list this page, and leaves it out of the sitemap."
          checked={!settings.searchIndexingEnabled}
          onChange={(off) => set('searchIndexingEnabled', !off)}
        />
      </PanelGroup>

      <PanelGroup title="Footer" hint="The copyright line at the bottom of the page.">
        <TextField
          label="Copyright text"
          hint="Empty uses your company or business name."
          value={settings.copyrightText}
          maxLength={LIMITS.copyright}
          onChange={(text) => set('copyrightText', text)}
        />
        <TextField label="Extra text" value={settings.copyrightExtraText} maxLength={LIMITS.copyrightExtraText} onChange={(text) => set('copyrightExtraText', text)} />
        <MadeWithBadge />
      </PanelGroup>

      <PanelGroup title="Contact form language" hint="The language of the contact and newsletter forms' labels, messages and thank-you text.">
        <SelectField<Language>
          label="Form language"
          value={settings.contactFormLanguage}
          options={languageSchema.options.map((language) => ({ value: language, label: language }))}
          onChange={(language) => set('contactFormLanguage', language)}
        />
      </PanelGroup>

      <PanelGroup title="Social links" hint="One address per network, shown in the footer (and the header when linked there).">
        <SocialLinkFields links={settings.socialLinks} set={(links) => set('socialLinks', links)} />
      </PanelGroup>

      <PanelGroup title="Cookie banner" hint="Asks visitors before cookies are used. Pages without it stay free of script.">
        <CookieBannerFields banner={settings.cookieBanner} set={(banner) => set('cookieBanner', banner)} />
      </PanelGroup>

      <PanelGroup title="Analytics" hint="Your Google Analytics measurement ID. It loads only after a visitor accepts cookies, so the cookie banner is shown with it.">
        <TextField
          label="Measurement ID"
          placeholder="G-XXXXXXXX"
          value={settings.analyticsMeasurementId}
          maxLength={LIMITS.analyticsMeasurementId}
          validate={analyticsIdProblem}
          normalize={(id) => id.trim().toUpperCase()}
          onChange={(id) => set('analyticsMeasurementId', id)}
        />
      </PanelGroup>

      <CustomDomainPanel websiteId={websiteId} isOwner={isOwner} published={Boolean(handle)} />

      <WebsiteActions websiteId={websiteId} businessName={settings.businessName} handle={handle} isOwner={isOwner} />
    </SettingsEditor>
  );
}

/** Hiding the 'Made with' badge is currently not available (spec §3): shown, turned off. */
function MadeWithBadge() {
  const id = useId();
  return (
    <div className="checkbox editor-checkbox">
      <input id={id} type="checkbox" checked={false} disabled aria-describedby={`${id}-hint`} readOnly />
      <div>
        <label htmlFor={id}>Hide the 'Made with' badge</label>
        <p id={`${id}-hint`} className="field-hint">
          Currently not available.
        </p>
      </div>
    </div>
  );
}

const SOCIAL_HOSTS: Record<SocialType, string> = {
  Instagram: 'instagram.com',
  Facebook: 'facebook.com',
  YouTube: 'youtube.com',
  X: 'x.com',
  Mastodon: 'mastodon.social',
  TikTok: 'tiktok.com',
  Threads: 'threads.net',
  Thumbtack: 'thumbtack.com',
  LinkedIn: 'linkedin.com',
  Yelp: 'yelp.com',
  Pinterest: 'pinterest.com',
  Github: 'github.com',
  WhatsApp: 'wa.me',
  Bluesky: 'bsky.app',
};

/** One address field per network: the first few and those in use, the rest on request (spec §9). */
function SocialLinkFields({ links, set }: { links: WebsiteSettings['socialLinks']; set: (links: WebsiteSettings['socialLinks']) => OperationResult }) {
  const [all, setAll] = useState(false);
  const shown = socialTypeSchema.options.filter((type, index) => all || index < LIMITS.socialLinksCollapsed || links.some((link) => link.type === type));
  return (
    <>
      {shown.map((type) => (
        <TextField
          key={type}
          label={type === 'X' ? 'X (Twitter)' : type}
          type="url"
          placeholder={`https://${SOCIAL_HOSTS[type]}/…`}
          value={links.find((link) => link.type === type)?.url ?? ''}
          maxLength={LIMITS.externalUrl}
          validate={urlProblem}
          normalize={normalizeUrl}
          onChange={(url) => set(withSocialLink(links, type, url))}
        />
      ))}
      <button type="button" className="button button--ghost button--small settings-panel__more" aria-expanded={all} onClick={() => setAll(!all)}>
        {all ? 'Show fewer networks' : `Show all ${socialTypeSchema.options.length} networks`}
      </button>
    </>
  );
}

/** The links with `type`'s address replaced (removed when empty), in the networks' order. */
function withSocialLink(links: WebsiteSettings['socialLinks'], type: SocialType, url: string): WebsiteSettings['socialLinks'] {
  const others = links.filter((link) => link.type !== type);
  const next = url === '' ? others : [...others, { type, url }];
  const order = socialTypeSchema.options;
  return next.sort((a, b) => order.indexOf(a.type) - order.indexOf(b.type));
}

/** What a search engine would show: the title, the address and the description. */
function SearchPreview({ document, handle }: { document: SiteDocument; handle: string | null }) {
  const intro = document.sections.find((section) => section.type === 'Introduction');
  const body = (intro?.type === 'Introduction' && intro.body.trim() ? intro.body : document.websiteSettings.businessDescription).replace(/\s+/g, ' ').trim();
  const description = body.length > 160 ? `${body.slice(0, 157).trimEnd()}…` : body;
  return (
    <figure className="search-preview" aria-label="Search result preview">
      <p className="search-preview__url">{`${window.location.host}/${handle ?? 'your-address'}`}</p>
      <p className="search-preview__title">{siteTitle(document) || 'Home'}</p>
      {description && <p className="search-preview__text">{description}</p>}
      {!document.websiteSettings.searchIndexingEnabled && <figcaption className="field-hint">Search indexing is off: search engines will not list this page.</figcaption>}
    </figure>
  );
}

function CookieBannerFields({ banner, set }: { banner: CookieBanner; set: (banner: CookieBanner) => OperationResult }) {
  const editable = useEditable();
  const id = useId();
  const [error, report] = useOperationError();
  return (
    <>
      <CheckboxField label="Show a cookie banner" checked={banner.enabled} onChange={(enabled) => set({ ...banner, enabled })} />
      <TextArea label="Banner text" rows={3} value={banner.text} maxLength={LIMITS.cookieText} onChange={(text) => set({ ...banner, text })} />
      <TextField label="Accept button" value={banner.acceptLabel} maxLength={LIMITS.cookieButtonLabel} onChange={(acceptLabel) => set({ ...banner, acceptLabel })} />
      <TextField label="Reject button" value={banner.rejectLabel} maxLength={LIMITS.cookieButtonLabel} onChange={(rejectLabel) => set({ ...banner, rejectLabel })} />
      <div className="field editor-field settings-colour">
        <label htmlFor={id} className="field-label">
          Banner colour
        </label>
        <div className="settings-colour__row">
          <input
            id={id}
            type="color"
            className="settings-colour__input"
            value={banner.backgroundColor ?? '#ffffff'}
            disabled={!editable}
            onChange={(event) => void report(set({ ...banner, backgroundColor: event.target.value }))}
          />
          <span className="field-hint">{banner.backgroundColor ?? 'The theme’s background colour'}</span>
          {banner.backgroundColor && (
            <button
              type="button"
              className="button button--ghost button--small"
              disabled={!editable}
              onClick={() => {
                const { backgroundColor: _dropped, ...rest } = banner;
                report(set(rest));
              }}
            >
              Use the theme’s colour
            </button>
          )}
        </div>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </>
  );
}

/** Export contacts and Delete website (spec §2), the same modals as the bar's More menu. */
function WebsiteActions({ websiteId, businessName, handle, isOwner }: { websiteId: string; businessName: string; handle: string | null; isOwner: boolean }) {
  const [open, setOpen] = useState<'export' | 'delete' | null>(null);
  const relation = isOwner ? 'owner' : 'guest';
  const close = () => setOpen(null);
  return (
    <PanelGroup title="Website" hint="Download the messages visitors sent, or delete this website.">
      {/* Both are the owner's (spec §6: WEBSITE_ACTIONS); a guest is told so rather than refused later. */}
      {mayDo(relation, 'export-contacts') || mayDo(relation, 'delete-website') ? (
        <div className="settings-panel__actions">
          {mayDo(relation, 'export-contacts') && (
            <button type="button" className="button button--secondary button--small" onClick={() => setOpen('export')}>
              Export contacts
            </button>
          )}
          {mayDo(relation, 'delete-website') && (
            <button type="button" className="button button--danger button--small" onClick={() => setOpen('delete')}>
              Delete website
            </button>
          )}
        </div>
      ) : (
        <p className="field-hint">Only the owner can export contacts or delete this website.</p>
      )}
      {open === 'export' && <ExportContactsDialog websiteId={websiteId} onClose={close} />}
      {open === 'delete' && <DeleteWebsiteDialog websiteId={websiteId} businessName={businessName} handle={handle} onClose={close} />}
    </PanelGroup>
  );
}
