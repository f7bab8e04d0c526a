/**
 * What the contact page gives one visitor stays with that visitor, and what a
 * crafted post puts in a one-line field stays on one line: the contact page's
 * route data is `private, no-store` (it carries the visitor's idempotency key),
 * and line breaks in the business name, contact person, phone and page path never
 * reach the content service.
 */
import { describe, expect, it } from "vitest";
import { VALID_FORM } from "../../shared/contact-form.table";
import { cmsContactRequests, get, siteUrl } from "../../testing/helpers";

describe("the contact page's data", () => {
  it("is answered private, no-store by the route-data API; other pages stay no-cache", async () => {
    const contact = await get(`/api/route-data?path=${encodeURIComponent("/contact")}`);
    expect(contact.status).toBe(200);
    expect(contact.body).toContain("idempotencyKey");
    expect(contact.headers.get("cache-control")).toBe("private, no-store");
    const home = await get("/api/route-data?path=%2F");
    expect(home.headers.get("cache-control")).toBe("no-cache");
  });
});

describe("single-line fields", () => {
  it("reach the content service without carriage returns or line feeds", async () => {
    const marker = `crlf-${crypto.randomUUID().slice(0, 8)}`;
    const response = await fetch(`${siteUrl()}/api/contact`, {
      method: "POST",
      headers: {
        origin: siteUrl(),
        "sec-fetch-site": "same-origin",
        "content-type": "application/json",
        "cf-connecting-ip": "198.18.99.1",
      },
      body: JSON.stringify({
        ...VALID_FORM,
        business_name: "Dakwerken\r\nBcc: someone@evil.example",
        contact_person: "Eva\nJansen",
        phone: "+31 6\r\n12345678",
        message: `${marker}: pigeons\non the roof ridge.`,
        idempotency_key: crypto.randomUUID().replaceAll("-", ""),
        locale: "nl",
        page_path: "/nl/contact\r\nX-Injected:1",
      }),
    });
    expect(response.status).toBe(201);
    let stored: Awaited<ReturnType<typeof cmsContactRequests>> = [];
    for (let attempt = 0; attempt < 50 && stored.length === 0; attempt++) {
      stored = (await cmsContactRequests()).filter((r) => r.message.startsWith(marker));
      if (stored.length === 0) await new Promise((r) => setTimeout(r, 200));
    }
    const [request] = stored;
    expect(request).toBeDefined();
    expect(request?.business_name).toBe("Dakwerken Bcc: someone@evil.example");
    expect(request?.contact_person).toBe("Eva Jansen");
    expect(request?.phone).toBe("+31 6 12345678");
    expect(request?.page_url).toBe(`${siteUrl()}/nl/contactX-Injected:1`);
    expect(request?.page_url).not.toMatch(/[\r\n]/);
    // The message is the one field with lines of its own.
    expect(request?.message).toBe(`${marker}: pigeons\non the roof ridge.`);
  });
});
