/**
 * @module What the page's script does first (./entry.tsx on a first page kept as
 * the server's HTML, ./app-start.tsx on any other): read the bootstrap the worker
 * embedded and, with a tag manager, set its consent defaults. Once per page: the
 * app's start is also imported by a kept page when it navigates.
 */
import type { Bootstrap } from "../shared/route-result";
import { denyByDefault } from "./analytics";

let started = false;

/**
 * The embedded bootstrap and the element to hydrate, for the first script to ask;
 * undefined for any other, and outside the site's pages.
 */
export function pageStart(): { bootstrap: Bootstrap; root: HTMLElement } | undefined {
  const script = document.getElementById("__BOOTSTRAP__");
  const root = document.getElementById("root");
  if (started || !script?.textContent || !root) return undefined;
  started = true;
  const bootstrap = JSON.parse(script.textContent) as Bootstrap;
  const { config } = bootstrap;
  // With a tag manager, its consent defaults go first; asking costs a chunk only then.
  if (config.tagManagerId) {
    denyByDefault();
    import("./consent/start").then((consent) =>
      consent.startConsent(config, bootstrap.result.locale, script.nonce || undefined),
    );
  }
  return { bootstrap, root };
}
