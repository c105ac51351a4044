import { callEndpoint, type ApiResult } from '@teamwear/shared/api';
import { handoffRoutes } from '@teamwear/shared/api-routes';
import type { CreateHandoffRequest, HandoffResponse } from '@teamwear/shared/contracts';
import type { Design } from '@teamwear/design';
import { prepareForSave } from '../ui/saving/prepare-for-save';

export type HandOffOutcome =
  | { kind: 'handedOff'; url: string; expiresAt: string }
  | { kind: 'tooLarge' }
  | { kind: 'tooMany' }
  | { kind: 'invalid' }
  | { kind: 'failed'; message: string };

/** Reads the answer of POST /api/handoffs. */
export function handOffOutcomeOf(result: ApiResult<HandoffResponse>): HandOffOutcome {
  if (result.ok) return { kind: 'handedOff', url: result.data.data.url, expiresAt: result.data.data.expiresAt };
  if (result.status === 413) return { kind: 'tooLarge' };
  if (result.status === 429) return { kind: 'tooMany' };
  if (result.status === 400) return { kind: 'invalid' };
  // Refused origins are answered without the header that lets this page read the answer: the
  // browser reports them as a failed call (status 0), like a network failure.
  return { kind: 'failed', message: `${result.error.code}: ${result.error.message}` };
}

/** A link that hands the design to the shop: checked as a save is, then POST /api/handoffs. */
export async function handOff(doc: Design): Promise<HandOffOutcome> {
  const prepared = prepareForSave(doc);
  if (!prepared.ok) return { kind: prepared.kind === 'tooLarge' ? 'tooLarge' : 'invalid' };
  const name = prepared.doc.teamName.trim() || undefined;
  const body: CreateHandoffRequest = { document: prepared.doc, ...(name ? { name } : {}) };
  return handOffOutcomeOf(await callEndpoint(handoffRoutes.create, { body }));
}

/**
 * The link is the shop's page (`<shop origin>/handoff?token=…`), on the shop's own domain, which
 * need not be the origin the studio was loaded from (a shared host, another shop). What is opened
 * must be a web page all the same: never a `javascript:` or `data:` address.
 */
export function isWebPage(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
