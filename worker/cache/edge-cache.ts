/**
 * @module The location's cache: Workers' `caches.default` (the DOM types do not
 * know it). Shared by the full-page HTML cache and the media proxy.
 */
export function edgeCache(): Cache {
  return (caches as unknown as { default: Cache }).default;
}
