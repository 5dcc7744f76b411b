import { openingHoursProblem, sortOpeningHours, WEEKDAYS, type Weekday } from '@frontdoor/shared';
import { useId } from 'react';
import './opening-hours-editor.css';

/** An opening period as typed: a time input is '' until complete, and that is kept, not lost. */
export type HoursPeriod = { day: Weekday; opens: string; closes: string };

const WEEKDAYS_AFTER_MONDAY: readonly Weekday[] = ['Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const DEFAULT_PERIOD = { opens: '09:00', closes: '17:00' };

type Props = {
  hours: readonly HoursPeriod[];
  onChange: (hours: HoursPeriod[]) => void;
  /** Read-only while someone else holds edit control. */
  disabled?: boolean;
  /** Also says which times are missing (after the owner tried to go on). */
  showMissing?: boolean;
};

/** Why a period cannot be used yet, or null; a missing time only once `showMissing`. */
export function periodProblem(period: HoursPeriod, showMissing: boolean): string | null {
  if (!period.opens || !period.closes) return showMissing ? 'Enter both times, or untick the day' : null;
  return openingHoursProblem(period);
}

/**
 * Opening hours, a row per day: an Open checkbox and opening and closing times (native time
 * inputs, which every browser and screen reader knows), a break that splits a day in two, and
 * "Copy Monday to Tuesday–Friday" so a usual week takes one row of typing.
 */
export function OpeningHoursEditor({ hours, onChange, disabled = false, showMissing = false }: Props) {
  const id = useId();
  const periodsOf = (day: Weekday) => hours.filter((period) => period.day === day);
  const replaceDay = (day: Weekday, periods: { opens: string; closes: string }[]) =>
    onChange(sortOpeningHours([...hours.filter((period) => period.day !== day), ...periods.map((period) => ({ day, ...period }))]));
  const monday = periodsOf('Monday');
  return (
    <fieldset className="hours" disabled={disabled}>
      <legend className="field-label">Opening hours</legend>
      <p className="field-hint">Tick the days you are open. Leave them all unticked if you work by appointment.</p>
      <ul className="hours__days">
        {WEEKDAYS.map((day) => {
          const periods = periodsOf(day);
          const open = periods.length > 0;
          const checkId = `${id}-${day}`;
          return (
            <li key={day} className="hours__day">
              <div className="checkbox hours__open">
                <input
                  id={checkId}
                  type="checkbox"
                  checked={open}
                  disabled={disabled}
                  onChange={(event) =>
                    replaceDay(day, event.target.checked ? [monday[0] && day !== 'Monday' ? { opens: monday[0].opens, closes: monday[0].closes } : DEFAULT_PERIOD] : [])
                  }
                />
                <label htmlFor={checkId}>{day}</label>
              </div>
              {open ? (
                <div className="hours__periods">
                  {periods.map((period, index) => {
                    const problem = periodProblem(period, showMissing);
                    const errorId = `${checkId}-${index}-error`;
                    const which = periods.length > 1 ? (index === 0 ? ' (first)' : ' (after the break)') : '';
                    const set = (key: 'opens' | 'closes', value: string) =>
                      replaceDay(
                        day,
                        periods.map((other, at) =>
                          at === index ? { opens: other.opens, closes: other.closes, [key]: value } : { opens: other.opens, closes: other.closes },
                        ),
                      );
                    return (
                      <div key={index} className="hours__period">
                        <div className="hours__times">
                          <input
                            type="time"
                            disabled={disabled}
                            className="text-input hours__time"
                            aria-label={`${day} opens${which}`}
                            value={period.opens}
                            aria-invalid={problem ? true : undefined}
                            aria-describedby={problem ? errorId : undefined}
                            onChange={(event) => set('opens', event.target.value)}
                          />
                          <span aria-hidden="true">to</span>
                          <input
                            type="time"
                            disabled={disabled}
                            className="text-input hours__time"
                            aria-label={`${day} closes${which}`}
                            value={period.closes}
                            aria-invalid={problem ? true : undefined}
                            aria-describedby={problem ? errorId : undefined}
                            onChange={(event) => set('closes', event.target.value)}
                          />
                          {index === 1 ? (
                            <button type="button" className="text-button" disabled={disabled} onClick={() => replaceDay(day, [periods[0]!])}>
                              Remove<span className="visually-hidden"> the second {day} hours</span>
                            </button>
                          ) : (
                            periods.length === 1 && (
                              <button type="button" className="text-button" disabled={disabled} onClick={() => replaceDay(day, splitForBreak(period))}>
                                Add a break<span className="visually-hidden"> on {day}</span>
                              </button>
                            )
                          )}
                        </div>
                        {problem && (
                          <p id={errorId} className="field-error">
                            {problem}
                          </p>
                        )}
                      </div>
                    );
                  })}
                </div>
              ) : (
                <span className="hours__closed">Closed</span>
              )}
            </li>
          );
        })}
      </ul>
      {monday.length > 0 && (
        <button
          type="button"
          disabled={disabled}
          className="button button--secondary button--small hours__copy"
          onClick={() =>
            onChange(
              sortOpeningHours([
                ...hours.filter((period) => !WEEKDAYS_AFTER_MONDAY.includes(period.day)),
                ...WEEKDAYS_AFTER_MONDAY.flatMap((day) => monday.map((period) => ({ day, opens: period.opens, closes: period.closes }))),
              ]),
            )
          }
        >
          Copy Monday to Tuesday–Friday
        </button>
      )}
    </fieldset>
  );
}

/** A day split around lunch: 9–17 becomes 9–12 and 13–17. */
function splitForBreak(period: { opens: string; closes: string }): { opens: string; closes: string }[] {
  if (period.opens && period.opens < '12:00' && period.closes > '13:00')
    return [
      { opens: period.opens, closes: '12:00' },
      { opens: '13:00', closes: period.closes },
    ];
  return [
    { opens: period.opens, closes: period.closes },
    { opens: '', closes: '' },
  ];
}
