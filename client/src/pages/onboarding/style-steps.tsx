import type { FontPair, Palette, StyleOptions } from '@frontdoor/shared';
import { useId, type ReactNode } from 'react';
import { CheckIcon } from '../../components/icons';
import { familyName } from '@frontdoor/shared/render';
import { paletteNames } from '../../features/theme/palette-name';
import { sameChoice } from './wizard-state';
import { SitePreview, type PreviewContext } from './site-preview';

export type StyleLoad = { status: 'loading' } | { status: 'error'; message: string; retry: () => void } | { status: 'ready'; options: StyleOptions };

/** A radio button drawn as a card: the preview on top, the name and details under it. */
function ChoiceCard({
  name,
  checked,
  onSelect,
  title,
  details,
  children,
}: {
  name: string;
  checked: boolean;
  onSelect: () => void;
  title: string;
  details: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <li className="choice">
      <input
        id={id}
        type="radio"
        className="choice__input"
        name={name}
        checked={checked}
        onChange={onSelect}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-details`}
      />
      <label htmlFor={id} className="choice__card">
        <span className="choice__preview">{children}</span>
        <span className="choice__footer">
          <span className="choice__text">
            <span id={`${id}-title`} className="choice__title">
              {title}
            </span>
            <span id={`${id}-details`} className="choice__details">
              {details}
            </span>
          </span>
          <span className="choice__check" aria-hidden="true">
            <CheckIcon width={16} height={16} />
          </span>
        </span>
      </label>
    </li>
  );
}

function LoadingGrid({ what }: { what: string }) {
  return (
    <div className="choices-loading" role="status">
      <p className="choices-loading__text">
        <span className="choices-loading__pulse" aria-hidden="true" />
        Picking {what} that suit your business…
      </p>
      <ul className="choices" aria-hidden="true">
        {Array.from({ length: 8 }, (_, index) => (
          <li key={index} className="choice choice--skeleton" />
        ))}
      </ul>
    </div>
  );
}

function LoadError({ message, retry }: { message: string; retry: () => void }) {
  return (
    <div className="choices-error" role="alert">
      <p>{message}</p>
      <button type="button" className="button button--secondary button--small" onClick={retry}>
        Try again
      </button>
    </div>
  );
}

type FontProps = PreviewContext & { load: StyleLoad; palette: Palette; value: FontPair | null; onChange: (fontPair: FontPair) => void };

/** FontSelection: the 8 generated font pairs, each shown on the top of the owner's site. */
export function FontStep({ load, palette, value, onChange, ...context }: FontProps) {
  if (load.status === 'loading') return <LoadingGrid what="fonts" />;
  if (load.status === 'error') return <LoadError message={load.message} retry={load.retry} />;
  return (
    <fieldset className="choices-fieldset">
      <legend className="visually-hidden">Font pairs</legend>
      <ul className="choices">
        {load.options.fontPairs.map((fontPair, index) => (
          <ChoiceCard
            key={index}
            name="fontPair"
            checked={sameChoice(fontPair, value)}
            onSelect={() => onChange(fontPair)}
            title={fontPair.name}
            details={`${familyName(fontPair.heading.family)} with ${familyName(fontPair.body.family)}`}
          >
            <SitePreview {...context} palette={palette} fontPair={fontPair} />
          </ChoiceCard>
        ))}
      </ul>
    </fieldset>
  );
}

const SWATCHES: readonly [keyof Palette, string][] = [
  ['background', 'Background'],
  ['primaryText', 'Text'],
  ['buttonBackground', 'Button'],
  ['buttonForeground', 'Button text'],
  ['accent', 'Accent'],
];

/** The five colours of a palette as dots (the preview above shows them in use). */
export function Swatches({ palette }: { palette: Palette }) {
  return (
    <span className="swatches" aria-hidden="true">
      {SWATCHES.map(([key, label]) => (
        <span key={key} className="swatches__dot" style={{ background: palette[key] }} title={`${label} ${palette[key]}`} />
      ))}
    </span>
  );
}

type ColorProps = PreviewContext & { load: StyleLoad; fontPair: FontPair; value: Palette | null; onChange: (palette: Palette) => void };

/** ColorSelection: the 8 generated palettes, each shown on the top of the owner's site. */
export function ColorStep({ load, fontPair, value, onChange, ...context }: ColorProps) {
  if (load.status === 'loading') return <LoadingGrid what="colours" />;
  if (load.status === 'error') return <LoadError message={load.message} retry={load.retry} />;
  const names = paletteNames(load.options.palettes);
  return (
    <fieldset className="choices-fieldset">
      <legend className="visually-hidden">Colour palettes</legend>
      <ul className="choices">
        {load.options.palettes.map((palette, index) => (
          <ChoiceCard
            key={index}
            name="palette"
            checked={sameChoice(palette, value)}
            onSelect={() => onChange(palette)}
            title={names[index]}
            details={
              <>
                <Swatches palette={palette} />
                <span className="visually-hidden">{SWATCHES.map(([key, label]) => `${label} ${palette[key]}`).join(', ')}</span>
              </>
            }
          >
            <SitePreview {...context} palette={palette} fontPair={fontPair} />
          </ChoiceCard>
        ))}
      </ul>
    </fieldset>
  );
}
