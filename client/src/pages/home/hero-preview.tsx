import { SparklesIcon } from '../../components/icons';

/** A drawn example of a generated site in a browser window. Decorative, so hidden from readers. */
export function HeroPreview() {
  return (
    <div className="hero-preview" aria-hidden="true">
      <div className="browser">
        <div className="browser__bar">
          <span className="browser__dots">
            <i />
            <i />
            <i />
          </span>
          <span className="browser__address">/maple-street-barbers</span>
        </div>
        <div className="mini-site">
          <div className="mini-site__nav">
            <span className="mini-site__logo">Maple Street Barbers</span>
            <span className="mini-site__menu">
              <i />
              <i />
              <i />
            </span>
          </div>
          <div className="mini-site__hero">
            <span className="mini-site__kicker">Est. 2009 · Portland</span>
            <span className="mini-site__headline">Sharp cuts, friendly chairs.</span>
            <span className="mini-site__sub">Walk-ins welcome six days a week.</span>
            <span className="mini-site__button">Book a chair</span>
          </div>
          <div className="mini-site__services">
            <span className="mini-site__card">
              <b>Classic cut</b>
              <small>$28</small>
            </span>
            <span className="mini-site__card">
              <b>Beard trim</b>
              <small>$18</small>
            </span>
            <span className="mini-site__card">
              <b>Hot towel shave</b>
              <small>$34</small>
            </span>
          </div>
          <div className="mini-site__review">
            <span className="mini-site__stars">★★★★★</span>
            <span>“Best fade in town, and they remember your name.”</span>
          </div>
        </div>
      </div>
      <div className="hero-preview__chip hero-preview__chip--top">
        <SparklesIcon width={18} height={18} />
        Written by AI in seconds
      </div>
      <div className="hero-preview__chip hero-preview__chip--bottom">
        <span className="hero-preview__live" />
        Published
      </div>
    </div>
  );
}
