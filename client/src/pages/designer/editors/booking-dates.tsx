import { AVAILABILITY_LIMITS, AVAILABILITY_MESSAGES, extraDaySchema, isoDateSchema, type BookingRules, type ExtraDay } from '@frontdoor/shared';
import { useId, useState } from 'react';
import type { SectionEditor } from '../editing/section-editor';
import { useEditable } from './editor-context';
import { plain } from './plain';
import { useOperationError } from './use-operation-error';

/** "Thu, 24 Dec 2026" for a YYYY-MM-DD date, in the reader's language (a date has no zone). */
const dateLabel = (date: string) =>
  new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${date}T12:00:00Z`));

/**
 * The dates that differ from the weekly hours (issue 40): days the business is closed (a holiday)
 * and extra opening days (a Sunday before Christmas), each added with native date and time
 * inputs and listed with a Remove button. A date already listed is not added twice; wrong input
 * is told in the rules' own words and saves nothing.
 */
export function BookingDatesFields({ rules, edit }: { rules: BookingRules; edit: SectionEditor }) {
  return (
    <>
      <ClosedDates dates={rules.closedDates} edit={edit} />
      <ExtraDays days={rules.extraDays} edit={edit} />
    </>
  );
}

function ClosedDates({ dates, edit }: { dates: string[]; edit: SectionEditor }) {
  const editable = useEditable();
  const id = useId();
  const [date, setDate] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [error, report] = useOperationError();
  const save = (next: string[]) => report(edit.set(['bookingRules', 'closedDates'], plain([...new Set(next)].sort())));
  const add = () => {
    if (!isoDateSchema.safeParse(date).success) return setProblem(AVAILABILITY_MESSAGES.date);
    if (dates.length >= AVAILABILITY_LIMITS.closedDates) return setProblem(AVAILABILITY_MESSAGES.closedDates);
    setProblem(null);
    if (save([...dates, date]).ok) setDate('');
  };
  const shown = problem ?? error;
  return (
    <fieldset className="booking-dates editor-field">
      <legend className="field-label">Closed dates</legend>
      <p className="field-hint" id={`${id}-hint`}>
        Days visitors cannot book, such as holidays.
      </p>
      {dates.length > 0 && (
        <ul className="booking-dates__list">
          {dates.map((closed) => (
            <li key={closed}>
              <span>{dateLabel(closed)}</span>
              <button type="button" className="text-button" disabled={!editable} onClick={() => save(dates.filter((other) => other !== closed))}>
                Remove<span className="visually-hidden"> {dateLabel(closed)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="booking-dates__add">
        <label htmlFor={id} className="visually-hidden">
          A closed date
        </label>
        <input
          id={id}
          type="date"
          className="text-input"
          value={date}
          disabled={!editable}
          aria-describedby={[`${id}-hint`, shown ? `${id}-error` : ''].filter(Boolean).join(' ')}
          aria-invalid={shown ? true : undefined}
          onChange={(event) => setDate(event.target.value)}
        />
        <button type="button" className="button button--secondary button--small" disabled={!editable || !date} onClick={add}>
          Add closed date
        </button>
      </div>
      {shown && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {shown}
        </p>
      )}
    </fieldset>
  );
}

function ExtraDays({ days, edit }: { days: ExtraDay[]; edit: SectionEditor }) {
  const editable = useEditable();
  const id = useId();
  const [draft, setDraft] = useState({ date: '', opens: '10:00', closes: '16:00' });
  const [problem, setProblem] = useState<string | null>(null);
  const [error, report] = useOperationError();
  const save = (next: ExtraDay[]) => report(edit.set(['bookingRules', 'extraDays'], plain([...next].sort((a, b) => a.date.localeCompare(b.date)))));
  const add = () => {
    const parsed = extraDaySchema.safeParse(draft);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? AVAILABILITY_MESSAGES.date);
    if (days.length >= AVAILABILITY_LIMITS.extraDays) return setProblem(AVAILABILITY_MESSAGES.extraDays);
    setProblem(null);
    if (save([...days.filter((day) => day.date !== parsed.data.date), parsed.data]).ok) setDraft({ ...draft, date: '' });
  };
  const shown = problem ?? error;
  const described = [`${id}-hint`, shown ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset className="booking-dates editor-field">
      <legend className="field-label">Extra opening days</legend>
      <p className="field-hint" id={`${id}-hint`}>
        Days you open beyond your weekly hours, such as a Sunday before Christmas.
      </p>
      {days.length > 0 && (
        <ul className="booking-dates__list">
          {days.map((day) => (
            <li key={day.date}>
              <span>
                {dateLabel(day.date)}, {day.opens}–{day.closes}
              </span>
              <button type="button" className="text-button" disabled={!editable} onClick={() => save(days.filter((other) => other.date !== day.date))}>
                Remove<span className="visually-hidden"> {dateLabel(day.date)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="booking-dates__add">
        <label htmlFor={`${id}-date`} className="visually-hidden">
          An extra opening day
        </label>
        <input
          id={`${id}-date`}
          type="date"
          className="text-input"
          value={draft.date}
          disabled={!editable}
          aria-describedby={described}
          aria-invalid={shown ? true : undefined}
          onChange={(event) => setDraft({ ...draft, date: event.target.value })}
        />
        <input
          type="time"
          className="text-input booking-dates__time"
          aria-label="Opens"
          value={draft.opens}
          disabled={!editable}
          onChange={(event) => setDraft({ ...draft, opens: event.target.value })}
        />
        <span aria-hidden="true">to</span>
        <input
          type="time"
          className="text-input booking-dates__time"
          aria-label="Closes"
          value={draft.closes}
          disabled={!editable}
          onChange={(event) => setDraft({ ...draft, closes: event.target.value })}
        />
        <button type="button" className="button button--secondary button--small" disabled={!editable || !draft.date} onClick={add}>
          Add day
        </button>
      </div>
      {shown && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {shown}
        </p>
      )}
    </fieldset>
  );
}
