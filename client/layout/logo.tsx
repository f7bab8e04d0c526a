/**
 * @module The brand mark: square on small screens, wide on larger ones (spec:
 * navbar). The product name is not shown, so the wide logo pairs the mark with
 * a tagline rather than a name.
 */
import { useLingui } from "@lingui/react/macro";

/**
 * Drawn in the brand's colours (BRAND in shared/constants.ts) written out as
 * attributes: importing the constant here costs every page's first script about
 * 50 bytes (gzip) for the same HTML.
 */
function Mark() {
  return (
    <svg className="logo__mark" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="12" fill="#00bf9a" />
      <path d="M11 30c4-9 12-14 22-14l4-4 1 6c-2 8-9 14-18 14h-5l-4 4z" fill="#fff" />
      <circle cx="31" cy="20" r="1.8" fill="#3c4543" />
      <path d="M9 38h30" stroke="#f8d000" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export function Logo() {
  const { t } = useLingui();
  return (
    <span className="logo">
      <Mark />
      <span className="logo__wide" aria-hidden="true">
        <span className="logo__line">{t`Bird control`}</span>
        <span className="logo__sub">{t`that works, humanely`}</span>
      </span>
    </span>
  );
}
