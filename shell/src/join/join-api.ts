import type { EntryRequest, GarmentSizeGuide, JoinScene, NumberRange, OwnEntry } from '@teamwear/shared/contracts';

/**
 * The players' page's calls (`joinEndpoints`, public), with fetch: no zod and no API client here,
 * the API checks what is sent and answers each field's message. Every failure is a value the page
 * shows (never thrown), so what the player typed stays in the form.
 */

/** ENTRY_TOKEN_HEADER of the contracts, which live beside zod (join-api.test.ts holds them equal). */
export const ENTRY_TOKEN_HEADER = 'x-entry-token';

/** The join view as the page reads it (JoinView, its scenes as the drawn data they are). */
export interface JoinView {
  code: string;
  title: string;
  deadline: string;
  open: boolean;
  scenes: { front: JoinScene; back: JoinScene } | null;
  pieces: ('main' | 'shorts')[];
  printNames: boolean;
  printNumbers: boolean;
  message: string | null;
  numberRange: NumberRange;
  sizeGuide: GarmentSizeGuide;
  /** Players pay: each player's share in cents (null or absent: they do not pay here). */
  shareCents?: number | null;
}

/** What whoami says of the shop that the page shows: its name and colour. */
export interface Shop {
  name: string;
  color: string | null;
}

export type Failure =
  | { kind: 'network' }
  | { kind: 'rate-limited'; seconds: number | null }
  | { kind: 'not-found' }
  | { kind: 'closed' }
  | { kind: 'full' }
  | { kind: 'number-taken'; number: number; freeNumbers: number[] }
  | { kind: 'invalid'; fields: Record<string, string>; message: string }
  | { kind: 'unexpected'; message: string };

export type Outcome<T> = { ok: true; data: T } | { ok: false; failure: Failure };

interface ErrorBody {
  code?: string;
  message?: string;
  fields?: Record<string, string>;
  freeNumbers?: number[];
}

async function call<T>(path: string, init: RequestInit = {}, asked?: EntryRequest): Promise<Outcome<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: { accept: 'application/json', ...init.headers },
    });
  } catch {
    return { ok: false, failure: { kind: 'network' } };
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // A gateway's page or an empty answer: judged by its status alone.
  }
  if (response.ok) return { ok: true, data: body as T };
  const error = (body ?? {}) as ErrorBody;
  if (response.status === 429) {
    const seconds = Number(response.headers.get('retry-after'));
    return {
      ok: false,
      failure: {
        kind: 'rate-limited',
        seconds: Number.isFinite(seconds) && seconds > 0 ? seconds : null,
      },
    };
  }
  if (error.code === 'NUMBER_TAKEN')
    return {
      ok: false,
      failure: {
        kind: 'number-taken',
        number: asked?.number ?? 0,
        freeNumbers: error.freeNumbers ?? [],
      },
    };
  if (error.code === 'COLLECTION_CLOSED') return { ok: false, failure: { kind: 'closed' } };
  if (error.code === 'COLLECTION_FULL') return { ok: false, failure: { kind: 'full' } };
  if (response.status === 404) return { ok: false, failure: { kind: 'not-found' } };
  if (response.status === 400 && error.fields)
    return {
      ok: false,
      failure: {
        kind: 'invalid',
        fields: error.fields,
        message: error.message ?? '',
      },
    };
  if (response.status >= 500 || !error.message) return { ok: false, failure: { kind: 'network' } };
  return { ok: false, failure: { kind: 'unexpected', message: error.message } };
}

const joinPath = (code: string) => `/api/join/${encodeURIComponent(code)}`;
const entryPath = (code: string, entryId: string) => `${joinPath(code)}/entries/${encodeURIComponent(entryId)}`;
const sending = (entry: EntryRequest): RequestInit => ({
  body: JSON.stringify(entry),
  headers: { 'content-type': 'application/json' },
});

export const joinApi = {
  async shop(): Promise<Outcome<Shop>> {
    const outcome = await call<{
      data: {
        name: string;
        settings?: {
          homepage?: { theme?: { palette?: { color?: string | null } } };
        };
      };
    }>('/whoami');
    if (!outcome.ok) return outcome;
    return {
      ok: true,
      data: {
        name: outcome.data.data.name,
        color: outcome.data.data.settings?.homepage?.theme?.palette?.color ?? null,
      },
    };
  },
  /** Where the designer remote's files are (its pattern tiles), from remotes.json; null when it cannot say. */
  async designerBase(pageAddress = globalThis.location.href): Promise<string | null> {
    const outcome = await call<{ remotes?: Record<string, unknown> }>('/remotes.json');
    const manifest = outcome.ok ? outcome.data.remotes?.designer : undefined;
    if (typeof manifest !== 'string') return null;
    try {
      return new URL('.', new URL(manifest, pageAddress)).href;
    } catch {
      return null;
    }
  },
  async view(code: string): Promise<Outcome<JoinView>> {
    // A code the API refuses to read (400) is no collection either.
    const outcome = await call<{ data: JoinView }>(joinPath(code));
    if (!outcome.ok) return outcome.failure.kind === 'invalid' ? { ok: false, failure: { kind: 'not-found' } } : outcome;
    return { ok: true, data: outcome.data.data };
  },
  async join(code: string, entry: EntryRequest): Promise<Outcome<{ entry: OwnEntry; token: string }>> {
    const outcome = await call<{ data: OwnEntry; token: string }>(`${joinPath(code)}/entries`, { method: 'POST', ...sending(entry) }, entry);
    return outcome.ok
      ? {
          ok: true,
          data: { entry: outcome.data.data, token: outcome.data.token },
        }
      : outcome;
  },
  async read(code: string, entryId: string, token: string): Promise<Outcome<OwnEntry>> {
    const outcome = await call<{ data: OwnEntry }>(entryPath(code, entryId), {
      headers: { [ENTRY_TOKEN_HEADER]: token },
    });
    return outcome.ok ? { ok: true, data: outcome.data.data } : outcome;
  },
  async change(code: string, entryId: string, token: string, entry: EntryRequest): Promise<Outcome<OwnEntry>> {
    const init = sending(entry);
    const outcome = await call<{ data: OwnEntry }>(
      entryPath(code, entryId),
      {
        method: 'PUT',
        body: init.body,
        headers: {
          ...(init.headers as Record<string, string>),
          [ENTRY_TOKEN_HEADER]: token,
        },
      },
      entry,
    );
    return outcome.ok ? { ok: true, data: outcome.data.data } : outcome;
  },
};
