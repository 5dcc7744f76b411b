import { useId, type ReactNode } from 'react';

/**
 * One group of the Settings panel: a heading that names the region, a hint, then the fields.
 * Styles: panel.css.
 */
export function PanelGroup({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="panel-group panel-group--ruled" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="panel-group__title">
        {title}
      </h3>
      <p className="panel-group__hint">{hint}</p>
      <div className="panel-group__fields">{children}</div>
    </section>
  );
}
