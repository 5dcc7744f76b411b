import { artworkPath, type FontPair, type Palette } from '@frontdoor/shared';
import { siteThemeVars } from './site-theme';
import './intro-preview.css';

type Props = {
  businessName: string;
  description: string;
  location: string;
  palette: Palette;
  fontPair: FontPair;
  /** Menu items of the header (the chosen sections' titles). */
  navItems: readonly string[];
  /** Whether the header shows the Contact Us button. */
  contactButton: boolean;
  /** A bigger preview shows the description under the headline. */
  size?: 'thumbnail' | 'large';
};

/** The first sentence of the owner's description, cut at a word near `max` characters. */
export function excerpt(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const sentence = /^.+?[.!?](?=\s|$)/.exec(clean)?.[0] ?? clean;
  if (sentence.length <= max) return sentence;
  const cut = sentence.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[,;:\s]+$/, '')}…`;
}

/**
 * The top of the owner's future site (header and introduction) in a given palette and font pair,
 * from what they typed in onboarding. Sized by its own width (container units), so one drawing
 * serves the small option cards and the large live preview. Decorative: the form beside it
 * carries the meaning.
 */
export function IntroPreview({ businessName, description, location, palette, fontPair, navItems, contactButton, size = 'thumbnail' }: Props) {
  const name = businessName.trim() || 'Your business';
  const art = artworkPath(`${name} intro`, 640, 520, [palette.buttonBackground, palette.accent, palette.background, palette.primaryText]);
  return (
    <div className={`ws-mini ws-mini--${size}`} style={siteThemeVars({ palette, fontPair })} aria-hidden="true">
      <div className="ws-mini__bar">
        <span className="ws-mini__logo">{name}</span>
        <span className="ws-mini__nav">
          {navItems.slice(0, 3).map((item) => <span key={item}>{item}</span>)}
        </span>
        {contactButton && <span className="ws-mini__button ws-mini__button--small">Contact Us</span>}
      </div>
      <div className="ws-mini__hero">
        <div className="ws-mini__copy">
          {location.trim() && <span className="ws-mini__kicker">{location.trim()}</span>}
          <span className="ws-mini__headline">{name}</span>
          {description.trim() && <span className="ws-mini__body">{excerpt(description, size === 'large' ? 150 : 90)}</span>}
          <span className="ws-mini__button">{contactButton ? 'Get in touch' : 'Learn more'}</span>
        </div>
        <img className="ws-mini__art" src={art} alt="" width={640} height={520} loading="lazy" decoding="async" />
      </div>
    </div>
  );
}
