/**
 * @module The script of a first page kept as the server's HTML (`Bootstrap.kept`,
 * client/views/modules.ts): it hydrates the layout and the view's islands
 * (client/site/kept-site.tsx); the app (client/app-start.tsx, every other first
 * page's script) comes with the first navigation.
 */
import { reloadForChunkError } from "./chunk-reload";
import { loadCatalog } from "./i18n/load-catalog";
import { pageStart } from "./page-start";
import { hydrateKeptSite } from "./site/kept-site";
import { keepServerHtml } from "./views/kept";

async function start(): Promise<void> {
  const page = pageStart();
  if (!page) return;
  const { bootstrap, root } = page;
  const first = bootstrap.result;
  const view = document.querySelector<HTMLElement>("#main > [data-view]");
  if (first.status !== 200 || !bootstrap.kept || !bootstrap.layout || !view) {
    // Not a page to keep (the worker names this script for kept pages only).
    await (await import("./app-start")).hydrateApp(root, bootstrap);
    return;
  }
  // Nothing on it to interact with but links and its islands: it keeps the
  // server's HTML, whose links the layout routes (client/layout/layout.tsx).
  keepServerHtml(first.data, view.innerHTML);
  // As the client renders it (client/site/site-frame.tsx): hydration does not add it.
  view.dataset.serverHtml = "";
  await loadCatalog(first.locale);
  hydrateKeptSite(root, bootstrap, bootstrap.layout);
}

start().catch((error) => {
  if (!reloadForChunkError(error)) console.error(error);
});
