/**
 * @module The browser entry: reads the bootstrap data the worker embedded, loads
 * the page's view chunk and locale catalog, then hydrates `#root`.
 */
import { hydrateRoot } from "react-dom/client";
import type { Bootstrap, RouteResult } from "../shared/route-result";
import { denyByDefault } from "./analytics";
import { App } from "./app";
import { reloadForChunkError } from "./chunk-reload";
import { i18nFor } from "./i18n";
import { loadCatalog } from "./i18n/load-catalog";
import { loadView } from "./views";
import { ErrorView, NotFoundView } from "./views/status-deferred";

async function prepare(result: RouteResult): Promise<void> {
  await Promise.all([
    loadCatalog(result.locale),
    result.status === 200 ? loadView(result.data.view) : undefined,
    // The search page's strings are a catalog of their own (client/search/catalog.ts).
    result.status === 200 && result.data.view === "search"
      ? Promise.all([import("./search/catalog"), loadCatalog(result.locale)]).then(([search]) =>
          search.addSearchCatalog(i18nFor(result.locale), result.locale),
        )
      : undefined,
    // So are the contact form's (client/contact/catalog.ts).
    result.status === 200 && result.data.view === "contact"
      ? Promise.all([import("./contact/catalog"), loadCatalog(result.locale)]).then(([contact]) =>
          contact.addContactCatalog(i18nFor(result.locale), result.locale),
        )
      : undefined,
    // Error pages are rare: their code comes with the result that needs it.
    result.status === 404 ? NotFoundView.preload() : undefined,
    result.status >= 500 ? ErrorView.preload() : undefined,
  ]);
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
  await prepare(bootstrap.result);
  hydrateRoot(root, <App bootstrap={bootstrap} prepare={prepare} />);
}

start().catch((error) => {
  if (!reloadForChunkError(error)) console.error(error);
});
