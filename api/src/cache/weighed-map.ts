/**
 * A Map whose entries each weigh something (bytes, say) and that holds at most `maxWeight` in all:
 * adding past it drops the least recently used entries (reading one makes it the most recent). An
 * entry heavier than `maxWeight` is not kept. For caches of answers whose size varies by request.
 */
export class WeighedMap<K, V> {
  readonly #entries = new Map<K, { value: V; weight: number }>();
  #weight = 0;

  constructor(private readonly maxWeight: number) {
    if (!Number.isFinite(maxWeight) || maxWeight < 0) throw new Error(`maxWeight must be a number ≥ 0, got ${maxWeight}`);
  }

  get size(): number {
    return this.#entries.size;
  }

  /** What the entries weigh together. */
  get weight(): number {
    return this.#weight;
  }

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    // Moved to the newest end: the entries are dropped from the oldest.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V, weight: number): void {
    this.delete(key);
    if (weight > this.maxWeight) return;
    this.#entries.set(key, { value, weight });
    this.#weight += weight;
    for (const [oldest, entry] of this.#entries) {
      if (this.#weight <= this.maxWeight) break;
      this.#entries.delete(oldest);
      this.#weight -= entry.weight;
    }
  }

  delete(key: K): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#weight -= entry.weight;
  }

  clear(): void {
    this.#entries.clear();
    this.#weight = 0;
  }
}
