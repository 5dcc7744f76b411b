import type { Industry } from '@frontdoor/shared';
import { ArrowRightIcon } from '../../components/icons';
import { SAMPLE_BUSINESSES, samplePath } from './sample-businesses';

/**
 * The industry's sample site as a thumbnail: the real page in a frame drawn at desktop width
 * and scaled down with CSS. It is a picture, not a second page to use: `inert` keeps it out of
 * the tab order and the accessibility tree, and the link below opens the real thing.
 */
export function SamplePreview({ industry }: { industry: Industry }) {
  const business = SAMPLE_BUSINESSES[industry];
  const src = samplePath(industry);
  return (
    <figure className="sample-preview">
      <div className="sample-preview__window">
        <div className="sample-preview__bar" aria-hidden="true">
          <span className="sample-preview__dots">
            <i />
            <i />
            <i />
          </span>
          <span className="sample-preview__address">{business.name}</span>
        </div>
        <div className="sample-preview__viewport" inert>
          <iframe className="sample-preview__frame" src={src} title={`Sample website: ${business.name}`} loading="lazy" tabIndex={-1} />
        </div>
      </div>
      <figcaption className="sample-preview__caption">
        <span>
          A sample site Frontdoor wrote for <strong>{business.name}</strong>, an invented business in {business.location}.
        </span>
        <a className="sample-preview__open" href={src}>
          Open the full sample
          <ArrowRightIcon className="sample-preview__arrow" width={18} height={18} />
        </a>
      </figcaption>
    </figure>
  );
}
