import { z } from 'zod';
import { auditAddresses } from './addresses';
import { defineEndpoint } from './endpoint';
import { ApiError } from './error';

/** The parts of a shop a change belongs to (the audit page filters by them). */
export const AUDIT_AREAS = ['settings', 'catalogue', 'team', 'orders', 'templates', 'pictures'] as const;
export const AuditArea = z.enum(AUDIT_AREAS, {
  error: `area must be one of ${AUDIT_AREAS.join(', ')}`,
});
export type AuditArea = z.infer<typeof AuditArea>;

/** One change the shop's team made: who, when, what, the value before and after. */
export const AuditEntry = z.object({
  id: z.uuid(),
  at: z.string(),
  /** The member's id (null once they were removed from the team) and name (kept). */
  actorId: z.uuid().nullable(),
  actorName: z.string(),
  area: AuditArea,
  action: z.string(),
  subject: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

const day = (label: string) =>
  z
    .string({ error: `${label} must be a date` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), `${label} must be a date (YYYY-MM-DD)`);

export const AUDIT_PAGE_SIZE_MAX = 100;
/** `GET /api/provider/audit?actor=&area=&from=&to=&page=&pageSize=`: newest first; days in the shop's time zone, both included. */
const auditFilters = {
  actor: z.uuid('actor must be a team member’s id').optional(),
  area: AuditArea.optional(),
  from: day('from').optional(),
  to: day('to').optional(),
};
const daysInOrder = (query: { from?: string; to?: string }) => !query.from || !query.to || query.from <= query.to;
const DAYS_IN_ORDER = { path: ['to'], message: 'to must not be before from' };
export const AuditQuery = z
  .object({
    ...auditFilters,
    page: z.coerce
      .number({ error: 'page must be a number' })
      .int('page must be a whole number')
      .min(1, 'page must be at least 1')
      .max(10_000, 'page must be at most 10000')
      .default(1),
    pageSize: z.coerce
      .number({ error: 'pageSize must be a number' })
      .int('pageSize must be a whole number')
      .min(1, 'pageSize must be at least 1')
      .max(AUDIT_PAGE_SIZE_MAX, `pageSize must be at most ${AUDIT_PAGE_SIZE_MAX}`)
      .default(50),
  })
  .refine(daysInOrder, DAYS_IN_ORDER);
export type AuditQuery = z.input<typeof AuditQuery>;
export const AuditCsvQuery = z.object(auditFilters).refine(daysInOrder, DAYS_IN_ORDER);

export const AuditPage = z.object({
  data: z.array(AuditEntry),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  /** Everyone who has an entry, for the person filter (removed members by their kept name). */
  actors: z.array(z.object({ id: z.uuid().nullable(), name: z.string() })),
});
export type AuditPage = z.infer<typeof AuditPage>;

const errors = {
  400: ApiError,
  401: ApiError,
  403: ApiError,
  429: ApiError,
} as const;

export const auditEndpoints = {
  list: defineEndpoint({
    ...auditAddresses.list,
    query: AuditQuery,
    responses: { 200: AuditPage, ...errors },
  }),
  csv: defineEndpoint({
    ...auditAddresses.csv,
    query: AuditCsvQuery,
    responses: { 200: z.string(), ...errors },
  }),
};
