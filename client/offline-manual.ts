/**
 * @module Asks the service worker to keep the manual on screen available offline:
 * the page, its route data, its images and PDF, and the scripts and styles loaded.
 */
import type { Manual } from "../shared/content";
import { routeKey } from "./data";

/**
 * The page has hydrated, with the parts that hydrate after it and so their chunk
 * (client/deferred.tsx; the app then sets `data-hydrated`), or 5 s passed. Watched
 * on the document rather than imported, so that the manual's chunk shares no code
 * with the entry's just for this.
 */
function lateChunkLoaded(): Promise<void> {
  const root = document.documentElement;
  return new Promise((resolve) => {
    if (root.dataset.hydrated === "true") return resolve();
    const observer = new MutationObserver(() => {
      if (root.dataset.hydrated !== "true") return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
    setTimeout(() => {
      observer.disconnect();
      resolve();
    }, 5000);
  });
}

export async function saveManualForOffline(manual: Manual, pagePath: string): Promise<boolean> {
  if (!("serviceWorker" in navigator)) return false;
  const registration = await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  const worker = registration.active ?? (await navigator.serviceWorker.ready).active;
  if (!worker) return false;
  // Their chunk is one of the scripts the page needs offline (the worker's page
  // names the others, client/sw.ts).
  await lateChunkLoaded();
  const media = [manual.image, manual.pdf, ...manual.steps.map((step) => step.image)]
    .filter((file): file is NonNullable<typeof file> => Boolean(file))
    .flatMap((file) => [file.url, ...file.formats.map((format) => format.url)]);
  const assets = performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((url) => new URL(url).pathname.startsWith("/assets/"));
  const urls = [pagePath, routeKey(pagePath), ...media, ...assets, "/favicon.svg"];
  worker.postMessage({ type: "save-manual", urls: [...new Set(urls)] });
  return true;
}
