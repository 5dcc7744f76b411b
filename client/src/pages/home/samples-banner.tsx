import { SampleArt } from './sample-art';
import { samples } from './samples';

export function SamplesBanner() {
  return (
    <section id="samples" className="section" aria-labelledby="samples-title">
      <div className="container">
        <div className="section__header section__header--center">
          <p className="eyebrow">Samples</p>
          <h2 id="samples-title">Made for businesses like yours</h2>
          <p className="lead">Every site is written for its trade: the sections, the words and the colours. A few examples of the look.</p>
        </div>
        <ul className="samples">
          {samples.map((sample) => (
            <li key={sample.name} className="sample">
              <div className="sample__frame">
                <span className="sample__dots" aria-hidden="true"><i /><i /><i /></span>
                <SampleArt sample={sample} />
              </div>
              <p className="sample__industry">{sample.industry}</p>
              <p className="sample__name">{sample.name}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
