/** The Frontdoor mark: an open door in a rounded square. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg className="logo-mark" viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--color-primary)" />
      <path d="M10 26V11a6 6 0 0 1 12 0v15z" fill="#fff" />
      <path d="M10 26V11a6 6 0 0 1 4-5.66V26z" fill="#c7d2fe" />
      <circle cx="19" cy="18" r="1.6" fill="var(--color-primary)" />
      <path d="M7 26h18" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
