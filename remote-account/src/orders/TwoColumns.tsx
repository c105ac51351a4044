import { useInsertionEffect, type ReactNode } from 'react';
import { installStyleSheet } from '@teamwear/shared/ui';

// antd's Row and Col as these pages used them (xs 24, xl 16 + 8, gutter 24): the page's own column
// and its summary beside it from antd's xl breakpoint (1200 px), one under the other below it. A
// media query, laid out right from the first paint, and not antd's grid (its responsive observer).
const CSS = `
.tw-two-columns { display: grid; grid-template-columns: minmax(0, 1fr); gap: 24px; }
@media (min-width: 1200px) { .tw-two-columns { grid-template-columns: minmax(0, 2fr) minmax(0, 1fr); } }
`;

/** The order form's and the order page's two columns: the main one, then the summary. */
export function TwoColumns({ children }: { children: [ReactNode, ReactNode] }) {
  useInsertionEffect(() => installStyleSheet('tw-two-columns', CSS), []);
  return <div className="tw-two-columns">{children}</div>;
}
