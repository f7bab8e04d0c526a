/**
 * @module swr, in a chunk of its own: the first page is hydrated from the answer
 * the worker embedded and needs no data fetching, so swr comes with the first
 * navigation or link prefetch (client/swr-later.ts). A source is a leaf that
 * renders nothing: it holds one swr key and reports what swr has for it to the
 * component that shows it, before the browser paints (a layout effect).
 */
import { useLayoutEffect } from "react";
import useSWR from "swr";

export { mutate, preload } from "swr";

export interface SourceState<T> {
  key: string;
  data: T | undefined;
  error: unknown;
  /** swr is fetching the key (first load or a revalidation). */
  busy: boolean;
}

interface Props<T> {
  swrKey: string;
  fetcher: (url: string) => Promise<T>;
  /** The answers the page came with, by key (swr's `fallback`). */
  fallback: Record<string, T>;
  onState: (state: SourceState<T>) => void;
}

export function Source<T>({ swrKey, fetcher, fallback, onState }: Props<T>) {
  const { data, error, isLoading, isValidating } = useSWR(swrKey, fetcher, {
    fallback,
    // Content changes are pushed to the cache by the CMS webhook; the browser
    // does not need to poll or refetch on focus.
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  const busy = isLoading || isValidating;
  useLayoutEffect(
    () => onState({ key: swrKey, data, error, busy }),
    [swrKey, data, error, busy, onState],
  );
  return null;
}
