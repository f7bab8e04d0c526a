/**
 * @module The app's start: the script of every first page but a kept one (the
 * worker names it in the page), which hydrates the app at once; a kept first page
 * (client/site/kept-site.tsx, from ./entry.tsx) imports it with its first
 * navigation and shows the app inside its frame.
 */
import { memo, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { navigate } from "wouter/use-browser-location";
import type { Bootstrap, RouteResult } from "../shared/route-result";
import { App } from "./app";
import { reloadForChunkError } from "./chunk-reload";
import type { RouteFetcher } from "./data";
import { addStrings } from "./i18n";
import { loadPageStrings } from "./i18n/page-strings";
import { pageStart } from "./page-start";
import type { Frame } from "./site/site-frame";
import { loadViewWithStrings, moduleOf } from "./views";
import { ErrorView, NotFoundView } from "./views/status-deferred";

/** Loads what an answer's page needs before React shows it: its view's code and texts. */
export async function prepare(result: RouteResult): Promise<void> {
  const [, strings] = await Promise.all([
    // The locale's texts with those only the pages' views show (lingui.config.js).
    loadPageStrings(result.locale),
    // The view, with the texts only it shows (a catalog of their own, lingui.config.js).
    result.status === 200 ? loadViewWithStrings(result.data.view, result.locale) : undefined,
    // Error pages are rare: their code comes with the result that needs it.
    result.status === 404 ? NotFoundView.preload() : undefined,
    result.status >= 500 ? ErrorView.preload() : undefined,
  ]);
  if (strings && result.status === 200)
    addStrings(result.locale, moduleOf(result.data.view), strings);
}

/** Hydrates the whole first page: its view, the layout and the router. */
export async function hydrateApp(container: Element, bootstrap: Bootstrap): Promise<void> {
  await prepare(bootstrap.result);
  // In slices, as a kept page hydrates (client/site/kept-site.tsx).
  startTransition(() => {
    hydrateRoot(container, <App bootstrap={bootstrap} prepare={prepare} />);
  });
}

/** The address the visitor asked for, as the app's router will read it when it takes over. */
export function navigateTo(to: string): void {
  navigate(to);
}

interface InFrameProps {
  bootstrap: Bootstrap;
  fetcher: RouteFetcher;
  onFrame: (frame: Frame) => void;
}

/**
 * The app inside a kept first page's frame, which stays (client/site/kept-site.tsx):
 * the kept page shows, as leaving, until the answer to the new address is here.
 * Memoised: the frame re-renders with every answer the app gives it.
 */
export const AppInFrame = memo(function AppInFrame({ bootstrap, fetcher, onFrame }: InFrameProps) {
  return <App bootstrap={bootstrap} prepare={prepare} fetcher={fetcher} onFrame={onFrame} />;
});

// As the page's script; imported by a kept page's (./entry.tsx), it has started already.
const page = pageStart();
if (page)
  hydrateApp(page.root, page.bootstrap).catch((error) => {
    if (!reloadForChunkError(error)) console.error(error);
  });
