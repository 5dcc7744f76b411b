import type { Statistics } from '@frontdoor/shared';
import { useId, useState, type ReactNode } from 'react';
import { countText, deviceName, shareOf } from '../../features/statistics/statistics-format';

type Ranked = Statistics['referrers'];

/** How many entries a list shows before 'Show all'. */
const SHOWN = 8;

/**
 * Where the period's page views came from and landed, as ranked cards: referring sites, tagged
 * campaigns (hidden when no link was tagged), devices, browsers and pages. Each entry is its name
 * and count with a thin bar of its share of the list.
 */
export function StatisticsLists({ statistics }: { statistics: Statistics }) {
  const { referrers, sources, campaigns, devices, browsers, pages } = statistics;
  return (
    <div className="stats-lists">
      <ListCard title="Where visitors came from">
        <RankedList entries={referrers} empty="No other site sent visitors yet: people typed the address or used a bookmark." />
      </ListCard>
      {(sources.length > 0 || campaigns.length > 0) && (
        <ListCard title="Campaigns" hint="From links tagged with utm_source and utm_campaign.">
          {sources.length > 0 && <RankedList title="By source" entries={sources} />}
          {campaigns.length > 0 && <RankedList title="By campaign" entries={campaigns} />}
        </ListCard>
      )}
      <ListCard title="Pages">
        <RankedList entries={pages} />
      </ListCard>
      <ListCard title="Devices">
        <RankedList entries={devices.map((entry) => ({ ...entry, name: deviceName(entry.name) }))} />
      </ListCard>
      <ListCard title="Browsers">
        <RankedList entries={browsers} />
      </ListCard>
    </div>
  );
}

function ListCard({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="stats-card stats-list" aria-labelledby={titleId}>
      <h2 id={titleId} className="stats-card__title">
        {title}
      </h2>
      {hint && <p className="stats-list__hint">{hint}</p>}
      {children}
    </section>
  );
}

function RankedList({ title, entries, empty = 'None in this period.' }: { title?: string; entries: Ranked; empty?: string }) {
  const [all, setAll] = useState(false);
  const listId = useId();
  const total = entries.reduce((sum, entry) => sum + entry.views, 0);
  const shown = all ? entries : entries.slice(0, SHOWN);
  return (
    <div className="stats-list__group">
      {title && <h3 className="stats-list__subtitle">{title}</h3>}
      {entries.length === 0 ? (
        <p className="stats-list__empty">{empty}</p>
      ) : (
        <>
          <ol id={listId} className="stats-list__entries">
            {shown.map((entry) => (
              <li key={entry.name} className="stats-list__entry">
                <span className="stats-list__name">{entry.name || 'Unknown'}</span>
                <span className="stats-list__count">
                  {countText(entry.views)}
                  <span className="visually-hidden"> {entry.views === 1 ? 'page view' : 'page views'}</span>
                </span>
                <span className="stats-list__track" aria-hidden="true">
                  <span className="stats-list__bar" style={{ width: `${shareOf(entry.views, total)}%` }} />
                </span>
              </li>
            ))}
          </ol>
          {entries.length > SHOWN && (
            <button type="button" className="stats-list__more" aria-expanded={all} aria-controls={listId} onClick={() => setAll(!all)}>
              {all ? 'Show fewer' : `Show all ${entries.length}`}
            </button>
          )}
        </>
      )}
    </div>
  );
}
