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
import { type ComponentType, createElement, memo, Suspense, use, useEffect, useState } from "react";

export type DeferredComponent<P> = ComponentType<P> & {
  /** Loads the part's code ahead of rendering it. */
  preload: () => Promise<unknown>;
};

/**
 * Deferred parts on the page that have not hydrated (or mounted) yet. React
 * hydrates Suspense boundaries after the rest of the page, so a part is counted
 * when its boundary renders and done when the part inside it mounts.
 */
let waiting = 0;
let onSettled: (() => void)[] = [];

interface Pending {
  done: boolean;
}

function start(): Pending {
  // The worker renders once and runs no effects: nothing to count there.
  if (typeof window === "undefined") return { done: true };
  waiting += 1;
  return { done: false };
}

function finish(pending: Pending): void {
  if (pending.done) return;
  pending.done = true;
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
  const preload = () => {
    promise ??= load().then((component) => {
      loaded = component;
    });
    return promise;
  };
  if (typeof window === "undefined") void preload();

  function Part({ props, pending }: { props: P; pending: Pending }) {
    useEffect(() => finish(pending), [pending]);
    if (!loaded) use(preload());
    return createElement(loaded as ComponentType<P>, props);
  }

  const Deferred = memo(function Deferred(props: P) {
    const [pending] = useState(start);
    // Removed before its part could hydrate: nothing left to wait for.
    useEffect(() => () => finish(pending), [pending]);
    return (
      <Suspense fallback={null}>
        <Part props={props} pending={pending} />
      </Suspense>
    );
  });
  return Object.assign(Deferred, { preload }) as unknown as DeferredComponent<P>;
}

/** Calls back once every deferred part on the page has hydrated (at once when none waits). */
export function whenDeferredSettled(callback: () => void): void {
  if (waiting <= 0) callback();
  else onSettled.push(callback);
}
