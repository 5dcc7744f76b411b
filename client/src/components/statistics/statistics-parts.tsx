import type { StatisticsRange, StatisticsSettings } from '@frontdoor/shared';
import { RANGE_OPTIONS } from '../../features/statistics/statistics-format';

// Parts of the statistics screens (issue 42) that the Statistics page and the designer's
// Statistics dialog share.

/** A date for people: 'Nov 30, 2026' (in the reader's language). */
const dateText = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso));

/** The periods to choose from: 24 hours, 7, 30 or 90 days (toggle buttons, one pressed). */
export function PeriodSwitch({ range, onChange }: { range: StatisticsRange; onChange: (range: StatisticsRange) => void }) {
  return (
    <div className="segmented stats__periods" role="group" aria-label="Period">
      {RANGE_OPTIONS.map((option) => (
        <button key={option.value} type="button" className="segmented__option" aria-pressed={option.value === range} onClick={() => onChange(option.value)}>
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** Off since a date: said above the figures, so nobody reads quiet figures as a quiet site. */
export function CountingOffNote({ settings }: { settings: StatisticsSettings }) {
  if (settings.counting) return null;
  return (
    <p className="stats__off" role="note">
      Counting is off{settings.countingChangedAt ? ` since ${dateText(settings.countingChangedAt)}` : ''}: new visits are not counted. The figures below were counted
      before.
    </p>
  );
}
