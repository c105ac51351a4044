/** A plain picture of a shirt, for a design whose own picture is not (or not yet) there. */
export function PlaceholderPicture({ label }: { label: string }) {
  return (
    <svg
      viewBox="0 0 100 100"
      role="img"
      aria-label={label}
      data-testid="design-placeholder"
      style={{ display: 'block', width: '60%', height: '60%', margin: 'auto', color: 'var(--ant-color-text-quaternary, #bfbfbf)' }}
    >
      <path
        d="M35 12 L20 18 L6 34 L18 44 L26 36 L26 90 L74 90 L74 36 L82 44 L94 34 L80 18 L65 12 C62 20 56 24 50 24 C44 24 38 20 35 12 Z"
        fill="currentColor"
        fillOpacity={0.35}
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
      />
    </svg>
  );
}
