/**
 * The seller finder against the real stack: the worker's API over the local
 * content service's seed (21 companies, 72 locations, 10 countries), compared
 * with groups computed here from the content service's own answer.
 */
import { beforeAll, describe, expect, it } from "vitest";
import {
  type FinderCompany,
  type FinderPage,
  LOCATION_TYPES,
  LOOKING_FOR,
  type LocationType,
  VISITOR_KINDS,
  type VisitorKind,
} from "../shared/seller-finder";
import { cmsCalls, cmsQuery, decodeEntities, get } from "../testing/helpers";

interface Truth {
  id: string;
  country: string;
  types: string[];
  user: { id: string; country: string; name: string };
}

let truth: Truth[] = [];
let countries: string[] = [];

type SaleLocationEntity = {
  id: string;
  attributes: {
    country_iso: string;
    location_types: string[];
    user: { data: { id: string; attributes: { country_iso: string; company_name: string } } };
  };
};

beforeAll(async () => {
  // Every page of the content service's own list, as its pagination says.
  const entities: SaleLocationEntity[] = [];
  for (let page = 1; ; page++) {
    const data = await cmsQuery<{
      saleLocations: {
        data: SaleLocationEntity[];
        meta: { pagination: { pageCount: number } };
      };
    }>(
      `query($page: Int) { saleLocations(pagination: { page: $page, pageSize: 100 }) {
        data { id attributes { country_iso location_types
          user { data { id attributes { country_iso company_name } } } } }
        meta { pagination { pageCount } } } }`,
      { page },
    );
    entities.push(...data.saleLocations.data);
    if (page >= data.saleLocations.meta.pagination.pageCount) break;
  }
  const settings = await cmsQuery<{
    settingSaleLocations: { data: { attributes: { used_countries: string[] } } };
  }>(`{ settingSaleLocations { data { attributes { used_countries } } } }`);
  truth = entities.map((entity) => ({
    id: entity.id,
    country: entity.attributes.country_iso,
    types: entity.attributes.location_types,
    user: {
      id: entity.attributes.user.data.id,
      country: entity.attributes.user.data.attributes.country_iso,
      name: entity.attributes.user.data.attributes.company_name,
    },
  }));
  countries = settings.settingSaleLocations.data.attributes.used_countries;
});

async function api(query: string): Promise<{ status: number; body: unknown }> {
  const response = await get(`/api/seller-finder${query ? `?${query}` : ""}`);
  return { status: response.status, body: JSON.parse(response.body) };
}

async function allPages(query: string, pageSize: number): Promise<FinderPage[]> {
  const pages: FinderPage[] = [];
  for (let page = 1; page < 100; page++) {
    const { status, body } = await api(
      `${query}${query ? "&" : ""}page=${page}&pageSize=${pageSize}`,
    );
    expect(status).toBe(200);
    pages.push(body as FinderPage);
    if (!(body as FinderPage).hasMore) break;
  }
  return pages;
}

/** What the finder should answer, computed independently from the content service's rows. */
function expected(types: readonly string[], country: string | undefined) {
  const rows = truth.filter(
    (row) =>
      (!types.length || row.types.some((type) => types.includes(type))) &&
      (!country || row.user.country === country),
  );
  const byUser = new Map<string, Truth[]>();
  for (const row of rows) byUser.set(row.user.id, [...(byUser.get(row.user.id) ?? []), row]);
  return new Map(
    [...byUser].map(([userId, locations]) => {
      const sorted = locations.sort((a, b) => Number(a.id) - Number(b.id));
      const primary =
        sorted.find((location) => location.country === location.user.country) ?? sorted[0]!;
      return [
        userId,
        {
          primary: primary.id,
          related: sorted.filter((l) => l !== primary).map((l) => l.id),
        },
      ];
    }),
  );
}

function combinations() {
  const list: { visitor?: VisitorKind; type?: LocationType; types: readonly string[] }[] = [];
  list.push({ types: [] });
  for (const type of LOCATION_TYPES) list.push({ type, types: [type] });
  for (const visitor of VISITOR_KINDS) {
    list.push({ visitor, types: LOOKING_FOR[visitor] });
    for (const type of LOOKING_FOR[visitor]) list.push({ visitor, type, types: [type] });
  }
  return list;
}

describe("GET /api/seller-finder", () => {
  it("works with a content service that refuses JSON contains, as Strapi on PostgreSQL does", async () => {
    await expect(
      cmsQuery(`{ saleLocations(filters: { location_types: { contains: "installer" } }) {
        data { id } } }`),
    ).rejects.toThrow(/INTERNAL_SERVER_ERROR/);
    for (const query of ["visitor=consumer", "type=installer&country=NL", "visitor=wholesale"])
      expect((await api(query)).status, query).toBe(200);
  });

  it("answers correctly grouped companies for every filter combination in the seed", async () => {
    expect(truth).toHaveLength(72);
    expect(countries).toHaveLength(10);
    await api("");
    const readsBefore = (await cmsCalls()).saleLocations ?? 0;
    let checked = 0;
    let nonEmpty = 0;
    for (const combination of combinations()) {
      for (const country of [undefined, ...countries]) {
        const params = new URLSearchParams();
        if (combination.visitor) params.set("visitor", combination.visitor);
        if (combination.type) params.set("type", combination.type);
        if (country) params.set("country", country);
        const pages = await allPages(params.toString(), 50);
        const companies = pages.flatMap((page) => page.companies);
        const want = expected(combination.types, country);
        const label = params.toString() || "(no filters)";
        expect(companies.map((c) => c.id).sort(), label).toEqual([...want.keys()].sort());
        expect(pages[0]?.total, label).toBe(want.size);
        for (const company of companies) {
          const group = want.get(company.id);
          expect(company.primary.id, `${label}: primary of ${company.name}`).toBe(group?.primary);
          expect(
            company.related.map((l) => l.id),
            `${label}: related of ${company.name}`,
          ).toEqual(group?.related);
          if (country) expect(company.country_iso).toBe(country);
          for (const location of [company.primary, ...company.related]) {
            if (combination.types.length)
              expect(location.location_types.some((t) => combination.types.includes(t))).toBe(true);
          }
        }
        checked++;
        if (companies.length) nonEmpty++;
      }
    }
    expect(checked).toBe(combinations().length * 11);
    // One cached answer serves every combination: at most a refresh once it went stale.
    expect((await cmsCalls()).saleLocations ?? 0).toBeLessThanOrEqual(readsBefore + 4);
    // The seed is meant to exercise the finder: most combinations find somebody.
    expect(nonEmpty).toBeGreaterThan(checked / 3);
  }, 120_000);

  it("puts a company's location in its own country first, with its locations abroad related", async () => {
    const { body } = await api("country=NL&pageSize=50");
    const polderbouw = (body as FinderPage).companies.find((c) => c.name.startsWith("Polderbouw"));
    expect(polderbouw?.primary.country_iso).toBe("NL");
    expect(polderbouw?.related.map((l) => l.country_iso)).toContain("BE");
  });

  it("pages companies in order until the end", async () => {
    const pages = await allPages("", 6);
    expect(pages.map((page) => page.page)).toEqual([1, 2, 3, 4]);
    expect(pages.map((page) => page.hasMore)).toEqual([true, true, true, false]);
    expect(pages.map((page) => page.companies.length)).toEqual([6, 6, 6, 3]);
    const names = pages.flatMap((page) => page.companies.map((c: FinderCompany) => c.name));
    expect(new Set(names).size).toBe(21);
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })),
    );
    // The map's points come with the first page: every location of the set, with its page.
    const points = pages[0]?.points ?? [];
    expect(points).toHaveLength(72);
    expect(pages[1]?.points).toBeUndefined();
    for (const [index, page] of pages.entries())
      for (const company of page.companies)
        for (const location of [company.primary, ...company.related])
          expect(points.find((p) => p.id === location.id)).toMatchObject({
            companyId: company.id,
            page: index + 1,
          });
    const beyond = await api("page=5");
    expect(beyond.status).toBe(200);
    expect(beyond.body).toMatchObject({ companies: [], hasMore: false, total: 21 });
  });

  it("orders names in the page's locale, numbers numerically, the same on the page and in the API", async () => {
    for (const [locale, tag] of [
      ["sv", "sv-SE"],
      ["de", "de-DE"],
    ] as const) {
      const { status, body } = await api(`locale=${locale}&pageSize=50`);
      expect(status).toBe(200);
      const names = (body as FinderPage).companies.map((c) => c.name);
      const collator = new Intl.Collator(tag, { sensitivity: "base", numeric: true });
      expect(names).toEqual([...names].sort(collator.compare));
    }
    expect((await api("locale=xx")).status).toBe(400);
  });

  it("orders by distance from a shared position and gives distances", async () => {
    // Amsterdam.
    const { status, body } = await api("lat=52.37&lng=4.89&pageSize=50");
    expect(status).toBe(200);
    const companies = (body as FinderPage).companies;
    const distances = companies.map((c) => c.distanceKm ?? Number.NaN);
    expect(distances.every(Number.isFinite)).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(companies[0]?.country_iso).toBe("NL");
  });

  it.each([
    ["visitor=alien", /visitor must be one of/],
    ["type=shop", /type must be one of/],
    ["visitor=consumer&type=wholesale", /offered to that visitor/],
    ["country=Netherlands", /ISO 3166-1/],
    ["page=0", /page must be at least 1/],
    ["page=-1", /page must be a whole number/],
    ["page=two", /page must be a whole number/],
    ["pageSize=1000", /pageSize must be at most/],
    ["lat=52.1", /lat and lng must be given together/],
    ["lat=200&lng=5", /lat must be between/],
    ["sort=name", /Unknown query parameter: sort/],
    ["country=NL&country=DE", /given twice/],
    ["visitor=%00&page=%F0", /visitor must be one of/],
  ])("refuses %s with a 400 and a clear message", async (query, message) => {
    const response = await get(`/api/seller-finder?${query}`);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(JSON.parse(response.body).error).toMatch(message);
  });
});

describe("the finder page", () => {
  it("server-renders the filtered first page of results, so it works without JavaScript", async () => {
    const { status, body, headers } = await get("/where-to-buy?visitor=consumer&country=DE");
    expect(status).toBe(200);
    const html = decodeEntities(body);
    expect(html).toContain('<option value="consumer" selected="">');
    expect(html).toContain('<option value="DE" selected="">');
    expect(html).toContain("Taubenschutz Rhein-Ruhr GmbH");
    expect(html).not.toContain("Randstad Vogelwering B.V.</h3>");
    const form = html.match(/<form[^>]*class="finder-filters"[^>]*>/)?.[0] ?? "";
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/where-to-buy"');
    // No token in the test stack: the page stays as strict as every other.
    const csp = headers.get("content-security-policy") ?? "";
    expect(csp).not.toContain("blob:");
    expect(csp).not.toContain("mapbox");
  });

  it("pages without JavaScript: 'Load more' is a link to the next server-rendered page", async () => {
    const names = (html: string) =>
      [...html.matchAll(/<h3 class="finder-company__name"[^>]*>([^<]*)<\/h3>/g)].map((m) => m[1]);
    const first = decodeEntities((await get("/where-to-buy?visitor=installer")).body);
    // Entities decoded: the link's query is `visitor=installer&page=2`.
    expect(first).toContain(
      '<a class="button button--green" href="/where-to-buy?visitor=installer&page=2">',
    );
    const api = JSON.parse((await get("/api/seller-finder?visitor=installer&page=2")).body);
    const second = decodeEntities((await get("/where-to-buy?visitor=installer&page=2")).body);
    expect(names(second)).toEqual(api.companies.map((c: FinderCompany) => c.name));
    expect(names(second)).not.toEqual(names(first));
    const last = decodeEntities((await get("/where-to-buy?page=4")).body);
    expect(names(last)).toHaveLength(3);
    expect(last).toContain("You have reached the end");
    const beyond = decodeEntities((await get("/where-to-buy?page=9")).body);
    expect(names(beyond)).toEqual([]);
    expect(beyond).toContain("No more results");
  });

  it("server-renders the list nearest first to the URL's chosen place (place search)", async () => {
    const names = (html: string) =>
      [...html.matchAll(/<h3 class="finder-company__name"[^>]*>([^<]*)<\/h3>/g)].map((m) => m[1]);
    const api = JSON.parse((await get("/api/seller-finder?lat=53.21917&lng=6.56667")).body);
    const html = decodeEntities(
      (await get("/where-to-buy?near=53.21917,6.56667&place=Groningen%2C+Netherlands")).body,
    );
    expect(names(html)).toEqual(api.companies.map((c: FinderCompany) => c.name));
    expect(names(html)).not.toEqual(names(decodeEntities((await get("/where-to-buy")).body)));
    expect(html).toContain("Nearest to Groningen, Netherlands first");
    // Without JavaScript, "Load more" keeps the place.
    expect(html).toContain("near=53.21917%2C6.56667&place=Groningen%2C+Netherlands&page=2");
    // A place that is not valid is ignored, never a failure.
    const bad = await get("/where-to-buy?near=999,abc&place=x");
    expect(bad.status).toBe(200);
  });

  it("ignores filter values that are not valid instead of failing the page", async () => {
    const { status, body } = await get("/where-to-buy?visitor=alien&type=spaceport&country=xx");
    expect(status).toBe(200);
    expect(decodeEntities(body)).toContain("21 companies found");
  });

  it("embeds the countries and results in the route data, in other locales too", async () => {
    const response = await get(`/api/route-data?path=${encodeURIComponent("/de/haendler-finden")}`);
    expect(response.status).toBe(200);
    const result = JSON.parse(response.body);
    expect(result.data.view).toBe("installer_map");
    expect(result.data.finder.countries).toHaveLength(10);
    // A German visitor starts with Germany's sellers (country preselected by locale).
    const germany = JSON.parse((await get("/api/seller-finder?country=DE")).body);
    expect(result.data.finder.results.total).toBe(germany.total);
    expect(germany.total).toBeLessThan(21);
    expect(result.data.finder.mapboxToken).toBeNull();
  });
});
