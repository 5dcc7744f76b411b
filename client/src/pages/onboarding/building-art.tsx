/**
 * A website being put together: a browser window whose blocks fill in one after another.
 * Decorative; it stands still for people who prefer reduced motion.
 */
export function BuildingArt() {
  return (
    <svg className="building-art" viewBox="0 0 240 150" width="240" height="150" aria-hidden="true" focusable="false">
      <rect x="8" y="6" width="224" height="138" rx="12" fill="#fff" stroke="var(--color-border)" strokeWidth="2" />
      <path d="M8 18a12 12 0 0 1 12-12h200a12 12 0 0 1 12 12v10H8z" fill="var(--color-surface)" />
      <circle cx="22" cy="17" r="3" fill="#cbd5e1" />
      <circle cx="32" cy="17" r="3" fill="#cbd5e1" />
      <circle cx="42" cy="17" r="3" fill="#cbd5e1" />
      <g className="building-art__block building-art__block--1">
        <rect x="22" y="40" width="60" height="8" rx="4" fill="var(--color-ink)" />
        <rect x="156" y="40" width="62" height="8" rx="4" fill="var(--color-border-strong)" />
      </g>
      <g className="building-art__block building-art__block--2">
        <rect x="22" y="60" width="110" height="12" rx="5" fill="var(--color-primary)" />
        <rect x="22" y="78" width="90" height="6" rx="3" fill="var(--color-border-strong)" />
        <rect x="22" y="90" width="46" height="12" rx="6" fill="var(--color-accent)" />
      </g>
      <g className="building-art__block building-art__block--3">
        <rect x="146" y="58" width="72" height="46" rx="8" fill="var(--color-primary-soft)" />
        <circle cx="166" cy="74" r="6" fill="var(--color-accent)" opacity="0.8" />
        <path d="M150 100l20-16 14 10 12-8 18 14z" fill="var(--color-primary)" opacity="0.55" />
      </g>
      <g className="building-art__block building-art__block--4">
        <rect x="22" y="114" width="60" height="18" rx="5" fill="var(--color-surface-strong)" />
        <rect x="90" y="114" width="60" height="18" rx="5" fill="var(--color-surface-strong)" />
        <rect x="158" y="114" width="60" height="18" rx="5" fill="var(--color-surface-strong)" />
      </g>
    </svg>
  );
}
