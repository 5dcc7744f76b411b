import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { BusinessBrief, FontPair, OperationResult, Palette, SiteDocument } from '@frontdoor/shared';
import { familyName, fontStack } from '@frontdoor/shared/render';
import { publicQuery, queryClient } from '../../../api/query-client';
import { useEditable } from '../editors/editor-context';
import { useOperationError } from '../editors/use-operation-error';
import { paletteNames } from '../../../features/theme/palette-name';

/** The most rounds of 'More suggestions' the generator is asked for (styleRoundSchema). */
const MAX_ROUND = 99;
/** How long a set of suggestions is kept once no panel shows it. */
const KEEP_SETS_MS = 30 * 60_000;

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const SWATCH_ORDER: readonly (keyof Palette)[] = ['background', 'primaryText', 'buttonBackground', 'buttonForeground', 'accent'];

/** The five colours of a palette as a strip (the name beside it says them in words). */
function SwatchStrip({ palette }: { palette: Palette }) {
  return (
    <span className="theme-swatches" aria-hidden="true">
      {SWATCH_ORDER.map((key) => (
        <span key={key} style={{ background: palette[key] }} />
      ))}
    </span>
  );
}

/** The brief the wizard asked with, rebuilt from the draft's settings. */
function briefOf(document: SiteDocument): BusinessBrief {
  const settings = document.websiteSettings;
  const name = settings.businessName.trim() || settings.pageTitle.trim() || 'My business';
  return { businessName: name, description: settings.businessDescription.trim() || name, location: settings.business.address.trim(), link: '' };
}

/**
 * Palettes and font pairs as onboarding offers them (8 of each from the generator, for this
 * business), applied in one click: one typed operation, so one undo step. 'More suggestions'
 * asks the generator for another set.
 */
export function ThemeSuggestions({
  document,
  applyPalette,
  applyFontPair,
}: {
  document: SiteDocument;
  applyPalette: (palette: Palette) => OperationResult;
  applyFontPair: (fontPair: FontPair) => OperationResult;
}) {
  const editable = useEditable();
  const [round, setRound] = useState(0);
  const brief = useMemo(() => briefOf(document), [document]);
  // A set is kept while the designer is open: reopening the tab does not ask the generator again.
  const query = useQuery({ ...publicQuery('post /api/onboarding/styles', { body: { brief, round } }), staleTime: Infinity, gcTime: KEEP_SETS_MS }, queryClient);
  const [error, report] = useOperationError();
  const { palette, fontPair } = document.theme;
  const names = query.data ? paletteNames(query.data.palettes) : [];

  return (
    <section className="panel-group" aria-labelledby="theme-suggested">
      <div className="theme-panel__head">
        <h3 id="theme-suggested" className="panel-group__title">
          Suggested for your business
        </h3>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={query.isFetching}
          onClick={() => setRound((now) => (now >= MAX_ROUND ? 1 : now + 1))}
        >
          More suggestions
        </button>
      </div>
      {query.isPending && (
        <p className="field-hint" role="status">
          Picking colours and fonts that suit your business…
        </p>
      )}
      {query.isError && (
        <div className="field-error" role="alert">
          <p>{query.error.message}</p>
          <button type="button" className="button button--secondary button--small" onClick={() => void query.refetch()}>
            Try again
          </button>
        </div>
      )}
      {query.data && (
        <>
          <h4 className="theme-panel__subtitle">Colour palettes</h4>
          <ul className="theme-options" aria-label="Colour palettes">
            {query.data.palettes.map((option, index) => {
              const current = sameJson(option, palette);
              return (
                <li key={index}>
                  <button type="button" className="theme-option" aria-pressed={current} disabled={!editable} onClick={() => report(applyPalette(option))}>
                    <SwatchStrip palette={option} />
                    <span className="theme-option__name">{names[index]}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          <h4 className="theme-panel__subtitle">Font pairs</h4>
          <ul className="theme-options" aria-label="Font pairs">
            {query.data.fontPairs.map((option, index) => (
              <li key={index}>
                <button
                  type="button"
                  className="theme-option theme-option--font"
                  aria-pressed={sameJson(option, fontPair)}
                  disabled={!editable}
                  onClick={() => report(applyFontPair(option))}
                >
                  <span className="theme-option__name theme-option__sample" style={{ fontFamily: fontStack(option.heading.family), fontWeight: 700 }}>
                    {option.name}
                  </span>
                  <span className="theme-option__details">
                    {familyName(option.heading.family)} with {familyName(option.body.family)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
