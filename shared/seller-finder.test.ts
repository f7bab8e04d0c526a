import { describe, expect, it } from "vitest";
import {
  type FinderLocation,
  LOCATION_TYPES,
  LOOKING_FOR,
  locationsInOrder,
  typesFor,
  VISITOR_KINDS,
} from "./seller-finder";

describe("LOOKING_FOR", () => {
  it("offers every visitor kind at least one location type, each a known one, without repeats", () => {
    for (const kind of VISITOR_KINDS) {
      const types = LOOKING_FOR[kind];
      expect(types.length).toBeGreaterThan(0);
      expect(new Set(types).size).toBe(types.length);
      for (const type of types) expect(LOCATION_TYPES).toContain(type);
    }
  });

  it("offers every location type to somebody", () => {
    const offered = new Set(Object.values(LOOKING_FOR).flat());
    expect([...offered].sort()).toEqual([...LOCATION_TYPES].sort());
  });
});

describe("typesFor", () => {
  it("is the chosen type, else the visitor kind's list, else any", () => {
    expect(typesFor({ visitor: "consumer", type: "installer" })).toEqual(["installer"]);
    expect(typesFor({ visitor: "wholesale" })).toEqual(LOOKING_FOR.wholesale);
    expect(typesFor({})).toEqual([]);
  });
});

describe("locationsInOrder", () => {
  const at = (id: string, city: string, distanceKm?: number): FinderLocation => ({
    id,
    street_address: null,
    address_suffix: null,
    zip_code: null,
    city,
    country_iso: "NL",
    latitude: 52,
    longitude: 5,
    location_types: ["installer"],
    phone: null,
    email: null,
    website: null,
    ...(distanceKm === undefined ? {} : { distanceKm }),
  });
  const company = (primary: FinderLocation, related: FinderLocation[], distanceKm?: number) => ({
    id: "1",
    name: "Randstad Vogelwering",
    country_iso: "NL",
    website: null,
    phone: null,
    email: null,
    primary,
    related,
    ...(distanceKm === undefined ? {} : { distanceKm }),
  });

  it("starts at the nearest location when a place is chosen, however far the head office", () => {
    const ordered = locationsInOrder(
      company(at("1", "Amsterdam", 33), [at("3", "Haarlem", 50), at("4", "Utrecht", 3.9)], 3.9),
    );
    expect(ordered.map((location) => location.city)).toEqual(["Utrecht", "Amsterdam", "Haarlem"]);
  });

  it("starts at the primary location without a place", () => {
    const ordered = locationsInOrder(company(at("1", "Amsterdam"), [at("4", "Utrecht")]));
    expect(ordered.map((location) => location.city)).toEqual(["Amsterdam", "Utrecht"]);
  });
});
