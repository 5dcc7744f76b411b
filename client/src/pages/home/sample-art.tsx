import type { Motif, Sample } from './samples';

const font = 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif';

/** A miniature website for a sample business, drawn in SVG (no images to download). */
export function SampleArt({ sample }: { sample: Sample }) {
  const { hero, ink, accent, soft } = sample.colors;
  return (
    <svg className="sample__art" viewBox="0 0 320 220" aria-hidden="true" focusable="false">
      <rect width="320" height="220" fill="#fff" />
      <text x="16" y="23" fontFamily={font} fontSize="11" fontWeight="700" fill="#0f172a">
        {sample.name}
      </text>
      <rect x="216" y="15" width="22" height="5" rx="2.5" fill="#cbd5e1" />
      <rect x="244" y="15" width="22" height="5" rx="2.5" fill="#cbd5e1" />
      <rect x="272" y="15" width="32" height="10" rx="5" fill={accent} />
      <rect y="36" width="320" height="118" fill={hero} />
      <circle cx="250" cy="95" r="44" fill={soft} />
      <g transform="translate(210 55)">
        <MotifArt motif={sample.motif} ink={ink} accent={accent} />
      </g>
      <text fontFamily={font} fontSize="17" fontWeight="800" fill={ink}>
        <tspan x="16" y="76">
          {sample.tagline[0]}
        </tspan>
        <tspan x="16" y="98">
          {sample.tagline[1]}
        </tspan>
      </text>
      <rect x="16" y="112" width="72" height="22" rx="6" fill={accent} />
      <rect x="28" y="121" width="48" height="4" rx="2" fill={ink === '#ffffff' || ink === '#fff7ed' ? hero : '#fff'} />
      {[16, 117, 218].map((x) => (
        <g key={x}>
          <rect x={x} y="166" width="86" height="40" rx="6" fill="#f8fafc" stroke="#e2e8f0" />
          <rect x={x + 10} y="177" width="44" height="5" rx="2.5" fill="#94a3b8" />
          <rect x={x + 10} y="190" width="62" height="4" rx="2" fill="#e2e8f0" />
        </g>
      ))}
    </svg>
  );
}

/** An 80 x 80 drawing of the trade's motif. */
function MotifArt({ motif, ink, accent }: { motif: Motif; ink: string; accent: string }) {
  const stroke = { fill: 'none', stroke: accent, strokeWidth: 5, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
  switch (motif) {
    case 'scissors':
      return (
        <g {...stroke}>
          <path d="M30 52 58 10M50 52 22 10" />
          <circle cx="24" cy="62" r="10" />
          <circle cx="56" cy="62" r="10" />
        </g>
      );
    case 'cup':
      return (
        <g>
          <path d="M16 34h44v12a22 22 0 0 1-22 22h0a22 22 0 0 1-22-22z" fill={accent} />
          <path d="M60 38h4a9 9 0 0 1 0 18h-6" {...stroke} />
          <path d="M30 26c-5-6 5-9 0-16M44 26c-5-6 5-9 0-16" {...stroke} strokeWidth={4} />
          <path d="M10 74h56" {...stroke} />
        </g>
      );
    case 'tooth':
      return (
        <g>
          <path
            d="M40 18c-7-6-26-7-27 10-1 12 6 18 8 30 1 8 3 16 8 16 4 0 5-10 6-16 1-4 3-6 5-6s4 2 5 6c1 6 2 16 6 16 5 0 7-8 8-16 2-12 9-18 8-30-1-17-20-16-27-10z"
            fill="#fff"
            stroke={accent}
            strokeWidth={4}
            strokeLinejoin="round"
          />
          <path d="M66 8v10M61 13h10" {...stroke} strokeWidth={3} />
        </g>
      );
    case 'bolt':
      return <path d="M46 4 16 44h20l-6 32 34-44H44l8-28z" fill={accent} stroke={accent} strokeWidth={3} strokeLinejoin="round" />;
    case 'leaf':
      return (
        <g>
          <path d="M14 66C14 32 38 12 70 10c0 32-20 58-56 56z" fill={accent} />
          <path d="M14 66 52 28" stroke={ink === '#ffffff' ? '#1f2937' : '#f7fee7'} strokeWidth={4} strokeLinecap="round" />
        </g>
      );
    case 'home':
      return (
        <g>
          <path d="M12 40 40 16l28 24v32H12z" fill="#fff" stroke={accent} strokeWidth={4} strokeLinejoin="round" />
          <rect x="33" y="50" width="14" height="22" rx="2" fill={accent} />
          <path d="M66 4v12M60 10h12M10 8v8M6 12h8" {...stroke} strokeWidth={3} />
        </g>
      );
  }
}
