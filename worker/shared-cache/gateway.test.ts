import { describe, expect, it } from "vitest";
import { canonicalPath, gatewayAnswer, routeDataTarget, routeOf, sharedRequest } from "./gateway";

const at = (path: string, init?: RequestInit) => new Request(`https://site.example${path}`, init);

describe("the gateway's routes", () => {
  it("sends a page, whatever cookies the visitor carries, to the shared entrypoint under its path", async () => {
    const cookies = [
      "__cf_bm=abc; _ga=GA1.1.1.2; _ga_X1=GS1.1; cf_clearance=x; _cfuvid=y; site_locale=de",
      "",
    ];
    for (const cookie of cookies) {
      const route = routeOf(at("/de/produkte/taubenspikes", { headers: { cookie } }));
      expect(route).toMatchObject({ to: "shared", cacheKey: "/de/produkte/taubenspikes" });
    }
  });

  it("keeps any request with an editor's preview cookie away from the shared cache", () => {
    for (const value of ["v1.sealed-session", "not-ours"]) {
      const editor = at("/en", { headers: { cookie: `_ga=1; editor_preview=${value}` } });
      expect(routeOf(editor)).toEqual({ to: "app", reason: "editor" });
    }
    const lookalike = at("/en", { headers: { cookie: "my_editor_preview=1; editor=2" } });
    expect(routeOf(lookalike)).toMatchObject({ to: "shared" });
  });

  it("answers with the app what must see the visitor's own request", async () => {
    const reasons = async (path: string, init?: RequestInit) => {
      const route = routeOf(at(path, init));
      return route.to === "app" ? route.reason : route.to;
    };
    expect(await reasons("/api/contact", { method: "POST" })).toBe("method");
    expect(await reasons("/en/contact?utm_source=x")).toBe("query");
    expect(await reasons("/api/search?q=spikes&locale=en")).toBe("path");
    expect(await reasons("/api/seller-finder?visitor=x")).toBe("path");
    expect(await reasons("/api/preview/enter?x=1")).toBe("path");
    expect(await reasons("/en/%70roducts")).toBe("spelling");
    expect(await reasons("/en", { headers: { authorization: "Bearer x" } })).toBe("credentials");
    expect(await reasons("/api/layout/de")).toBe("shared");
    expect(await reasons("/sitemap-de-product.xml")).toBe("shared");
  });

  it("keys a media file by its path alone: a query string never makes another copy", async () => {
    const route = routeOf(at("/uploads/pigeon_1a2b.jpg?v=1&x=2"));
    expect(route).toMatchObject({ to: "shared", cacheKey: "/uploads/pigeon_1a2b.jpg" });
    if (route.to === "shared") expect(route.url.search).toBe("");
  });

  it("shares route data only in the spelling the browser's code uses", () => {
    const spelled = (search: string) =>
      routeDataTarget(new URL(`https://s/api/route-data${search}`));
    expect(spelled(`?path=${encodeURIComponent("/de/produkte")}`)).toBe("/de/produkte");
    expect(spelled("?path=/de/produkte")).toBeNull();
    expect(spelled(`?path=${encodeURIComponent("/%70roducts")}`)).toBeNull();
    expect(spelled(`?path=${encodeURIComponent("/en/products")}&&`)).toBeNull();
    expect(
      spelled(`?path=${encodeURIComponent("/en")}&path=${encodeURIComponent("/de")}`),
    ).toBeNull();
    expect(spelled(`?path=${encodeURIComponent("/en/blog?page=2")}`)).toBeNull();
    expect(spelled(`?path=${encodeURIComponent("/en")}&x=1`)).toBeNull();
  });

  it("spells a path canonically: unreserved characters unescaped, other escapes upper case", () => {
    expect(canonicalPath("/en/%70roducts")).toBe("/en/products");
    expect(canonicalPath("/de/t%c3%a4ubchen")).toBe("/de/t%C3%A4ubchen");
    expect(canonicalPath("/de/t%C3%A4ubchen")).toBe("/de/t%C3%A4ubchen");
  });
});

describe("what the shared entrypoint is handed, and what the gateway answers", () => {
  it("strips the visitor's own headers and those the cache keys against poisoning", () => {
    const request = at("/en", {
      headers: {
        cookie: "_ga=1",
        authorization: "Basic x",
        "x-forwarded-host": "evil.example",
        forwarded: "host=evil",
        "if-none-match": 'W/"1"',
        "accept-language": "de",
      },
    });
    const shared = sharedRequest(request, new URL(request.url));
    for (const name of ["cookie", "authorization", "x-forwarded-host", "forwarded"])
      expect(shared.headers.has(name)).toBe(false);
    expect(shared.headers.get("if-none-match")).toBe('W/"1"');
  });

  it("marks every answer of its own not to be stored at the edge, and drops tags", () => {
    const answer = gatewayAnswer(
      new Response("x", {
        headers: {
          "cache-control": "no-cache",
          "cloudflare-cdn-cache-control": "max-age=300",
          "cache-tag": "a,b",
          "cf-cache-status": "HIT",
        },
      }),
      true,
    );
    expect(answer.headers.get("x-shared-cache")).toBe("HIT");
    expect(answer.headers.has("cf-cache-status")).toBe(false);
    expect(answer.headers.get("cloudflare-cdn-cache-control")).toBe("no-store");
    expect(answer.headers.get("cache-control")).toBe("no-cache");
    expect(answer.headers.has("cache-tag")).toBe(false);
  });
});
