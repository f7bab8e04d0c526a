/**
 * @module What every post of the contact form passes before its body is read:
 * the site's own origin, the visitor's rate limit and the body's size. A refused
 * post costs no parsing.
 */
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_PHOTO_BYTES } from "../../shared/contact-photos";
import { clientKey } from "../client-key";
import type { SiteApp } from "../env";
import { photosEnabled } from "./photos";
import { MAX_BODY_BYTES } from "./posted-body";
import { isSameOrigin } from "./same-origin";

/**
 * A multipart post carries the photos too: their own limit on top of the fields',
 * plus room for the parts' headers. The fields alone are held to MAX_BODY_BYTES
 * once read (`readFields`).
 */
const PART_HEADERS_BYTES = 64 * 1024;
const MAX_MULTIPART_BYTES = MAX_BODY_BYTES + MAX_PHOTO_BYTES + PART_HEADERS_BYTES;

export const REFUSAL_STATUS = { forbidden: 403, too_large: 413, rate_limited: 429 } as const;

export type Refusal = keyof typeof REFUSAL_STATUS;

/**
 * Origin check, the visitor's rate limit and the body limit, all before any of
 * the body is read; `refuse` answers in the endpoint's own format. A multipart
 * post may carry photos only where photos are taken; elsewhere its fields' limit
 * holds, with room for the parts' headers.
 */
export function guard(refuse: (c: Context<SiteApp>, why: Refusal) => Response | Promise<Response>) {
  const onError = (c: Context<SiteApp>) => refuse(c, "too_large");
  const limit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError });
  const fieldsLimit = bodyLimit({ maxSize: MAX_BODY_BYTES + PART_HEADERS_BYTES, onError });
  const multipartLimit = bodyLimit({ maxSize: MAX_MULTIPART_BYTES, onError });
  const check: MiddlewareHandler<SiteApp> = async (c, next) => {
    if (!isSameOrigin(c.req.raw)) return refuse(c, "forbidden");
    const { success } = await c.env.CONTACT_RATE_LIMIT.limit({
      key: `contact:${clientKey(c.req.raw)}`,
    });
    if (!success) {
      c.get("log").set({ contact: "rate_limited" });
      return refuse(c, "rate_limited");
    }
    const multipart = (c.req.header("content-type") ?? "").includes("multipart/form-data");
    if (!multipart) return limit(c, next);
    return (photosEnabled(c.env) ? multipartLimit : fieldsLimit)(c, next);
  };
  return check;
}
