/**
 * @module The service worker that keeps opened manuals readable offline: installers
 * follow them on roofs and in barns with poor reception.
 *
 * A manual page asks it (`save-manual`) to keep the page, its route data, its step
 * images, its PDF and the scripts and styles the page uses. Everything else is
 * left to the network. Saved URLs are served network-first, so a visitor online
 * always gets the current manual, and the saved copy only when the network fails.
 */
const sw = globalThis as unknown as ServiceWorkerGlobalScope;

const CACHE = "manuals-v1";

interface SaveMessage {
  type: "save-manual";
  urls: string[];
}

sw.addEventListener("install", () => {
  sw.skipWaiting();
});

sw.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== CACHE) await caches.delete(name);
      await sw.clients.claim();
    })(),
  );
});

sw.addEventListener("message", (event) => {
  const data = event.data as SaveMessage | undefined;
  if (data?.type !== "save-manual" || !Array.isArray(data.urls)) return;
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const urls = data.urls.filter(
        (url) => new URL(url, sw.location.href).origin === sw.location.origin,
      );
      const save = async (url: string) => {
        try {
          const response = await fetch(url, { credentials: "same-origin" });
          if (!response.ok) return;
          await cache.put(keyOf(new Request(url)), response.clone());
          // The page as the worker sends it names its script, what that preloads
          // and its islands (`Bootstrap.islands`), which may not be the scripts the
          // visitor's page ran: a first page is kept as the server's HTML, a page
          // reached later is the app's.
          if (!response.headers.get("content-type")?.includes("text/html")) return;
          const html = await response.text();
          const scripts = new Set(
            [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]),
          );
          await Promise.all([...scripts].filter((script) => !urls.includes(script)).map(save));
        } catch {
          // Offline while saving: what was saved before stays.
        }
      };
      await Promise.all(urls.map(save));
      event.source?.postMessage({ type: "manual-saved", count: urls.length });
    })(),
  );
});

/**
 * Steps of a manual share one page: `?step=n` is left out of the key, both in the
 * page's URL and in the route-data API's `path` parameter.
 */
function keyOf(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("step");
  const path = url.searchParams.get("path");
  if (path) {
    const inner = new URL(path, url.origin);
    inner.searchParams.delete("step");
    url.searchParams.set("path", inner.pathname + inner.search);
  }
  return url.toString();
}

sw.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET" || new URL(request.url).origin !== sw.location.origin) return;
  event.respondWith(
    (async () => {
      try {
        return await fetch(request);
      } catch (error) {
        const cache = await caches.open(CACHE);
        const saved = await cache.match(keyOf(request));
        if (saved) return saved;
        throw error;
      }
    })(),
  );
});

export {};
