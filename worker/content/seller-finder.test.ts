import { describe, expect, it } from "vitest";
import type { FinderQuery } from "../../shared/seller-finder";
import {
  distanceKm,
  groupCompanies,
  pageOf,
  pointsOf,
  type SaleLocationRow,
} from "./seller-finder";

const user = (id: string, country: string, name = `Company ${id}`) => ({
  id,
  company_name: name,
  country_iso: country,
  website: null,
  phone: null,
  email: null,
});

function row(
  id: string,
  country: string,
  types: string[],
  owner: SaleLocationRow["user"],
  lat = 52,
  lng = 5,
): SaleLocationRow {
  return {
    id,
    street_address: `Street ${id}`,
    address_suffix: null,
    zip_code: "1000",
    city: `City ${id}`,
    country_iso: country,
    latitude: lat,
    longitude: lng,
    location_types: types,
    phone: null,
    email: null,
    website: null,
    user: owner,
  };
}

const query = (extra: Partial<FinderQuery> = {}): FinderQuery => ({
  page: 1,
  pageSize: 6,
  ...extra,
});

describe("groupCompanies", () => {
  it("groups by user id with the location in the company's own country as the primary one", () => {
    const nl = user("1", "NL", "Beta");
    const de = user("2", "DE", "Alpha");
    const companies = groupCompanies(
      [
        row("10", "BE", ["installer"], nl),
        row("11", "NL", ["installer"], nl),
        row("12", "NL", ["installer"], nl),
        row("20", "DE", ["wholesale"], de),
      ],
      query(),
    );
    expect(companies.map((c) => c.name)).toEqual(["Alpha", "Beta"]);
    const beta = companies[1]!;
    expect(beta.primary.id).toBe("11");
    expect(beta.related.map((l) => l.id)).toEqual(["10", "12"]);
  });

  it("falls back to the first location when none at home matches", () => {
    const [company] = groupCompanies([row("7", "DK", ["distributor"], user("3", "DE"))], query());
    expect(company?.primary.id).toBe("7");
    expect(company?.related).toEqual([]);
  });

  it("checks types exactly: 'consumer' does not find 'webshop_consumer'", () => {
    const companies = groupCompanies(
      [
        row("1", "NL", ["webshop_consumer"], user("1", "NL")),
        row("2", "NL", ["consumer"], user("2", "NL")),
      ],
      query({ type: "consumer" }),
    );
    expect(companies.map((c) => c.id)).toEqual(["2"]);
  });

  it("drops locations without a company and unknown location types", () => {
    const companies = groupCompanies(
      [
        row("1", "NL", ["installer"], null),
        row("2", "NL", ["installer", "spaceport"], user("2", "NL")),
      ],
      query(),
    );
    expect(companies).toHaveLength(1);
    expect(companies[0]?.primary.location_types).toEqual(["installer"]);
  });

  it("orders by distance to the visitor's position and gives distances", () => {
    const near = { lat: 52.37, lng: 4.9 }; // Amsterdam
    const companies = groupCompanies(
      [
        row("1", "DE", ["installer"], user("1", "DE", "Aachen"), 50.78, 6.08),
        row("2", "NL", ["installer"], user("2", "NL", "Utrecht"), 52.09, 5.12),
      ],
      query({ near }),
    );
    expect(companies.map((c) => c.name)).toEqual(["Utrecht", "Aachen"]);
    expect(companies[0]?.distanceKm).toBeGreaterThan(30);
    expect(companies[0]?.distanceKm).toBeLessThan(40);
    expect(companies[0]?.primary.distanceKm).toBe(companies[0]?.distanceKm);
  });
});

describe("pageOf", () => {
  it("pages companies and says whether more follow", () => {
    const companies = groupCompanies(
      Array.from({ length: 7 }, (_, i) =>
        row(String(i + 1), "NL", ["installer"], user(String(i + 1), "NL")),
      ),
      query(),
    );
    const first = pageOf(companies, query({ pageSize: 3 }));
    expect(first).toMatchObject({ total: 7, pageCount: 3, hasMore: true });
    expect(first.companies).toHaveLength(3);
    const last = pageOf(companies, query({ pageSize: 3, page: 3 }));
    expect(last).toMatchObject({ hasMore: false });
    expect(last.companies).toHaveLength(1);
    expect(pageOf(companies, query({ pageSize: 3, page: 4 })).companies).toEqual([]);
  });
});

describe("the order of names", () => {
  it("is the locale's alphabet with numbers in numeric order", () => {
    const names = ["Installer 10", "Zander", "Installer 2", "Ärlig", "Ahlborn"];
    const rows = names.map((name, i) =>
      row(String(i + 1), "SE", ["installer"], user(String(i + 1), "SE", name)),
    );
    const order = (locale: FinderQuery["locale"]) =>
      groupCompanies(rows, query({ locale })).map((c) => c.name);
    expect(order("de")).toEqual(["Ahlborn", "Ärlig", "Installer 2", "Installer 10", "Zander"]);
    // Swedish puts Ä after Z.
    expect(order("sv")).toEqual(["Ahlborn", "Installer 2", "Installer 10", "Zander", "Ärlig"]);
  });

  it("filters by the company's home country in the worker", () => {
    const companies = groupCompanies(
      [
        row("1", "BE", ["installer"], user("1", "NL")),
        row("2", "BE", ["installer"], user("2", "BE")),
      ],
      query({ country: "NL" }),
    );
    expect(companies.map((c) => [c.id, c.primary.id])).toEqual([["1", "1"]]);
  });
});

describe("distanceKm", () => {
  it("measures great-circle distance", () => {
    expect(distanceKm({ lat: 52.37, lng: 4.9 }, { lat: 52.37, lng: 4.9 })).toBe(0);
    // Amsterdam – Berlin is about 577 km.
    const d = distanceKm({ lat: 52.3676, lng: 4.9041 }, { lat: 52.52, lng: 13.405 });
    expect(d).toBeGreaterThan(570);
    expect(d).toBeLessThan(585);
  });
});

describe("pointsOf", () => {
  it("gives every located location with the page its company is listed on", () => {
    const companies = groupCompanies(
      [
        row("1", "NL", ["installer"], user("1", "NL", "A")),
        row("2", "BE", ["installer"], user("1", "NL", "A")),
        row("3", "NL", ["installer"], user("2", "NL", "B")),
        row("4", "NL", ["installer"], user("3", "NL", "C"), Number.NaN, 5),
      ].map((r) => (r.id === "4" ? { ...r, latitude: null } : r)),
      query(),
    );
    const points = pointsOf(companies, 1);
    expect(points.map((p) => [p.id, p.companyId, p.page])).toEqual([
      ["1", "1", 1],
      ["2", "1", 1],
      ["3", "2", 2],
    ]);
    expect(points[0]?.label).toBe("A, City 1");
  });
});
