import type { CSSProperties } from 'react';
import { formatNumber } from '@teamwear/shared/ui';
import { useTranslation } from '../../strings';
import { NativeSelect } from '../controls/NativeSelect';
import { pageCount, pageRange, pagerItems } from './table-logic';
import { usePagerTheme } from './pager-theme';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** A new page, or a new page size (which starts again at page 1). */
  onChange: (page: number, pageSize: number) => void;
  /** What is paged ("Pages of the roster"): the name of the pager's landmark. */
  label: string;
  /** The page sizes to choose from; none: no choice. */
  pageSizes?: readonly number[];
  /** "1–20 of 30" before the buttons. */
  showRange?: boolean;
  /** On a phone: previous, "3 / 10", next. */
  simple?: boolean;
  /** Nothing at all when everything fits on one page. */
  hideOnSinglePage?: boolean;
  style?: CSSProperties;
}

/** Paging for a list the API pages: buttons for the pages (the current one marked for assistive
 *  technology too), previous and next, and the browser's own select for the page size. */
export function Pager({ page, pageSize, total, onChange, label, pageSizes, showRange = false, simple = false, hideOnSinglePage = false, style }: PagerProps) {
  const { t } = useTranslation();
  const themeStyle = usePagerTheme();
  const count = pageCount(total, pageSize);
  if (hideOnSinglePage && count <= 1) return null;
  const { from, to } = pageRange(page, pageSize, total);
  const go = (next: number) => onChange(next, pageSize);

  return (
    <nav className="tw-pager" aria-label={label} style={{ ...themeStyle, ...style }}>
      {showRange ? <span>{t('dataTable.range', { from: formatNumber(from), to: formatNumber(to), total: formatNumber(total) })}</span> : null}
      <ol>
        <li>
          <button type="button" className="tw-pager-item" aria-label={t('dataTable.previousPage')} disabled={page <= 1} onClick={() => go(page - 1)}>
            <Chevron pointing="back" />
          </button>
        </li>
        {simple ? (
          <li aria-current="page">{t('dataTable.pageOfPages', { page: formatNumber(page), count: formatNumber(count) })}</li>
        ) : (
          pagerItems(page, count).map((item) =>
            item.kind === 'gap' ? (
              <li key={item.key} className="tw-pager-gap" aria-hidden="true">
                •••
              </li>
            ) : (
              <li key={item.page}>
                <button
                  type="button"
                  className="tw-pager-item"
                  aria-label={t('dataTable.page', { page: formatNumber(item.page) })}
                  aria-current={item.page === page ? 'page' : undefined}
                  onClick={() => go(item.page)}
                >
                  {formatNumber(item.page)}
                </button>
              </li>
            ),
          )
        )}
        <li>
          <button type="button" className="tw-pager-item" aria-label={t('dataTable.nextPage')} disabled={page >= count} onClick={() => go(page + 1)}>
            <Chevron pointing="forward" />
          </button>
        </li>
      </ol>
      {pageSizes && !simple ? (
        <NativeSelect
          value={String(pageSize)}
          label={t('dataTable.pageSize')}
          options={pageSizes.map((size) => ({ value: String(size), label: t('dataTable.perPage', { count: formatNumber(size) }) }))}
          onChange={(value) => onChange(1, Number(value))}
        />
      ) : null}
    </nav>
  );
}

/** Previous and next as antd's pagination draws them; mirrored in a right-to-left page. */
function Chevron({ pointing }: { pointing: 'back' | 'forward' }) {
  return (
    <svg width="12" height="12" viewBox="0 0 1024 1024" fill="currentColor" aria-hidden="true" focusable="false" style={{ transform: 'scaleX(var(--tw-pg-mirror, 1))' }}>
      <path
        d={
          pointing === 'back'
            ? 'M724 218.3V141c0-6.7-7.7-10.4-12.9-6.3L260.3 486.8a31.86 31.86 0 000 50.3l450.8 352.1c5.3 4.1 12.9.4 12.9-6.3v-77.3c0-4.9-2.3-9.6-6.1-12.6l-360-281 360-281.1c3.8-3 6.1-7.7 6.1-12.6z'
            : 'M765.7 486.8L314.9 134.7A7.97 7.97 0 00302 141v77.3c0 4.9 2.3 9.6 6.1 12.6l360 281.1-360 281.1c-3.9 3-6.1 7.7-6.1 12.6V883c0 6.7 7.7 10.4 12.9 6.3l450.8-352.1a31.96 31.96 0 000-50.4z'
        }
      />
    </svg>
  );
}
