/**
 * @module Parts of the page whose code is not in the browser's entry: each is its
 * own chunk, requested when hydration first reaches the part, and hydrated when it
 * arrives. Until then React leaves the server's HTML of that part in place (a
 * dehydrated Suspense boundary), so the first view is the server's, unchanged: no
 * flash, no layout shift, no mismatch. A part that is not on the page (the preview
 * marker for visitors, the error pages) is not loaded at all.
 *
 * The worker renders them synchronously: on the server every deferred module is
 * loaded as soon as this module is (the worker's bundle inlines them), so server
 * rendering never suspends and the HTML is complete.
 *
 * Each part is memoised: a parent re-rendering with the same props must not reach
 * a boundary that is still waiting for its code (React would then render it on the
 * client, showing the empty fallback for a moment). Give deferred parts stable props.
 */
import {
  type ComponentType,
  createElement,
  memo,
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useState,
} from "react";
import { reloadForChunkError } from "./chunk-reload";

export type DeferredComponent<P> = ComponentType<P> & {
  /** Loads the part's code ahead of rendering it. */
  preload: () => Promise<unknown>;
};

/**
 * Deferred parts on the page that have not hydrated (or mounted) yet. React
 * hydrates Suspense boundaries after the rest of the page, so a part is counted
 * when its boundary commits and done when the part inside it mounts. (Counted in
 * effects, not while rendering: a render React throws away, as after a hydration
 * mismatch, must not leave a part counted.)
 */
let waiting = 0;
let onSettled: (() => void)[] = [];

interface Pending {
  counted: boolean;
  done: boolean;
}

function count(pending: Pending): void {
  if (pending.done || pending.counted) return;
  pending.counted = true;
  waiting += 1;
}

function finish(pending: Pending): void {
  if (pending.done) return;
  pending.done = true;
  if (!pending.counted) return;
  waiting -= 1;
  if (waiting > 0) return;
  const callbacks = onSettled;
  onSettled = [];
  for (const callback of callbacks) callback();
}

export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
): DeferredComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let promise: Promise<unknown> | undefined;
  const preload = (): Promise<unknown> => {
    promise ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        // The part keeps its server HTML (its links still work) rather than taking
        // the page down: offline, it tries again once the browser is back online;
        // online, a chunk gone with a new deploy reloads the page (client/chunk-reload.ts).
        promise = undefined;
        if (!navigator.onLine) {
          return new Promise((resolve) => {
            window.addEventListener("online", () => resolve(preload()), { once: true });
          });
        }
        reloadForChunkError(error);
        return new Promise(() => {});
      },
    );
    return promise;
  };
  if (typeof window === "undefined") void preload();

  function Part({ props, pending }: { props: P; pending: Pending }) {
    useEffect(() => finish(pending), [pending]);
    if (!loaded) use(preload());
    return createElement(loaded as ComponentType<P>, props);
  }

  const Deferred = memo(function Deferred(props: P) {
    const [pending] = useState(() => ({ counted: false, done: false }));
    useLayoutEffect(() => {
      count(pending);
      // Removed before its part could hydrate: nothing left to wait for.
      return () => finish(pending);
    }, [pending]);
    return (
      <Suspense fallback={null}>
        <Part props={props} pending={pending} />
      </Suspense>
    );
  });
  return Object.assign(Deferred, { preload }) as unknown as DeferredComponent<P>;
}

/**
 * Counts a part hydrated outside this module (an island of a kept page,
 * client/site/islands.tsx) as waiting; the returned function marks it done.
 */
export function holdHydrated(): () => void {
  const pending: Pending = { counted: false, done: false };
  count(pending);
  return () => finish(pending);
}

/** Calls back once every deferred part on the page has hydrated (at once when none waits). */
export function whenDeferredSettled(callback: () => void): void {
  if (waiting <= 0) callback();
  else onSettled.push(callback);
}
