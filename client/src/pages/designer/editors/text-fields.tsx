import type { OperationResult } from '@frontdoor/shared';
import { useId, useRef, useState } from 'react';
import { StableInput, StableTextArea } from '../../../components/ui/stable-field';
import { CharCounter } from './char-counter';
import { useEditable } from './editor-context';
import { RewriteButton, RewriteProposal, useRewrite } from './rewrite-assist';
import { clampText, useDocText } from './use-doc-text';
import { whyDisabled } from '../live/read-only-reason';
import { useOperationError } from './use-operation-error';

type CommonProps = {
  /** The field's name, shown as its <label> ('Heading', 'Body'). */
  label: string;
  value: string;
  maxLength: number;
  /** Writes the new text (edit.set); a refusal is shown under the field. */
  onChange: (value: string) => OperationResult;
  hint?: string;
  placeholder?: string;
  /** Why the value cannot be used, or null. It is still written: a draft may hold it. */
  validate?: (value: string) => string | null;
  /** Applied when the field loses focus, e.g. adding https:// to a web address. */
  normalize?: (value: string) => string;
  /** What the text is for, sent to 'Rewrite with AI'; without it there is no rewrite button. */
  rewritePurpose?: string;
  spellCheck?: boolean;
};

export type TextFieldProps = CommonProps & { type?: 'text' | 'email' | 'tel' | 'url'; autoComplete?: string };
export type TextAreaProps = CommonProps & { rows?: number; monospace?: boolean };

/** A labelled single-line text field with its character counter. */
export function TextField(props: TextFieldProps) {
  return <TextControl {...props} multiline={false} />;
}

/** A labelled multi-line text field with its character counter. */
export function TextArea(props: TextAreaProps) {
  return <TextControl {...props} multiline />;
}

type ControlProps = CommonProps & {
  multiline: boolean;
  type?: TextFieldProps['type'];
  autoComplete?: string;
  rows?: number;
  monospace?: boolean;
};

function TextControl({
  label,
  value,
  maxLength,
  onChange,
  hint,
  placeholder,
  validate,
  normalize,
  rewritePurpose,
  spellCheck,
  multiline,
  type = 'text',
  autoComplete = 'off',
  rows = 4,
  monospace = false,
}: ControlProps) {
  const editable = useEditable();
  const id = useId();
  const inputRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const [focused, setFocused] = useState(false);
  const [operationError, report] = useOperationError();
  const { text, change, blur } = useDocText(value, onChange);
  const rewrite = useRewrite({
    text,
    maxLength,
    purpose: rewritePurpose ?? label,
    onUse: (proposal) => void report(change(proposal)),
  });

  // A validation message waits until the person leaves the field, not while they type.
  const invalid = !focused && validate ? validate(text) : null;
  const error = operationError ?? invalid;
  const describedBy = [`${id}-counter`, hint ? `${id}-hint` : null, error ? `${id}-error` : null, whyDisabled(editable)].filter(Boolean).join(' ');

  const shared = {
    id,
    ref: inputRef,
    className: `text-input editor-input${monospace ? ' editor-input--mono' : ''}`,
    value: text,
    // maxLength stops typing at the limit; clamping also covers pasted and dropped text.
    maxLength,
    placeholder,
    spellCheck,
    disabled: !editable,
    readOnly: !editable,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    onFocus: () => setFocused(true),
    onBlur: () => {
      setFocused(false);
      blur();
      if (normalize && editable) {
        const normalized = clampText(normalize(text), maxLength);
        if (normalized !== text) report(onChange(normalized));
      }
    },
    onChange: (event: { target: { value: string } }) => void report(change(clampText(event.target.value, maxLength))),
  };

  return (
    <div className="field editor-field">
      <div className="editor-field__top">
        <label id={`${id}-label`} htmlFor={id} className="field-label">
          {label}
        </label>
        {rewritePurpose !== undefined && <RewriteButton rewrite={rewrite} fieldLabelId={`${id}-label`} disabled={!editable} />}
      </div>
      {multiline ? <StableTextArea {...shared} rows={rows} /> : <StableInput {...shared} type={type} autoComplete={autoComplete} />}
      <div className="editor-field__bottom">
        {hint ? (
          <p id={`${id}-hint`} className="field-hint">
            {hint}
          </p>
        ) : (
          <span />
        )}
        <CharCounter id={`${id}-counter`} length={text.length} maxLength={maxLength} />
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
      {rewritePurpose !== undefined && <RewriteProposal rewrite={rewrite} fieldLabel={label} disabled={!editable} onDone={() => inputRef.current?.focus()} />}
    </div>
  );
}
