const steps = [
  { title: 'Tell us about your business', body: 'Your business name, what you do and where. Or start from your Facebook, Yelp, Thumbtack or GitHub page.' },
  { title: 'Pick a look', body: 'Choose fonts, colours and the sections you want. Frontdoor suggests a style that fits your trade.' },
  { title: 'Publish and share', body: 'Your site goes live at your own web address. Connect a custom domain whenever you are ready.' },
];

export function HowItWorks() {
  return (
    <section className="section section--surface" aria-labelledby="how-title">
      <div className="container">
        <div className="section__header section__header--center">
          <p className="eyebrow">How it works</p>
          <h2 id="how-title">From a few answers to a live website</h2>
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
