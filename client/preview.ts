/**
 * @module Editor preview in the browser (spec section 4, "login capability"): signing
 * out and resetting the data cache. Signing in is a form post to the worker
 * (worker/api/preview.ts) that ends in a full page load, which starts with an
 * empty data cache.
 */
import type { ScopedMutator } from "swr";

export const SIGN_OUT_PATH = "/api/preview/sign-out";

/** Removes the preview cookie; false when the worker could not be reached. */
export async function signOut(): Promise<boolean> {
  try {
    const response = await fetch(SIGN_OUT_PATH, {
      method: "POST",
      headers: { accept: "application/json" },
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Drops every cached route and layout answer and refetches what is on screen, so
 * no draft stays after signing out. A failed reset is logged and ignored (spec):
 * the next navigation fetches again anyway.
 */
export async function resetDataCache(mutate: ScopedMutator): Promise<void> {
  try {
    await mutate(() => true, undefined, { revalidate: true });
  } catch (error) {
    console.warn("preview: the data cache could not be reset", error);
  }
}

/**
 * Strapi 5's Preview panel posts `{ type: "strapiUpdate" }` into its frame after
 * the editor saves or publishes, so that the frame shows the new draft. Only the
 * window framing this page counts: the site allows only the CMS admin's origin to
 * frame a preview page (`frame-ancestors`), and a reload is all it can cause.
 */
export function isCmsUpdate(
  event: Pick<MessageEvent, "data" | "source">,
  parent: unknown,
): boolean {
  if (event.source === null || event.source !== parent) return false;
  const data: unknown = event.data;
  return (
    typeof data === "object" &&
    data !== null &&
    (data as { type?: unknown }).type === "strapiUpdate"
  );
}

/** While previewing in the CMS's frame, reloads the page when the CMS says the entry changed. */
export function followCmsUpdates(target: Window): () => void {
  if (target.parent === target) return () => {};
  const onMessage = (event: MessageEvent) => {
    if (isCmsUpdate(event, target.parent)) target.location.reload();
  };
  target.addEventListener("message", onMessage);
  return () => target.removeEventListener("message", onMessage);
}
