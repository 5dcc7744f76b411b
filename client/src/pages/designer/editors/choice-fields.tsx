import { LIMITS, type OperationResult } from '@frontdoor/shared';
import { useId, type ReactNode } from 'react';
import { StableInput } from '../../../components/ui/stable-field';
import { useEditable } from './editor-context';
import { useOperationError } from './use-operation-error';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
  disabled?: boolean;
}

/** A labelled native select: the simplest accessible choice among a few named values. */
export function SelectField<V extends string>({
  label,
  value,
  options,
  onChange,
  hint,
}: {
  label: string;
  value: V;
  options: readonly SelectOption<V>[];
  onChange: (value: V) => OperationResult;
  hint?: ReactNode;
}) {
  const editable = useEditable();
  const id = useId();
  const [error, report] = useOperationError();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field editor-field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select
        id={id}
        className="text-input editor-select"
        value={value}
        disabled={!editable}
        aria-describedby={describedBy}
        onChange={(event) => void report(onChange(event.target.value as V))}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A checkbox with its label beside it. */
export function CheckboxField({ label, checked, onChange, hint }: { label: string; checked: boolean; onChange: (checked: boolean) => OperationResult; hint?: string }) {
  const editable = useEditable();
  const id = useId();
  const [error, report] = useOperationError();
  return (
    <div className="checkbox editor-checkbox">
      <StableInput
        id={id}
        type="checkbox"
        checked={checked}
        disabled={!editable}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => void report(onChange(event.target.checked))}
      />
      <div>
        <label htmlFor={id}>{label}</label>
        {hint && (
          <p id={`${id}-hint`} className="field-hint">
            {hint}
          </p>
        )}
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * A labelled native range input with its current value shown beside the label (an <output>)
 * and given to assistive technology as aria-valuetext.
 */
export function RangeField({
  label,
  value,
  min,
  max,
  step,
  format,
  onChange,
  hint,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  format: (value: number) => string;
  onChange: (value: number) => OperationResult;
  hint?: string;
}) {
  const editable = useEditable();
  const id = useId();
  const [error, report] = useOperationError();
  const shown = format(value);
  return (
    <div className="field editor-field">
      <div className="editor-field__top">
        <label htmlFor={id} className="field-label">
          {label}
        </label>
        <output htmlFor={id} className="editor-range__value">
          {shown}
        </output>
      </div>
      <StableInput
        id={id}
        type="range"
        className="editor-range"
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={!editable}
        aria-valuetext={shown}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => {
          // Rounded to the step: float steps like 0.01 otherwise arrive as 0.30000000000000004.
          const decimals = (String(step).split('.')[1] ?? '').length;
          const next = Math.min(max, Math.max(min, Number(Number(event.target.value).toFixed(decimals))));
          report(onChange(next));
        }}
      />
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The overlay opacity of an image (spec §9: 0 to 0.8 in steps of 0.01), shown as a percentage. */
export function OverlayOpacityField({ value, onChange, hint }: { value: number; onChange: (value: number) => OperationResult; hint?: string }) {
  return (
    <RangeField
      label="Overlay opacity"
      value={value}
      min={LIMITS.opacityMin}
      max={LIMITS.opacityMax}
      step={LIMITS.opacityStep}
      format={(opacity) => `${Math.round(opacity * 100)}%`}
      onChange={onChange}
      hint={hint}
    />
  );
}
