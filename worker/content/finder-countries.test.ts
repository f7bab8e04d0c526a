import { describe, expect, it } from "vitest";
import type { FinderCompany, FinderLocation, FinderPage } from "../../shared/seller-finder";
import { nameCountries } from "./finder-countries";

const location = (id: string, country_iso: string): FinderLocation => ({
  id,
  street_address: null,
  address_suffix: null,
  zip_code: null,
  city: "Town",
  country_iso,
  latitude: null,
  longitude: null,
  location_types: [],
  phone: null,
  email: null,
  website: null,
});

const company: FinderCompany = {
  id: "1",
  name: "Company",
  country_iso: "NL",
  website: null,
  phone: null,
  email: null,
  primary: location("1", "NL"),
  related: [location("2", "FR")],
};

describe("nameCountries", () => {
  it("names the countries in the page's language and lists them in the order of their names", () => {
    const named = nameCountries("de", ["NL", "AT", "DE", "BE"], null);
    expect(named.countries).toEqual(["BE", "DE", "NL", "AT"]);
    expect(named.countryNames).toEqual({
      NL: "Niederlande",
      AT: "Österreich",
      DE: "Deutschland",
      BE: "Belgien",
    });
    expect(nameCountries("fr", ["DE"], null).countryNames.DE).toBe("Allemagne");
  });

  it("also names the countries of the first page's locations and of the map's points", () => {
    const page: FinderPage = {
      companies: [company],
      points: [
        {
          id: "3",
          companyId: "1",
          lat: 59.3,
          lng: 18.1,
          label: "Company, Stockholm",
          city: "Stockholm",
          zip: null,
          country: "SE",
          page: 1,
        },
      ],
      page: 1,
      pageSize: 10,
      total: 1,
      pageCount: 1,
      hasMore: false,
    };
    const named = nameCountries("en", ["NL"], page);
    expect(named.countries).toEqual(["NL"]);
    expect(named.countryNames).toEqual({ NL: "Netherlands", FR: "France", SE: "Sweden" });
  });
});
