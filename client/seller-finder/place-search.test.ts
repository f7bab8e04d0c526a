import { afterEach, describe, expect, it, vi } from "vitest";
import type { FinderPoint } from "../../shared/seller-finder";
import { GEOCODING_URL, geocode, geocodingUrl, matchKnownPlaces } from "./place-search";

const point = (id: string, city: string, zip: string, country = "NL"): FinderPoint => ({
  id,
  companyId: id,
  lat: 52 + Number(id) / 10,
  lng: 5,
  label: `Company ${id}, ${city}`,
  page: 1,
  city,
  zip,
  country,
});

const POINTS = [
  point("1", "Utrecht", "3511 AB"),
  point("2", "Utrecht", "3512 CD"),
  point("3", "Nieuwegein", "3431 AA"),
  point("4", "Södertälje", "151 36", "SE"),
  point("5", "Den Haag", "2511 BT"),
];

describe("geocodingUrl", () => {
  it("asks the v6 forward endpoint, biased to the country and language", () => {
    const url = new URL(
      geocodingUrl("Utrecht", { token: "pk.x", country: "NL", language: "en-US" }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(GEOCODING_URL);
    expect(url.searchParams.get("q")).toBe("Utrecht");
    expect(url.searchParams.get("country")).toBe("nl");
    expect(url.searchParams.get("language")).toBe("en");
    expect(url.searchParams.get("access_token")).toBe("pk.x");
    expect(url.searchParams.get("autocomplete")).toBe("true");
  });

  it("leaves the country out when none is chosen", () => {
    const url = new URL(geocodingUrl("Paris", { token: "pk.x", language: "fr" }));
    expect(url.searchParams.has("country")).toBe(false);
  });
});

describe("geocode", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads places from the service's GeoJSON", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({
          features: [
            {
              geometry: { coordinates: [5.1214, 52.0907] },
              properties: {
                mapbox_id: "a",
                name: "Utrecht",
                place_formatted: "Utrecht, Netherlands",
                full_address: "Utrecht, Utrecht, Netherlands",
              },
            },
            { geometry: { coordinates: ["x", 1] }, properties: { name: "broken" } },
          ],
        }),
      ),
    );
    const found = await geocode("Utr", {
      token: "pk.x",
      language: "nl",
      signal: new AbortController().signal,
    });
    expect(found).toEqual([
      {
        id: "a",
        label: "Utrecht, Utrecht, Netherlands",
        detail: "Utrecht, Netherlands",
        lat: 52.0907,
        lng: 5.1214,
      },
    ]);
  });

  it("rejects when the service answers with an error", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("no", { status: 401 })),
    );
    await expect(
      geocode("Utr", { token: "pk.x", language: "nl", signal: new AbortController().signal }),
    ).rejects.toThrow("401");
  });
});

describe("matchKnownPlaces", () => {
  const names = (code: string) => ({ NL: "Netherlands", SE: "Sweden" })[code] ?? code;

  it("matches a town once, by the start of its name or of a word", () => {
    expect(matchKnownPlaces("utr", POINTS, names).map((p) => p.label)).toEqual(["Utrecht"]);
    expect(matchKnownPlaces("haag", POINTS, names).map((p) => p.label)).toEqual(["Den Haag"]);
  });

  it("ignores accents and case", () => {
    const [found] = matchKnownPlaces("SODER", POINTS, names);
    expect(found).toMatchObject({ label: "Södertälje", detail: "Sweden" });
  });

  it("matches postcodes by their start, spaces ignored", () => {
    expect(matchKnownPlaces("3511", POINTS, names).map((p) => p.label)).toEqual([
      "3511 AB Utrecht",
    ]);
    expect(matchKnownPlaces("35 1", POINTS, names).map((p) => p.label)).toEqual([
      "3511 AB Utrecht",
      "3512 CD Utrecht",
    ]);
  });

  it("needs two characters and finds nothing unknown", () => {
    expect(matchKnownPlaces("u", POINTS, names)).toEqual([]);
    expect(matchKnownPlaces("Berlin", POINTS, names)).toEqual([]);
  });
});
