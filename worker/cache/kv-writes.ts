/**
 * @module Counting what a request writes to KV, at the binding: every `put` and
 * `delete` made through the wrapped namespace, its own and those it left running
 * after its answer (`waitUntil`). KV allows one write per second per key and bills
 * every write, so what the site writes must follow edits, not views; the
 * `kv.written` log line names each request that wrote anything and how much.
 */

/** A KV namespace that counts the writes made through it. */
export interface CountedKv {
  kv: KVNamespace;
  /** Writes made so far (put and delete). */
  writes(): number;
}

export function countWrites(kv: KVNamespace): CountedKv {
  let writes = 0;
  const counted = new Proxy(kv, {
    get(target, name) {
      const value = Reflect.get(target, name);
      if (typeof value !== "function") return value;
      if (name === "put" || name === "delete")
        return (...args: unknown[]) => {
          writes++;
          return Reflect.apply(value, target, args);
        };
      return value.bind(target);
    },
  });
  return { kv: counted, writes: () => writes };
}

/**
 * Work a request leaves running after its answer, which may itself leave more:
 * `settled()` resolves once all of it, later additions included, has ended.
 */
export class LeftRunning {
  private readonly pending: Promise<unknown>[] = [];

  constructor(private readonly waitUntil: (promise: Promise<unknown>) => void) {}

  add = (promise: Promise<unknown>): void => {
    this.pending.push(promise);
    this.waitUntil(promise);
  };

  /** Whether anything was left running at all. */
  get any(): boolean {
    return this.pending.length > 0;
  }

  async settled(): Promise<void> {
    for (let done = 0; done < this.pending.length; ) {
      const batch = this.pending.slice(done);
      done = this.pending.length;
      await Promise.allSettled(batch);
    }
  }
}
