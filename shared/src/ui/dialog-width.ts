/** docs/product.md §2 responsive dialog widths: up to 640px wide 90vw, up to 900px 75vw, up to
 *  1200px 50vw; wider screens keep the dialog's own width. */
export function responsiveDialogWidth(viewportWidth: number, ownWidth: number | string): number | string {
  if (viewportWidth <= 640) return '90vw';
  if (viewportWidth <= 900) return '75vw';
  if (viewportWidth <= 1200) return '50vw';
  return ownWidth;
}
