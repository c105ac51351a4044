/**
 * The not-found page's picture: a shirt under a magnifying glass, without words (antd's 404
 * picture says "No Found" in English, on a Khmer page too). Drawn in the text colour, faint, so
 * it suits a light and a dark page; decoration only, the heading says what happened.
 */
export function NotFoundPicture() {
  return (
    <svg width="240" height="180" viewBox="0 0 240 180" aria-hidden="true" focusable="false" data-testid="not-found-picture">
      <ellipse cx="120" cy="162" rx="88" ry="10" fill="currentColor" opacity="0.06" />
      <path
        d="M84 30 104 22q16 12 32 0l20 8 26 22-16 20-12-8v86H86V64l-12 8-16-20Z"
        fill="currentColor"
        fillOpacity="0.08"
        stroke="currentColor"
        strokeOpacity="0.35"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <circle cx="158" cy="108" r="26" fill="currentColor" fillOpacity="0.04" stroke="currentColor" strokeOpacity="0.55" strokeWidth="8" />
      <path d="m177 127 22 22" stroke="currentColor" strokeOpacity="0.55" strokeWidth="11" strokeLinecap="round" />
    </svg>
  );
}
