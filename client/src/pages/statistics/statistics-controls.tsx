import type { StatisticsRange, StatisticsSettings } from '@frontdoor/shared';
import { useState } from 'react';
import { Checkbox } from '../../components/text-field';
import { useChangeStatisticsSettings, useExportStatistics } from '../../features/statistics/statistics-api';

/** Downloads the period's figures as a CSV file (a spreadsheet opens it), with the server's message when it fails. */
export function StatisticsExport({ websiteId, range }: { websiteId: string; range: StatisticsRange }) {
  const exporting = useExportStatistics();
  return (
    <div className="stats__export">
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={exporting.isPending}
        onClick={() => exporting.mutate({ params: { id: websiteId }, body: { range } })}
      >
        {exporting.isPending ? 'Preparing…' : 'Download CSV'}
      </button>
      {exporting.error && (
        <p className="stats__message" role="alert">
          {exporting.error.message}
        </p>
      )}
    </div>
  );
}

const PRIVACY = 'Counted without cookies: no visitor is tracked across sites or days, and addresses are never stored.';

/**
 * The owner's settings: counting at all (off, the site's visits, taps and forms are not counted;
 * the figures already counted stay) and the Monday email. A guest editor reads them.
 */
export function StatisticsSettingsPanel({ websiteId, settings, isOwner }: { websiteId: string; settings: StatisticsSettings; isOwner: boolean }) {
  const changing = useChangeStatisticsSettings(websiteId);
  // From the click until the settings are read again, the box shows what was asked: set in the
  // click's own handler, so the box never springs back while the request starts (CI saw it).
  const [asked, setAsked] = useState<Partial<StatisticsSettings> | null>(null);
  const change = (body: Partial<StatisticsSettings>) => {
    setAsked(body);
    changing.mutate({ params: { id: websiteId }, body }, { onSettled: () => setAsked(null) });
  };
  const shown = { ...settings, ...asked };
  return (
    <section className="stats__settings" aria-labelledby="stats-settings-title">
      <h2 id="stats-settings-title" className="stats-card__title">
        Counting visits
      </h2>
      {isOwner ? (
        <>
          <Checkbox
            label="Count visits to this website"
            hint={`${PRIVACY} Your own visits and your guest editors' are not counted.`}
            checked={shown.counting}
            disabled={changing.isPending}
            onChange={(event) => change({ counting: event.target.checked })}
          />
          <Checkbox
            label="Email me a summary every Monday"
            hint="The week's visits, calls and messages against the week before, in a few plain sentences. Sent only after a week with visits."
            checked={shown.weeklyEmail}
            disabled={changing.isPending}
            onChange={(event) => change({ weeklyEmail: event.target.checked })}
          />
        </>
      ) : (
        <p className="stats__settings-text">
          {settings.counting ? PRIVACY : 'Counting is off: new visits are not counted.'} Only the owner can turn counting {settings.counting ? 'off' : 'on'}.
        </p>
      )}
      {changing.error && (
        <p className="stats__message" role="alert">
          {changing.error.message}
        </p>
      )}
    </section>
  );
}
