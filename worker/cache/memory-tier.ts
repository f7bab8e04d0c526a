/**
 * @module This isolate's memory in front of a slower store: what nearly every
 * request reads (the menu, a hot page) is kept here for a short time instead of
 * being read from KV or the Cache API again, each read being a subrequest. One
 * rule for every such memory: bounded in time and in size (oldest out first),
 * never served across a purge in this isolate, emptied by one.
 */
import { currentPurgeGeneration, onPurge } from "./generation";

export interface MemoryTierOptions<V> {
  /** How long an entry is served from memory after it was kept. */
  ttlMs: number;
  /** What the tier may hold in all, in units of `weigh` (entries when not given). */
  capacity: number;
  /** An entry's share of the capacity. No one entry may take more than a quarter. */
  weigh?: (value: V) => number;
}

interface Held<V> {
  value: V;
  until: number;
  generation: number;
  weight: number;
}

export class MemoryTier<V> {
  /** Oldest first (a Map keeps insertion order). */
  private readonly held = new Map<string, Held<V>>();
  private weight = 0;

  constructor(private readonly options: MemoryTierOptions<V>) {
    onPurge(() => this.clear());
  }

  /** The value kept under `key`, unless it has expired or a purge ran since it was kept. */
  get(key: string): V | undefined {
    const entry = this.held.get(key);
    if (!entry) return undefined;
    if (entry.until > Date.now() && entry.generation === currentPurgeGeneration())
      return entry.value;
    this.delete(key);
    return undefined;
  }

  /** Keeps a value as the newest entry, dropping the oldest while the tier is over capacity. */
  set(key: string, value: V): void {
    this.delete(key);
    const weight = this.options.weigh?.(value) ?? 1;
    if (weight > this.options.capacity / 4) return;
    this.held.set(key, {
      value,
      until: Date.now() + this.options.ttlMs,
      generation: currentPurgeGeneration(),
      weight,
    });
    this.weight += weight;
    for (const [oldest] of this.held) {
      if (this.weight <= this.options.capacity) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const entry = this.held.get(key);
    if (!entry) return;
    this.held.delete(key);
    this.weight -= entry.weight;
  }

  clear(): void {
    this.held.clear();
    this.weight = 0;
  }
}
