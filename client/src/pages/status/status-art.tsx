/** A closed door (not found) or a door with a broken link (error); decorative. */
export function StatusArt({ kind }: { kind: 'not-found' | 'error' }) {
  return (
    <svg className="status-art" viewBox="0 0 160 120" width="160" height="120" aria-hidden="true" focusable="false">
      <ellipse cx="80" cy="108" rx="60" ry="8" fill="var(--color-surface-strong)" />
      <path d="M52 106V40a28 28 0 0 1 56 0v66z" fill="var(--color-primary-soft)" stroke="var(--color-primary)" strokeWidth="3" />
      <path d="M62 106V44a18 18 0 0 1 36 0v62z" fill="#fff" stroke="var(--color-primary)" strokeWidth="3" />
      <circle cx="90" cy="76" r="3.5" fill="var(--color-primary)" />
      {kind === 'not-found' ? (
        <g fill="var(--color-accent)">
          <circle cx="124" cy="30" r="14" />
          <text x="124" y="36" textAnchor="middle" fontSize="18" fontWeight="800" fill="#fff" fontFamily="system-ui, sans-serif">
            ?
          </text>
        </g>
      ) : (
        <g stroke="var(--color-accent)" strokeWidth="4" strokeLinecap="round" fill="none">
          <path d="M116 22l-6 10h10l-6 10" />
          <path d="M132 30h8M128 16l5-5" />
        </g>
      )}
    </svg>
  );
}
