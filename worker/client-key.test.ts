import { describe, expect, it } from "vitest";
import { addressKey, clientKey, ipv6Prefix64 } from "./client-key";

const from = (ip?: string) =>
  clientKey(
    new Request("https://site.example/", ip ? { headers: { "cf-connecting-ip": ip } } : {}),
  );

describe("clientKey", () => {
  it("keys IPv4 clients by their address", () => {
    expect(from("192.0.2.7")).toBe("192.0.2.7");
    expect(from()).toBe("unknown");
  });

  it("keys IPv6 clients by their /64, however the address is written", () => {
    const key = "2001:db8:1:2::/64";
    expect(from("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe(key);
    expect(from("2001:0db8:0001:0002::1")).toBe(key);
    expect(from("2001:DB8:1:2:ffff::")).toBe(key);
    expect(from("2001:db8:1:3::1")).not.toBe(key);
    expect(from("::1")).toBe("0:0:0:0::/64");
    expect(ipv6Prefix64("::ffff:192.0.2.1")).toBe("0:0:0:0::/64");
  });

  it("does not let a malformed address become its own key", () => {
    expect(from("2001:db8::1::2")).toBe("unknown");
    expect(from("zz::1")).toBe("unknown");
    expect(ipv6Prefix64("1:2:3")).toBeNull();
  });
});

describe("addressKey", () => {
  it("keys an address as clientKey keys its request (the contact form's limit)", () => {
    expect(addressKey("2001:db8:1:2:aaaa::1")).toBe(addressKey("2001:db8:1:2:bbbb::9"));
    expect(addressKey(" 192.0.2.7 ")).toBe("192.0.2.7");
    expect(addressKey(null)).toBe("unknown");
  });
});
