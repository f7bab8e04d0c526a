import { describe, expect, it } from "vitest";
import { byDistance, distanceKm, sortByDistance } from "./distance";

const AMSTERDAM = { lat: 52.3676, lng: 4.9041 };
const BERLIN = { lat: 52.52, lng: 13.405 };
const PARIS = { lat: 48.8566, lng: 2.3522 };
const LONDON = { lat: 51.5074, lng: -0.1278 };
const UTRECHT = { lat: 52.0907, lng: 5.1214 };
const MUNICH = { lat: 48.1351, lng: 11.582 };

describe("distanceKm", () => {
  it("measures known great-circle distances to within a kilometre", () => {
    expect(distanceKm(AMSTERDAM, BERLIN)).toBeCloseTo(576.8, -0.5);
    expect(distanceKm(PARIS, LONDON)).toBeCloseTo(343.6, -0.5);
    expect(distanceKm(AMSTERDAM, UTRECHT)).toBeCloseTo(35.1, -0.5);
  });

  it("is zero for the same point and symmetric", () => {
    expect(distanceKm(PARIS, PARIS)).toBe(0);
    expect(distanceKm(BERLIN, MUNICH)).toBe(distanceKm(MUNICH, BERLIN));
  });

  it("rounds to 0.1 km", () => {
    const km = distanceKm(AMSTERDAM, UTRECHT);
    expect(Math.round(km * 10) / 10).toBe(km);
  });
});

describe("ordering by distance", () => {
  const places = [
    { name: "Berlin", ...BERLIN },
    { name: "Paris", ...PARIS },
    { name: "Utrecht", ...UTRECHT },
    { name: "London", ...LONDON },
    { name: "Munich", ...MUNICH },
  ];

  it("sorts a known set nearest first from Amsterdam", () => {
    const sorted = sortByDistance(places, AMSTERDAM);
    expect(sorted.map((place) => place.name)).toEqual([
      "Utrecht",
      "London",
      "Paris",
      "Berlin",
      "Munich",
    ]);
    expect(sorted[0]?.distanceKm).toBeCloseTo(35.1, -0.5);
    // The input is left as it was.
    expect(places[0]?.name).toBe("Berlin");
  });

  it("sorts the same set nearest first from Munich", () => {
    expect(sortByDistance(places, MUNICH).map((place) => [place.name, place.distanceKm])).toEqual([
      ["Munich", 0],
      ["Berlin", 504.4],
      ["Utrecht", 636.5],
      ["Paris", 684.4],
      ["London", 918.6],
    ]);
  });

  it("puts things without a distance last", () => {
    const list = [{ distanceKm: 5 }, {}, { distanceKm: 1 }];
    expect(list.sort(byDistance)).toEqual([{ distanceKm: 1 }, { distanceKm: 5 }, {}]);
  });
});
