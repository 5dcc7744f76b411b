import type { BusinessBrief, Industry } from '@frontdoor/shared';
import { INDUSTRY_PROFILES } from './industries/index.js';
import { normalise } from './core/normalise.js';

/** Used when the owner's words match no industry: the most general of the professional services. */
export const FALLBACK_INDUSTRY: Industry = 'technology-consulting';

interface Term {
  industry: Industry;
  pattern: RegExp;
  weight: number;
}

let terms: Term[] | undefined;

/** Every industry's keywords, longest first, so "physical therapist" is taken before "therapist". */
function allTerms(): Term[] {
  terms ??= Object.values(INDUSTRY_PROFILES)
    .flatMap((profile) =>
      Object.entries(profile.keywords).map(([term, weight]) => ({ industry: profile.industry, term: normalise(term), weight })),
    )
    .sort((first, second) => second.term.split(' ').length - first.term.split(' ').length || second.term.length - first.term.length)
    .map(({ industry, term, weight }) => ({ industry, weight, pattern: new RegExp(`(?<= )${term}(?:s|es|ing|ed|er|ers)?(?= )`, 'g') }));
  return terms;
}

/** Keyword scores per industry; each stretch of text counts once, for the longest term it fits. */
export function scoreIndustries(text: string): Map<Industry, number> {
  const scores = new Map<Industry, number>();
  let remaining = ` ${normalise(text)} `;
  for (const { industry, pattern, weight } of allTerms()) {
    pattern.lastIndex = 0;
    const hits = remaining.match(pattern)?.length ?? 0;
    if (hits === 0) continue;
    scores.set(industry, (scores.get(industry) ?? 0) + hits * weight);
    remaining = remaining.replace(pattern, (match) => ' '.repeat(match.length));
  }
  return scores;
}

/**
 * The industry of a business from the owner's own words (its name counts a little more than the
 * description). An industry the owner chose wins; no match falls back to FALLBACK_INDUSTRY.
 */
export function detectIndustry(brief: Pick<BusinessBrief, 'businessName' | 'description'> & { industry?: Industry }): Industry {
  if (brief.industry) return brief.industry;
  const total = new Map<Industry, number>();
  for (const [text, factor] of [[brief.businessName, 1.5], [brief.description, 1]] as const) {
    for (const [industry, score] of scoreIndustries(text ?? '')) total.set(industry, (total.get(industry) ?? 0) + score * factor);
  }
  let best: Industry = FALLBACK_INDUSTRY;
  let bestScore = 0;
  for (const [industry, score] of total) {
    if (score > bestScore) [best, bestScore] = [industry, score];
  }
  return best;
}
