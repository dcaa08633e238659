type BrandMarkProps = { productName: string; isCompact?: boolean };

/** The product's mark and name. The mark is decorative; the name carries the meaning. */
export function BrandMark({ productName, isCompact = false }: BrandMarkProps) {
  return (
    <span className="brand">
      <svg
        className="brand__mark"
        viewBox="0 0 32 32"
        width="32"
        height="32"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="32" height="32" rx="9" fill="var(--color-primary)" />
        <path d="M9.5 11h11M15 11v12" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
        <circle cx="23" cy="19.5" r="3.2" fill="#7fd1c0" />
      </svg>
      <span className={isCompact ? 'brand__name visually-hidden' : 'brand__name'}>{productName}</span>
    </span>
  );
}
