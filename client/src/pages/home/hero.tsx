import { Hero as HeroBlock, CreateWebsiteButton } from '../../components/marketing/hero';
import { HeroPreview } from './hero-preview';

const promises = ['Free to use', 'No ads on your site', 'Custom domains free to connect'];

export function Hero() {
  return (
    <HeroBlock
      id="hero-title"
      before={<p className="eyebrow">Free AI website builder</p>}
      title={
        <>
          A free website for your service business, <span className="hero__highlight">ready in seconds</span>
        </>
      }
      lead={
        <>
          Tell Frontdoor your business name, what you do and where you work. It writes your pages, picks fonts and colours that suit your trade, and gets you online —
          whether you cut hair, fix wiring or pour coffee.
        </>
      }
      actions={
        <>
          <CreateWebsiteButton />
          <a href="#samples" className="button button--secondary button--large">
            See sample sites
          </a>
        </>
      }
      promises={promises}
      aside={<HeroPreview />}
    />
  );
}
