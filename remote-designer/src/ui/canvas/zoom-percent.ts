/** One formatter per language: making an Intl.NumberFormat costs more than the rest of the zoom bar's render. */
const formats = new Map<string, Intl.NumberFormat>();

/** A zoom level as the zoom bar shows it, "100%", in the page's language. */
export function zoomPercent(zoom: number, language: string): string {
  const locale = language === 'kh' ? 'km-KH' : 'en-US';
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    formats.set(locale, format);
  }
  return format.format(zoom);
}
