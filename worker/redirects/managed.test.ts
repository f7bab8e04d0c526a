import { describe, expect, it } from "vitest";
import { allowedHosts, type Listed, pageAddress, readManaged } from "./managed";

const hosts = allowedHosts("shop.example.com, Partner.example.org", "https://www.example.com");
const redirect = (from_path: string, to: string, more: Partial<Listed> = {}): Listed => ({
  from_path,
  to,
  permanent: null,
  site_locale: null,
  ...more,
});

describe("the editors' redirects as the site answers them", () => {
  it("reads paths under the locale's prefix, 301 unless not permanent", () => {
    const { table, refused } = readManaged(
      [
        redirect("/fruehling", "/produkte/taubenspikes", { site_locale: "de", permanent: false }),
        redirect("/de/Herbst/", "/de/produkte/vogelschutznetz", { site_locale: "de" }),
        redirect("/spring", "/products/pigeon-spikes?utm=poster#top", { site_locale: "en" }),
      ],
      hosts,
    );
    expect(refused).toEqual([]);
    expect(Object.fromEntries(table)).toEqual({
      "/de/fruehling": { to: "/de/produkte/taubenspikes", status: 302 },
      "/de/herbst": { to: "/de/produkte/vogelschutznetz", status: 301 },
      "/spring": { to: "/products/pigeon-spikes?utm=poster#top", status: 301 },
    });
  });

  it("leads to another site only on a listed host or the site's own", () => {
    const { table, refused } = readManaged(
      [
        redirect("/shop", "https://shop.example.com/spikes"),
        redirect("/partner", "https://partner.example.org/"),
        redirect("/home", "https://www.example.com/de"),
        redirect("/evil", "https://evil.example.net/"),
        redirect("/script", "javascript:alert(1)"),
        redirect("/other-scheme", "ftp://shop.example.com/"),
        redirect("/protocol-relative", "//evil.example.net/"),
      ],
      hosts,
    );
    expect([...table.keys()]).toEqual(["/shop", "/partner", "/home"]);
    expect(refused.map((each) => each.from)).toEqual([
      "/evil",
      "/script",
      "/other-scheme",
      "/protocol-relative",
    ]);
  });

  it("never redirects the API, media, assets, the home page or a query", () => {
    const { table, refused } = readManaged(
      [
        redirect("/api/route-data", "/"),
        redirect("/uploads/file.pdf", "/"),
        redirect("/assets/app.js", "/"),
        redirect("/cdn-cgi/trace", "/"),
        redirect("/", "/de"),
        redirect("/de", "/", { site_locale: "de" }),
        redirect("/old?x=1", "/"),
        redirect("old", "/"),
      ],
      hosts,
    );
    expect(table.size).toBe(0);
    expect(refused).toHaveLength(8);
  });

  it("answers a chain in one hop, temporary if a hop is, and refuses loops and itself", () => {
    const { table, refused } = readManaged(
      [
        redirect("/a", "/b", { permanent: false }),
        redirect("/b", "/c"),
        redirect("/c", "/products/pigeon-spikes"),
        redirect("/loop-1", "/loop-2"),
        redirect("/loop-2", "/loop-1"),
        redirect("/self", "/Self/"),
        redirect("/a", "/elsewhere"),
      ],
      hosts,
    );
    expect(Object.fromEntries(table)).toEqual({
      "/a": { to: "/products/pigeon-spikes", status: 302 },
      "/b": { to: "/products/pigeon-spikes", status: 301 },
      "/c": { to: "/products/pigeon-spikes", status: 301 },
    });
    expect(refused.map((each) => [each.from, each.reason])).toEqual([
      ["/self", "it leads to itself"],
      ["/a", "another redirect has this from_path"],
      ["/loop-1", "a loop of redirects"],
      ["/loop-2", "a loop of redirects"],
    ]);
  });

  it("compares addresses as the route table does", () => {
    expect(pageAddress("/De/Fruehling/")).toBe("/de/fruehling");
    expect(pageAddress("/")).toBe("/");
  });
});
