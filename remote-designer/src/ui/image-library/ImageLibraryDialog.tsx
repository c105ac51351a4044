import { DeleteOutlined, SearchOutlined } from '@ant-design/icons';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Segmented from 'antd/es/segmented';
import Spin from 'antd/es/spin';
import Switch from 'antd/es/switch';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { callEndpoint } from '@teamwear/shared/api';
import { showToast } from '@teamwear/shared/ui';
import { imageRoutes } from '@teamwear/shared/api-routes';
import type { ImageHit } from '@teamwear/shared/contracts';
import type { ImageLayerKind } from '@teamwear/design';
import { ClearIcon } from '../common/ClearIcon';
import { FieldRow } from '../panels/PanelSection';
import { useTranslation } from '../../strings';
import { libraryAddress } from './picture-source';
import { addPage, DEFAULT_FILTERS, hasMore, masonryColumns, myPageQuery, NO_PAGES, pageQuery, withoutHit, type LibraryFilters, type LibraryPages, type LibrarySource } from './library-pages';
import { deleteMyUpload } from './my-uploads';
import { MyUploadThumbnail } from './MyUploadThumbnail';
import { visuallyHidden } from '@teamwear/shared/ui/kit';

const COLUMNS = 4;
/** Typing settles this long before the library is asked (one request per word, not per key). */
const SEARCH_PAUSE_MS = 300;

type Status = 'idle' | 'loading' | 'error';

type LibraryState = {
  filters: LibraryFilters;
  pages: LibraryPages;
  status: Status;
};

interface Loader {
  request: { current: AbortController | null };
  setState: (update: (current: LibraryState) => LibraryState) => void;
}

/** Asks for the page after `from`; a newer request (other filters) makes this one's answer be dropped. */
function loadPage(wanted: LibraryFilters, from: LibraryPages, loader: Loader): void {
  loader.request.current?.abort();
  const controller = new AbortController();
  loader.request.current = controller;
  const asked =
    wanted.source === 'mine'
      ? callEndpoint(imageRoutes.listMine, {
          query: myPageQuery(from.nextPage),
          signal: controller.signal,
          check: true,
        })
      : callEndpoint(imageRoutes.search, {
          query: pageQuery(wanted, from.nextPage),
          auth: false,
          signal: controller.signal,
          check: true,
        });
  void asked.then((result) => {
    if (controller.signal.aborted) return;
    loader.request.current = null;
    if (!result.ok) {
      loader.setState((current) => ({ ...current, status: 'error' }));
      return;
    }
    // Whether the next page follows is decided once this one is laid out (below): decided here,
    // the end of the grid looked in sight before the new hits pushed it down, and a busy phone
    // asked for every page of the library at once.
    loader.setState((current) => ({ ...current, pages: addPage(from, result.data), status: 'idle' }));
  });
}

/**
 * The image library (docs/product.md §1, §9): search words (English or Khmer), picture type
 * (vectors by default), transparent only (on by default), pages from 0 loaded as the grid is
 * scrolled to its end, thumbnails in a masonry grid. Choosing one hands it back with the kind of
 * layer it becomes. A signed-in customer also finds their own uploads here ("My uploads"), and may
 * delete them.
 */
export function ImageLibraryDialog({
  initialKind,
  busy,
  signedIn,
  onChoose,
  onClose,
}: {
  initialKind: ImageLayerKind;
  busy: boolean;
  signedIn: boolean;
  onChoose: (hit: ImageHit, kind: ImageLayerKind, source: LibrarySource) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [typed, setTyped] = useState('');
  const [kind, setKind] = useState<ImageLayerKind>(initialKind);
  const [state, setState] = useState<LibraryState>({
    filters: DEFAULT_FILTERS,
    pages: NO_PAGES,
    status: 'loading',
  });
  const { filters, pages, status } = state;
  const request = useRef<AbortController | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);

  const load = useCallback((wanted: LibraryFilters, from: LibraryPages) => loadPage(wanted, from, { request, setState }), []);

  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  });
  /** A new state, seen at once by the callbacks that read stateRef: the infinite scroll's observer
   *  could otherwise fire between a search and the render after it, take the state before the
   *  search for the current one, and put the unfiltered library back (seen in CI). */
  const replaceState = useCallback((next: LibraryState) => {
    stateRef.current = next;
    setState(next);
  }, []);

  /** New filters: from page 0 again. */
  const changeFilters = (patch: Partial<LibraryFilters>) => {
    const next = { ...filters, ...patch };
    replaceState({ filters: next, pages: NO_PAGES, status: 'loading' });
    load(next, NO_PAGES);
  };

  // The first page when the dialog opens.
  useEffect(() => {
    load(DEFAULT_FILTERS, NO_PAGES);
    // Closing the dialog drops whatever request is under way then (not the first one only).
    const pending = request;
    return () => pending.current?.abort();
  }, [load]);

  // Typing settles before the library is asked.
  useEffect(() => {
    if (typed === stateRef.current.filters.q) return;
    const timer = setTimeout(() => {
      const next = { ...stateRef.current.filters, q: typed };
      replaceState({ filters: next, pages: NO_PAGES, status: 'loading' });
      load(next, NO_PAGES);
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, load, replaceState]);

  // The next page when the end of the grid comes into sight (infinite scroll). Observed anew after
  // each page is laid out: an observer's first report is where the end is now, so a page too short
  // to fill the grid brings the next one, and a full one waits for the scroll.
  useEffect(() => {
    const element = sentinel.current;
    if (!element || status !== 'idle' || !hasMore(pages)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const current = stateRef.current;
        if (!entries.some((entry) => entry.isIntersecting) || current.status !== 'idle' || !hasMore(current.pages)) return;
        observer.disconnect();
        replaceState({ ...current, status: 'loading' });
        load(current.filters, current.pages);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [load, pages, status, replaceState]);

  const retry = () => {
    replaceState({ ...state, status: 'loading' });
    load(filters, pages);
  };

  const forget = async (hit: ImageHit) => {
    if (!(await deleteMyUpload(hit))) {
      showToast({
        severity: 'error',
        summary: t('designer.imageLibrary.deleteFailed'),
        life: 6000,
      });
      return;
    }
    setState((current) => ({
      ...current,
      pages: withoutHit(current.pages, hit.id),
    }));
  };

  const mine = filters.source === 'mine';
  const columns = masonryColumns(pages.hits, COLUMNS);
  const done = !hasMore(pages);

  return (
    <Modal open title={t('designer.imageLibrary.title')} onCancel={onClose} footer={null} width={760} destroyOnHidden>
      <Flex vertical gap={12}>
        {signedIn && (
          <FieldRow label={t('designer.imageLibrary.source')}>
            <Segmented
              size="small"
              aria-label={t('designer.imageLibrary.source')}
              data-testid="image-library-source"
              value={filters.source}
              onChange={(source) => changeFilters({ source: source as LibrarySource })}
              options={(['library', 'mine'] as const).map((value) => ({
                value,
                label: t(`designer.imageLibrary.sources.${value}`),
              }))}
            />
          </FieldRow>
        )}
        {!mine && (
          <Input
            allowClear={{ clearIcon: <ClearIcon /> }}
            prefix={<SearchOutlined aria-hidden />}
            placeholder={t('designer.imageLibrary.search')}
            aria-label={t('designer.imageLibrary.search')}
            data-testid="image-library-search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onPressEnter={() => typed !== filters.q && changeFilters({ q: typed })}
          />
        )}
        {!mine && (
          <Flex gap={16} wrap align="center">
            <Segmented
              size="small"
              aria-label={t('designer.imageLibrary.type')}
              value={filters.imageType}
              onChange={(imageType) =>
                changeFilters({
                  imageType: imageType as LibraryFilters['imageType'],
                })
              }
              options={(['vector', 'illustration', 'photo', 'all'] as const).map((value) => ({
                value,
                label: t(`designer.imageLibrary.types.${value}`),
              }))}
            />
            <Flex gap={6} align="center">
              <Switch size="small" checked={filters.transparent} aria-label={t('designer.imageLibrary.transparent')} onChange={(transparent) => changeFilters({ transparent })} />
              <Typography.Text style={{ fontSize: 13 }}>{t('designer.imageLibrary.transparent')}</Typography.Text>
            </Flex>
          </Flex>
        )}
        <FieldRow label={t('designer.imageLibrary.placeAs')}>
          <Segmented
            size="small"
            aria-label={t('designer.imageLibrary.placeAs')}
            value={kind}
            onChange={(value) => setKind(value as ImageLayerKind)}
            options={(['logo', 'sponsor', 'frontImage', 'backImage'] as const).map((value) => ({
              value,
              label: t(`designer.imageLibrary.as.${value}`),
            }))}
          />
        </FieldRow>
        <Spin spinning={busy} tip={t('designer.imageLibrary.placing')}>
          <div style={{ height: 420, overflowY: 'auto', paddingRight: 4 }} data-testid="image-library-grid">
            {pages.totalHits > 0 && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('designer.imageLibrary.count', { count: pages.totalHits })}
              </Typography.Text>
            )}
            {status === 'error' && (
              <Alert
                type="warning"
                showIcon
                title={t('designer.imageLibrary.error')}
                action={
                  <Button size="small" onClick={retry}>
                    {t('designer.common.retry')}
                  </Button>
                }
              />
            )}
            {done && pages.hits.length === 0 && status !== 'error' && (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(mine ? 'designer.imageLibrary.mineEmpty' : 'designer.imageLibrary.empty')} />
            )}
            <div
              style={{
                display: 'flex',
                gap: 8,
                alignItems: 'flex-start',
                marginTop: 8,
              }}
            >
              {columns.map((column, index) => (
                <div
                  key={index}
                  style={{
                    flex: 1,
                    minWidth: 0,
                    display: 'flex',
                    flexDirection: 'column',
                    gap: 8,
                  }}
                >
                  {column.map((hit) => (
                    <div key={hit.id} style={{ position: 'relative' }}>
                      <button
                        type="button"
                        data-testid="image-library-hit"
                        data-image-id={hit.id}
                        title={hit.tags}
                        aria-label={t('designer.imageLibrary.choose', {
                          tags: hit.tags.split(',').slice(0, 3).join(','),
                        })}
                        disabled={busy}
                        onClick={() => onChoose(hit, kind, filters.source)}
                        style={{
                          padding: 6,
                          border: `1px solid ${token.colorBorderSecondary}`,
                          borderRadius: 8,
                          cursor: 'pointer',
                          background: `repeating-conic-gradient(${token.colorFillQuaternary} 0% 25%, transparent 0% 50%) 50% / 16px 16px`,
                        }}
                      >
                        {mine ? (
                          <MyUploadThumbnail hit={hit} />
                        ) : (
                          <img
                            src={libraryAddress(hit.previewURL)}
                            alt=""
                            loading="lazy"
                            style={{
                              display: 'block',
                              width: '100%',
                              aspectRatio: `${hit.imageWidth} / ${hit.imageHeight}`,
                            }}
                          />
                        )}
                      </button>
                      {mine && (
                        <Button
                          size="small"
                          danger
                          icon={<DeleteOutlined aria-hidden />}
                          data-testid="my-upload-delete"
                          aria-label={t('designer.imageLibrary.delete', {
                            name: hit.tags,
                          })}
                          disabled={busy}
                          onClick={() => void forget(hit)}
                          style={{ position: 'absolute', top: 4, right: 4 }}
                        />
                      )}
                    </div>
                  ))}
                </div>
              ))}
            </div>
            <div ref={sentinel} style={{ padding: 12, textAlign: 'center' }}>
              {/* antd's Spin is a plain div, which may not carry a label: the words are said by a status. */}
              {status === 'loading' && (
                <span role="status">
                  <Spin size="small" />
                  <span style={visuallyHidden}>{t('designer.imageLibrary.more')}</span>
                </span>
              )}
              {done && pages.hits.length > 0 && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('designer.imageLibrary.end')}
                </Typography.Text>
              )}
            </div>
          </div>
        </Spin>
      </Flex>
    </Modal>
  );
}
