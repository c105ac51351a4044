import { auditFilters, auditViewParams, readAuditView } from './audit-filters';

describe('the audit page’s address', () => {
  it('reads back what it wrote', () => {
    const view = { actor: '0a8f2c1e-1111-4222-8333-444455556666', area: 'team' as const, from: '2026-11-01', to: '2026-11-28', page: 2 };
    expect(readAuditView(auditViewParams(view))).toEqual(view);
  });

  it('leaves out what the API would refuse', () => {
    expect(readAuditView(new URLSearchParams('actor=me&area=money&from=yesterday&to=2026-13&page=-3'))).toEqual({ actor: '', area: '', from: '', to: '', page: 1 });
  });

  it('swaps days given the wrong way round', () => {
    expect(auditFilters({ actor: '', area: '', from: '2026-11-28', to: '2026-11-01', page: 1 })).toEqual({ from: '2026-11-01', to: '2026-11-28' });
  });
});
