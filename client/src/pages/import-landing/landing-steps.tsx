import type { LandingContent } from './landing-content';

/** The three steps of creating from a page, in the home page's "How it works" look. */
export function LandingSteps({ content }: { content: LandingContent }) {
  const steps = [
    { title: 'Paste your link', body: `Copy the address of your ${content.source} ${content.noun} and paste it above. No password, no connecting accounts.` },
    { title: `We read your ${content.noun}`, body: `Frontdoor picks out ${content.reads}.` },
    { title: 'Review and create', body: 'Check what we found, pick fonts and colours, and create your website. You can change everything later.' },
  ];
  return (
    <section className="section section--surface" aria-labelledby="landing-how-title">
      <div className="container">
        <div className="section__header section__header--center">
          <p className="eyebrow">How it works</p>
          <h2 id="landing-how-title">From your {content.source} {content.noun} to your own website</h2>
        </div>
        <ol className="steps">
          {steps.map((step, index) => (
            <li key={step.title} className="step">
              <span className="step__number" aria-hidden="true">{index + 1}</span>
              <h3 className="step__title">{step.title}</h3>
              <p className="step__body">{step.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
