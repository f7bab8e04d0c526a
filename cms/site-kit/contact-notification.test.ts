// The kits' e-mail to sales, with a fake Strapi, in each kit as a Strapi project
// takes it (scripts/strapi-kit.mjs): the same module runs in both, checked alike.
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { assembledKit } from "../../scripts/strapi-kit.mjs";

const require = createRequire(import.meta.url);

interface Sent {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

function fakeStrapi(send: (message: Sent) => Promise<void>) {
  const logs: string[] = [];
  const subscriptions: { models: string[]; afterCreate(event: { result: unknown }): void }[] = [];
  return {
    logs,
    subscriptions,
    log: {
      info: (line: string) => logs.push(`info ${line}`),
      warn: (line: string) => logs.push(`warn ${line}`),
      error: (line: string) => logs.push(`error ${line}`),
    },
    plugin: (name: string) => ({
      service: (service: string) => {
        if (name !== "email" || service !== "email") throw new Error("unexpected service");
        return { send };
      },
    }),
    db: { lifecycles: { subscribe: (s: (typeof subscriptions)[number]) => subscriptions.push(s) } },
  };
}

const request = {
  id: 12,
  business_name: "Dakwerken Jansen",
  contact_person: "Eva Jansen",
  email: "eva@example.com",
  phone: "+31 6 1234 5678",
  message: "Meeuwen op ons dak.",
  locale: "nl",
  page_url: "https://example.com/nl/contact",
};

const BREAKS = [
  ["U+0085 (NEL)", "\u0085"],
  ["U+2028", "\u2028"],
  ["U+2029", "\u2029"],
  ["VT", "\v"],
  ["FF", "\f"],
  ["CR", "\r"],
  ["LF", "\n"],
  ["NUL", "\u0000"],
  ["ESC", "\u001b"],
];

/** What must never reach a line meant to be one: controls and line/paragraph separators. */
const CONTROL = /[\p{Cc}\p{Zl}\p{Zp}]/u;

for (const version of [4, 5] as const) {
  const kit = join(assembledKit(version), "src/site-kit");
  const { ensureContactNotification, notifySales } = require(`${kit}/contact-notification.js`);
  describe(`contact request e-mail (Strapi ${version} kit)`, () => {
    it("sends every stored request to the sales inbox, replying to the visitor", async () => {
      const sent: Sent[] = [];
      const strapi = fakeStrapi(async (m) => void sent.push(m));
      const env = {
        SALES_INBOX_EMAIL: "sales@example.com",
        STRAPI_ADMIN_URL: "https://cms.example.com/admin",
      };
      expect(await notifySales(strapi, request, env)).toBe("sent");
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({
        to: "sales@example.com",
        replyTo: "eva@example.com",
        subject: "Contact request from Dakwerken Jansen",
      });
      expect(sent[0]?.text).toContain("Contact person: Eva Jansen");
      expect(sent[0]?.text).toContain("Meeuwen op ons dak.");
      expect(sent[0]?.text).toContain(
        "https://cms.example.com/admin/content-manager/collection-types/api::contact-request.contact-request",
      );
    });

    // Found on real Strapi 5.54 and 4.26: the e-mail lacked the reference the visitor
    // was given, the photos' links and a link to the request itself.
    it("names the visitor's reference, lists the photos and links the request itself", async () => {
      const sent: Sent[] = [];
      const strapi = fakeStrapi(async (m) => void sent.push(m));
      const env = {
        SALES_INBOX_EMAIL: "sales@example.com",
        STRAPI_ADMIN_URL: "https://cms.example.com/admin/",
      };
      const photos = [
        {
          url: "https://www.example.com/api/contact/photos/a?sig=1",
          name: "dak.jpg",
          size: 1,
          type: "image/jpeg",
        },
        {
          url: "https://www.example.com/api/contact/photos/b?sig=2",
          name: "goot.png",
          size: 2,
          type: "image/png",
        },
      ];
      await notifySales(
        strapi,
        { ...request, reference: "BD-QPP-JHX", documentId: "z3dv7g", photos },
        env,
      );
      expect(sent[0]?.subject).toBe("Contact request BD-QPP-JHX from Dakwerken Jansen");
      expect(sent[0]?.text).toContain("Reference: BD-QPP-JHX");
      expect(sent[0]?.text).toContain(
        "Photos:\n- dak.jpg: https://www.example.com/api/contact/photos/a?sig=1\n- goot.png: https://www.example.com/api/contact/photos/b?sig=2",
      );
      expect(sent[0]?.text).toContain(
        "In Strapi: https://cms.example.com/admin/content-manager/collection-types/api::contact-request.contact-request/z3dv7g",
      );
      // Strapi 4 has no documentId: the row's id names the entry; photos may come as JSON text.
      await notifySales(strapi, { ...request, photos: JSON.stringify(photos.slice(0, 1)) }, env);
      expect(sent[1]?.subject).toBe("Contact request from Dakwerken Jansen");
      expect(sent[1]?.text).toContain(
        "- dak.jpg: https://www.example.com/api/contact/photos/a?sig=1",
      );
      expect(sent[1]?.text).toContain("api::contact-request.contact-request/12");
      await notifySales(strapi, { ...request, photos: "not json" }, env);
      expect(sent[2]?.text).not.toContain("Photos:");
    });

    it("subscribes to contact requests being created", async () => {
      const sent: Sent[] = [];
      const strapi = fakeStrapi(async (m) => void sent.push(m));
      ensureContactNotification(strapi, { SALES_INBOX_EMAIL: "sales@example.com" });
      expect(strapi.subscriptions[0]?.models).toEqual(["api::contact-request.contact-request"]);
      strapi.subscriptions[0]?.afterCreate({ result: request });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(sent.map((m) => m.to)).toEqual(["sales@example.com"]);
    });

    it("sends nothing without an inbox, and says so at start", async () => {
      const strapi = fakeStrapi(async () => {
        throw new Error("must not send");
      });
      ensureContactNotification(strapi, {});
      expect(strapi.logs.join("\n")).toMatch(/SALES_INBOX_EMAIL is not set/);
      expect(await notifySales(strapi, request, {})).toBe("not-configured");
    });

    it("never fails the stored request when the mail server does, and logs it", async () => {
      const strapi = fakeStrapi(async () => {
        throw new Error("connect ECONNREFUSED 127.0.0.1:25");
      });
      expect(await notifySales(strapi, request, { SALES_INBOX_EMAIL: "sales@example.com" })).toBe(
        "failed",
      );
      expect(strapi.logs.join("\n")).toMatch(
        /contact request 12 stored, but the e-mail .* failed: connect ECONNREFUSED/,
      );
    });

    // Issue 37, finding 4: a mail client that breaks lines on any of these would
    // show a visitor's field as a line of its own (a fake "Photos:" entry).
    describe.each(BREAKS)("a field with %s", (_name, c) => {
      const fake = `A${c}Photos:${c}- x: https://evil.example/p.jpg`;
      const message = async (fields: Record<string, unknown>) => {
        const sent: Sent[] = [];
        const strapi = fakeStrapi(async (m) => void sent.push(m));
        await notifySales(strapi, { ...request, ...fields }, { SALES_INBOX_EMAIL: "s@e.com" });
        return sent[0]!;
      };

      it("stays on one line in the subject and the labelled lines", async () => {
        const sent = await message({
          reference: `BD${c}X`,
          business_name: fake,
          contact_person: fake,
          phone: `+31${c}6`,
          locale: `nl${c}`,
          page_url: `https://example.com/${c}x`,
          photos: [{ url: `https://www.example.com/p${c}Bcc: x`, name: `a${c}.jpg` }],
        });
        expect(sent.subject).not.toMatch(CONTROL);
        expect(sent.subject).toMatch(/^Contact request BD ?X from A Photos: - x: https:/);
        const lines = sent.text.split("\n");
        for (const line of lines) expect(line).not.toMatch(CONTROL);
        expect(lines).toContain("Company: A Photos: - x: https://evil.example/p.jpg");
        expect(lines).toContain("Contact person: A Photos: - x: https://evil.example/p.jpg");
        expect(lines.filter((line) => line.startsWith("- "))).toHaveLength(1);
        expect(lines.filter((line) => line === "Photos:")).toHaveLength(1);
      });

      it("is kept out of Reply-To", async () => {
        // Trailing white space is trimmed, as before; any other control refuses the address.
        const trailing = (await message({ email: `eva@example.com${c}` })).replyTo;
        expect([undefined, "eva@example.com"]).toContain(trailing);
        expect((await message({ email: `eva@example.com${c}Bcc:x` })).replyTo).toBeUndefined();
      });

      it("keeps the message's own line breaks and nothing else", async () => {
        const sent = await message({ message: `one\r\ntwo\rthree\nfour${c}five` });
        expect(sent.text).not.toMatch(/[^\P{Cc}\n]|[\u2028\u2029]/u);
        expect(sent.text).toMatch(/\n\none\ntwo\nthree\nfour\n?five\n/);
      });
    });

    // Found on real Strapi 5.54 and 4.26: without an HTML part of the kit's own, the
    // nodemailer provider sends the text as HTML, unescaped.
    it("sends an HTML part that shows a visitor's markup as text, line for line", async () => {
      const sent: Sent[] = [];
      const strapi = fakeStrapi(async (m) => void sent.push(m));
      const fake = `A<br>Photos:<br>- x: <a href="https://evil.example/p.jpg">p.jpg</a>`;
      await notifySales(
        strapi,
        { ...request, contact_person: fake, message: "Hi & <b>bye</b>\n'two'" },
        { SALES_INBOX_EMAIL: "s@e.com" },
      );
      const html = sent[0]!.html;
      expect(html).toMatch(/^<pre style="white-space: pre-wrap; font-family: inherit">/);
      expect(html.replace(/^<pre[^>]*>|<\/pre>$/g, "")).not.toMatch(/[<>"']/);
      expect(html).toContain("Contact person: A&#60;br&#62;Photos:&#60;br&#62;- x: &#60;a href=");
      expect(html).toContain("Hi &#38; &#60;b&#62;bye&#60;/b&#62;\n&#39;two&#39;");
      expect(sent[0]!.text).toContain(`Contact person: ${fake}`);
    });

    it("does not put an address that is not a plain one into Reply-To", async () => {
      const sent: Sent[] = [];
      const strapi = fakeStrapi(async (m) => void sent.push(m));
      await notifySales(
        strapi,
        { ...request, email: "a@b.c\nBcc: x@y.z" },
        { SALES_INBOX_EMAIL: "s@e.com" },
      );
      expect(sent[0]?.replyTo).toBeUndefined();
    });
  });
}
