import { describe, expect, it } from "vitest";
import {
  lifetimeLeft,
  RELAYED_CACHE_TAG,
  RELAYED_EDGE_CACHE_CONTROL,
  relayEdgeHeaders,
  writeFrontCaching,
} from "./front-cache";
import { EDGE_CACHE_CONTROL } from "./presets";

const EDGE = "max-age=300, stale-while-revalidate=3600, stale-if-error=3600";

/** A shared answer as the gateway receives it: its edge headers consumed, the relayed ones kept. */
function fromSharedCache(extra: Record<string, string> = {}): Headers {
  return new Headers({
    [RELAYED_EDGE_CACHE_CONTROL]: EDGE,
    [RELAYED_CACHE_TAG]: "product:12,list:product",
    "cache-control": "no-cache",
    ...extra,
  });
}

describe("the gateway's own cache", () => {
  it("keeps a fresh shared page asked without cookies, for what is left of its lifetime", () => {
    const headers = fromSharedCache({ age: "120" });
    writeFrontCaching(headers, "HIT", true);
    expect(headers.get(EDGE_CACHE_CONTROL)).toBe(
      "max-age=180, stale-while-revalidate=3600, stale-if-error=3600",
    );
    expect(headers.get("cache-tag")).toBe("product:12,list:product");
    expect(headers.get("vary")).toBe("Cookie");
    expect(headers.get("age")).toBeNull();
    expect(headers.get(RELAYED_EDGE_CACHE_CONTROL)).toBeNull();
    expect(headers.get(RELAYED_CACHE_TAG)).toBeNull();
  });

  it("keeps nothing for a request with a cookie, a stale or uncached answer, or the app's own", () => {
    const cases: [string | null, boolean][] = [
      ["HIT", false],
      ["UPDATING", true],
      ["STALE", true],
      ["BYPASS", true],
      [null, true],
    ];
    for (const [status, mayKeep] of cases) {
      const headers = fromSharedCache({ "cache-tag": "leaked" });
      writeFrontCaching(headers, status, mayKeep);
      expect(headers.get(EDGE_CACHE_CONTROL), `${status} ${mayKeep}`).toBe("no-store");
      expect(headers.get("cache-tag")).toBeNull();
      expect(headers.get("vary")).toBeNull();
      expect(headers.get(RELAYED_EDGE_CACHE_CONTROL)).toBeNull();
    }
  });

  it("counts the shared copy's age against the lifetime, and keeps nothing that has none left", () => {
    expect(lifetimeLeft(EDGE, 0)).toBe(EDGE);
    expect(lifetimeLeft("max-age=60", 59.9)).toBe("max-age=1");
    expect(lifetimeLeft("max-age=60", 60)).toBeNull();
    expect(lifetimeLeft("max-age=60", Number.NaN)).toBe("max-age=60");
    expect(lifetimeLeft("no-store", 0)).toBeNull();
    expect(lifetimeLeft("private, max-age=60", 0)).toBeNull();
    expect(lifetimeLeft("stale-while-revalidate=60", 0)).toBeNull();
  });

  it("the shared entrypoint relays its edge lifetime and tags under names its cache passes on", () => {
    const answer = new Response("page", {
      headers: { [EDGE_CACHE_CONTROL]: EDGE, "cache-tag": "product:12" },
    });
    const relayed = relayEdgeHeaders(answer);
    expect(relayed.headers.get(RELAYED_EDGE_CACHE_CONTROL)).toBe(EDGE);
    expect(relayed.headers.get(RELAYED_CACHE_TAG)).toBe("product:12");
    const plain = new Response("x");
    expect(relayEdgeHeaders(plain)).toBe(plain);
  });
});
