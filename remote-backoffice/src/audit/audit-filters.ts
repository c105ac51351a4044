import { AUDIT_AREAS, type AuditArea } from '@teamwear/shared/contracts';

/** The audit page's view, kept in its address (a reload or a link shows the same). */
export interface AuditView {
  actor: string;
  area: AuditArea | '';
  from: string;
  to: string;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The view an address asks for; anything the API would refuse is left out rather than sent. */
export function readAuditView(params: URLSearchParams): AuditView {
  const area = params.get('area') ?? '';
  const page = Number(params.get('page') ?? '1');
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  const actor = params.get('actor') ?? '';
  return {
    actor: UUID.test(actor) ? actor : '',
    area: (AUDIT_AREAS as readonly string[]).includes(area) ? (area as AuditArea) : '',
    from: day('from'),
    to: day('to'),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export function auditViewParams(view: AuditView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.actor) params.set('actor', view.actor);
  if (view.area) params.set('area', view.area);
  if (view.from) params.set('from', view.from);
  if (view.to) params.set('to', view.to);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** The filters as the API takes them (days the wrong way round are swapped, as a reader means them). */
export function auditFilters(view: AuditView) {
  const [from, to] = view.from && view.to && view.from > view.to ? [view.to, view.from] : [view.from, view.to];
  return { ...(view.actor ? { actor: view.actor } : {}), ...(view.area ? { area: view.area } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}) };
}
