/**
 * @module The CMS admin may show preview pages in its frame (Strapi 5's Preview):
 * a preview response's `frame-ancestors` names the origins in `CMS_ADMIN_ORIGIN`.
 * Every other response keeps `frame-ancestors 'none'`.
 */
import type { Env } from "../env";

const CLOSED = "frame-ancestors 'none'";

/** The admin origins `CMS_ADMIN_ORIGIN` names (space- or comma-separated); others are ignored. */
export function adminOrigins(env: Env): string[] {
  return (env.CMS_ADMIN_ORIGIN ?? "")
    .split(/[\s,]+/)
    .map((entry) => entry.replace(/\/+$/, ""))
    .filter((entry) => {
      try {
        const url = new URL(entry);
        return (url.protocol === "https:" || url.protocol === "http:") && url.origin === entry;
      } catch {
        return false;
      }
    });
}

/** Opens a preview response's policy to the CMS admin, if one is configured. */
export function allowCmsFrame(headers: Headers, env: Env): void {
  const origins = adminOrigins(env);
  const policy = headers.get("content-security-policy");
  if (!origins.length || !policy?.includes(CLOSED)) return;
  headers.set(
    "content-security-policy",
    policy.replace(CLOSED, `frame-ancestors ${origins.join(" ")}`),
  );
}
