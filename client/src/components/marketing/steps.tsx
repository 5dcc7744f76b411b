import type { ReactNode } from 'react';
import './steps.css';

export type Step = { title: string; body: string };

/** 'How it works': numbered steps under a centred heading, on the surface colour. */
export function StepsSection({ id, title, steps }: { id: string; title: ReactNode; steps: readonly Step[] }) {
  return (
    <section className="section section--surface" aria-labelledby={id}>
      <div className="container">
        <div className="section__header section__header--center">
          <p className="eyebrow">How it works</p>
          <h2 id={id}>{title}</h2>
        </div>
        <ol className="steps">
          {steps.map((step, index) => (
            <li key={step.title} className="step">
              <span className="step__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="step__title">{step.title}</h3>
              <p className="step__body">{step.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
