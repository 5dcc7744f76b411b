import { useEffect, useId, useState } from 'react';
import { nearestPassingColor, paletteContrast, type OperationResult, type Palette } from '@frontdoor/shared';
import { useEditable } from '../editors/editor-context';
import { useOperationError } from '../editors/use-operation-error';

const COLOURS: readonly [keyof Palette, string][] = [
  ['background', 'Background'],
  ['primaryText', 'Text'],
  ['buttonBackground', 'Button'],
  ['buttonForeground', 'Button text'],
  ['accent', 'Accent'],
];

const FULL_HEX = /^#[0-9a-f]{6}$/i;

/** A colour input for `#rgb`/`#rrggbbaa` values shows their six-digit form (the picker takes only that). */
function sixDigits(color: string): string {
  if (FULL_HEX.test(color)) return color.toLowerCase();
  const digits = color.slice(1);
  if (digits.length === 3) return `#${[...digits].map((digit) => digit + digit).join('')}`.toLowerCase();
  return `#${digits.slice(0, 6)}`.toLowerCase();
}

/** One colour: a picker and a hex field, both writing the same field (a valid hex only). */
function ColourField({ label, value, onChange }: { label: string; value: string; onChange: (color: string) => OperationResult }) {
  const editable = useEditable();
  const id = useId();
  const [text, setText] = useState(value);
  const [error, report] = useOperationError();
  // Another tab's change, an undo or a fix: the field follows the document.
  useEffect(() => setText(value), [value]);
  const invalid = !FULL_HEX.test(text) && text !== value;
  return (
    <div className="theme-colour">
      <input
        id={`${id}-picker`}
        type="color"
        className="theme-colour__picker"
        value={sixDigits(value)}
        disabled={!editable}
        aria-label={`${label} colour`}
        onChange={(event) => report(onChange(event.target.value))}
      />
      <label htmlFor={id} className="theme-colour__label">
        {label}
      </label>
      <input
        id={id}
        className="text-input editor-input editor-input--mono theme-colour__hex"
        value={text}
        disabled={!editable}
        spellCheck={false}
        maxLength={7}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => {
          const next = event.target.value.trim();
          setText(next);
          if (FULL_HEX.test(next)) report(onChange(next.toLowerCase()));
        }}
        onBlur={() => setText(value)}
      />
      {invalid && (
        <p id={`${id}-error`} className="field-error theme-colour__error">
          Enter a colour as # and six hex digits, like #1f6f5c.
        </p>
      )}
      {error && (
        <p className="field-error theme-colour__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The five colours of the palette, each editable, with the WCAG AA check of the page text and the
 * button text: a warning when one is below 4.5:1, and a fix that sets the nearest passing colour.
 */
export function PaletteEditor({
  palette,
  setColour,
  fixColour,
}: {
  palette: Palette;
  setColour: (key: keyof Palette, color: string) => OperationResult;
  /** The fix: its own undo step. */
  fixColour: (key: keyof Palette, color: string) => OperationResult;
}) {
  const editable = useEditable();
  const [error, report] = useOperationError();
  const failing = paletteContrast(palette).filter((check) => !check.passes);
  return (
    <section className="panel-group" aria-labelledby="theme-colours">
      <h3 id="theme-colours" className="panel-group__title">
        Colours
      </h3>
      <div className="theme-colours">
        {COLOURS.map(([key, label]) => (
          <ColourField key={key} label={label} value={palette[key]} onChange={(color) => setColour(key, color)} />
        ))}
      </div>
      <div role="status" className="theme-contrast">
        {failing.map((check) => (
          <div key={check.pair} className="theme-contrast__warning">
            <p>
              <strong>{check.label} is hard to read</strong>: contrast {check.ratio.toFixed(2)}:1, below the 4.5:1 that WCAG AA asks for.
            </p>
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={!editable}
              onClick={() => report(fixColour(check.foreground, nearestPassingColor(palette[check.foreground], palette[check.background])))}
            >
              Fix {check.pair === 'text' ? 'text' : 'button text'} colour
            </button>
          </div>
        ))}
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
