/**
 * The little state the service keeps (contact requests, editor overlays) lives
 * in the KV namespace `CMS_STATE`. Only this subset of KV is used, so tests can
 * pass an in-memory map instead of a worker binding.
 */
export interface StateStore {
  get(key: string): Promise<string | null>;
  put(key: string, value: string): Promise<void>;
  delete(key: string): Promise<void>;
}

export function memoryState(): StateStore {
  const map = new Map<string, string>();
  return {
    async get(key) {
      return map.get(key) ?? null;
    },
    async put(key, value) {
      map.set(key, value);
    },
    async delete(key) {
      map.delete(key);
    },
  };
}

export async function readJson<T>(state: StateStore, key: string, fallback: T): Promise<T> {
  const text = await state.get(key);
  if (text == null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    // A hand-edited or truncated value must not take the service down.
    return fallback;
  }
}

let tail: Promise<unknown> = Promise.resolve();

/**
 * Runs read-modify-write steps on the state one after another within this
 * isolate, so two requests arriving together do not overwrite each other's
 * change (local development runs a single isolate).
 */
export function serialized<T>(step: () => Promise<T>): Promise<T> {
  const run = tail.then(step, step);
  tail = run.catch(() => undefined);
  return run;
}
