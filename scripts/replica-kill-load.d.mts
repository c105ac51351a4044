// Types of replica-kill-load.mjs, for api/test/replica-kill.test.ts.
export interface Answer {
  status: number;
  body: string;
}
export type Call = (method: string, url: string, token?: string, payload?: unknown, headers?: Record<string, string>, port?: number) => Promise<Answer>;
export interface Seen {
  what: 'design' | 'order' | 'read' | 'move';
  idempotent: boolean;
  status: number;
}
export interface LoadCustomer {
  token: string;
  designId: string;
  playerIds: string[];
  /** Places keyed orders too (else only saves designs and reads). */
  ordering: boolean;
}
export interface LoadResult {
  seen: Seen[];
  savedDesigns: string[];
  /** Idempotency-Key → the order acknowledged for it. */
  placedOrders: Map<string, string>;
  movedOrders: string[];
  killedAt: number;
}
export interface Stored {
  designIds: string[];
  orders: { id: string; status: string }[];
  duplicateKeys: string[];
}
export function pause(ms: number): Promise<void>;
export function until<T>(what: string, probe: () => Promise<T | undefined>, ms?: number): Promise<T>;
export function gatewayClient(gatewayPort: number, host: string): Call;
export function loadThroughKill(options: {
  call: Call;
  customers: LoadCustomer[];
  shop: string;
  kill: () => Promise<void> | void;
  killAfterMs?: number;
  runAfterKillMs?: number;
}): Promise<LoadResult>;
export function answersByStatus(seen: Seen[]): Partial<Record<Seen['what'], Record<number, number>>>;
export function problemsAfterKill(result: LoadResult, stored: Stored): string[];
