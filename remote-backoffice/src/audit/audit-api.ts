import type { AuditQuery } from '@teamwear/shared/contracts';
import { auditRoutes } from '@teamwear/shared/api-routes';
import { staffCall, staffDownload } from '../session';

/** The shop's audit log, with the owner's session. */
export const fetchAudit = (query: AuditQuery, signal?: AbortSignal) => staffCall(auditRoutes.list, { query, signal, check: true });

export const fetchAuditCsv = (query: Omit<AuditQuery, 'page' | 'pageSize'>) => staffDownload(auditRoutes.csv, { query });
