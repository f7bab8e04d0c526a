import { describe, expect, it } from "vitest";
import { addressesInHtmlText, addressPieces, withoutAddressPieces } from "./address-breaks";

describe("addressPieces", () => {
  it("breaks before the @, dots and slashes, never at a hyphen nor before the top-level domain", () => {
    expect(addressPieces("info@zwaluw-vogelwering.example")).toEqual([
      "info",
      "@zwaluw-vogelwering.example",
    ]);
    expect(addressPieces("nantes.anti-pigeons-atlantique@example.fr")).toEqual([
      "nantes",
      ".anti-pigeons-atlantique",
      "@example.fr",
    ]);
    expect(addressPieces("service@mail.example.co.uk")).toEqual([
      "service",
      "@mail",
      ".example",
      ".co.uk",
    ]);
    expect(addressPieces("zwaluw-vogelwering.example/nl/over-ons")).toEqual([
      "zwaluw-vogelwering.example",
      "/nl",
      "/over-ons",
    ]);
  });

  it("keeps the whole address: its pieces join to it", () => {
    for (const address of ["a.b-c@d-e.f.g", "x@y.z", "plain-name"]) {
      expect(addressPieces(address).join("")).toBe(address);
    }
  });
});

describe("addressesInHtmlText", () => {
  it("puts each address in running text in pieces, and leaves the rest alone", () => {
    expect(addressesInHtmlText(">Mail privacy@zwaluw-vogelwering.example. Thanks")).toBe(
      '>Mail <span class="address-piece">privacy</span><wbr><span class="address-piece">@zwaluw-vogelwering.example</span>. Thanks',
    );
    expect(addressesInHtmlText(">No address in a well-kept text")).toBe(
      ">No address in a well-kept text",
    );
  });

  it("is undone for plain text (JSON-LD, search): the address is one word again", () => {
    const text = ">Mail privacy@zwaluw-vogelwering.example. Thanks";
    expect(withoutAddressPieces(addressesInHtmlText(text))).toBe(text);
  });
});
