/**
 * @module The browser entry: reads the bootstrap data the worker embedded, loads
 * the page's view chunk and locale catalog, then hydrates `#root`.
 */
import { hydrateRoot } from "react-dom/client";
import type { Bootstrap, RouteResult } from "../shared/route-result";
import { denyByDefault } from "./analytics";
import { App } from "./app";
import { reloadForChunkError } from "./chunk-reload";
import { addStrings } from "./i18n";
import { loadCatalog } from "./i18n/load-catalog";
import { hydratesAtOnce, keepServerHtml, loadViewWithStrings, moduleOf } from "./views";
import { ErrorView, NotFoundView } from "./views/status-deferred";

async function prepare(result: RouteResult): Promise<void> {
  const [, strings] = await Promise.all([
    loadCatalog(result.locale),
    // The view, with the texts only it shows (a catalog of their own, lingui.config.js).
    result.status === 200 ? loadViewWithStrings(result.data.view, result.locale) : undefined,
    // Error pages are rare: their code comes with the result that needs it.
    result.status === 404 ? NotFoundView.preload() : undefined,
    result.status >= 500 ? ErrorView.preload() : undefined,
  ]);
  if (strings && result.status === 200)
    addStrings(result.locale, moduleOf(result.data.view), strings);
}

async function start(): Promise<void> {
  const script = document.getElementById("__BOOTSTRAP__");
  const root = document.getElementById("root");
  if (!script?.textContent || !root) return;
  const bootstrap = JSON.parse(script.textContent) as Bootstrap;
  const { config } = bootstrap;
  // With a tag manager, its consent defaults go first; asking costs a chunk only then.
  if (config.tagManagerId) {
    denyByDefault();
    import("./consent/start").then((consent) =>
      consent.startConsent(config, bootstrap.result.locale, script.nonce || undefined),
    );
  }
  const first = bootstrap.result;
  const view = document.querySelector<HTMLElement>("#main > [data-view]");
  if (first.status === 200 && !hydratesAtOnce(first.data.view) && !bootstrap.preview && view) {
    // Nothing on it to interact with but links: it keeps the server's HTML, whose
    // links the layout routes (client/layout/layout.tsx), and its view's code
    // comes with the first navigation.
    keepServerHtml(first.data, view.innerHTML);
    // As the client renders it (client/site/site.tsx): hydration does not add it.
    view.dataset.serverHtml = "";
    await loadCatalog(first.locale);
  } else await prepare(first);
  hydrateRoot(root, <App bootstrap={bootstrap} prepare={prepare} />);
}

start().catch((error) => {
  if (!reloadForChunkError(error)) console.error(error);
});
