import { installStyleSheet } from '@teamwear/shared/ui';

/**
 * The order page's few rules outside antd: text only screen readers read, and the printed order
 * sheet. The sheet is drawn into its own element at the end of <body> (OrderSheet) and hidden on
 * screen; when printing, everything else in <body> (the shell's menu and header, the page with its
 * buttons) is hidden, so the sheet alone comes out, laid out for A4, whatever frame the shell draws.
 */
const CSS = `
.order-visually-hidden { position: absolute !important; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.order-sheet-root { display: none; }
@media print {
  @page { size: A4 portrait; margin: 12mm; }
  body > *:not(.order-sheet-root) { display: none !important; }
  body { background: #fff !important; }
  .order-sheet-root { display: block; color: #000; font: 10.5pt/1.35 system-ui, 'Noto Sans Khmer', sans-serif; }
  .order-sheet h1 { font-size: 18pt; margin: 0 0 2mm; }
  .order-sheet h2 { font-size: 12pt; margin: 5mm 0 2mm; break-after: avoid; }
  .order-sheet table { width: 100%; border-collapse: collapse; break-inside: auto; }
  .order-sheet tr { break-inside: avoid; }
  .order-sheet th, .order-sheet td { border: 0.3mm solid #999; padding: 1mm 2mm; text-align: start; vertical-align: top; }
  .order-sheet td.n, .order-sheet th.n { text-align: end; font-variant-numeric: tabular-nums; }
  .order-sheet .facts { display: grid; grid-template-columns: 1fr 1fr; gap: 4mm; }
  .order-sheet .facts dl { margin: 0; display: grid; grid-template-columns: auto 1fr; gap: 0.5mm 3mm; }
  .order-sheet .facts dt { font-weight: 600; }
  .order-sheet .facts dd { margin: 0; white-space: pre-wrap; }
  .order-sheet .pictures { display: flex; gap: 6mm; justify-content: center; break-inside: avoid; }
  .order-sheet .pictures figure { margin: 0; width: 80mm; text-align: center; }
  .order-sheet .pictures img { width: 80mm; height: 80mm; object-fit: contain; border: 0.3mm solid #ccc; }
  .order-sheet .two { display: grid; grid-template-columns: 1fr 2fr; gap: 5mm; align-items: start; }
  .order-sheet .notes p { margin: 0 0 1.5mm; white-space: pre-wrap; }
}
`;

export function installOrderPageCss(): void {
  installStyleSheet('backoffice-order-page', CSS);
}
