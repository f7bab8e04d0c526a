// A contact request reaches a person: when one is stored, the sales inbox
// (SALES_INBOX_EMAIL) gets an e-mail through Strapi's e-mail plugin, whose
// provider is set in config/plugins.js. Without an inbox nothing is sent, and
// the start-up log says so once. Sending happens after the request is stored and
// never fails it: the site would otherwise send the same request again.
const MODEL = "api::contact-request.contact-request";

const FIELDS = [
  ["reference", "Reference"],
  ["business_name", "Company"],
  ["contact_person", "Contact person"],
  ["email", "E-mail"],
  ["phone", "Phone"],
  ["locale", "Language"],
  ["page_url", "Sent from"],
];

/** A plain address only: the form accepts more than an e-mail header should carry. */
const PLAIN_ADDRESS = /^[^\s\p{Cc}\p{Zl}\p{Zp}@<>",;]+@[^\s\p{Cc}\p{Zl}\p{Zp}@<>",;]+$/u;

// The site's own cleaning of the form's fields (shared/contact-form.ts), as
// `npm run codegen` writes it into content-models.json. Some mail clients break
// lines on U+2028/U+2029, NEL (U+0085), VT or FF as well as CR and LF: a
// visitor's field could then show as a line of its own ("Photos: - x:
// https://evil…") in the subject or among the labelled lines. Every control
// character (C0, DEL, C1) and every line or paragraph separator is taken out of
// what is meant to be one line, also of a request that did not come through the
// site's form.
const { contactCleaning } = require("./content-models.json");

const pattern = ({ source, flags }) => new RegExp(source, flags);
const BREAKS_AND_CONTROLS = pattern(contactCleaning.breaksAndControls);
const ANY_BREAK = pattern(contactCleaning.anyBreak);
const OTHER_CONTROLS = pattern(contactCleaning.otherControls);

/** A visitor's value for one line: controls and separators become one space. */
function oneLine(value) {
  return String(value ?? "")
    .replace(BREAKS_AND_CONTROLS, " ")
    .trim();
}

/**
 * The visitor's message keeps its own line breaks, as plain `\n`: CR LF, a lone
 * CR and the separators that act as breaks become one; a tab a space (a mail
 * client shows tabs its own way); other controls go.
 */
function messageText(value) {
  return String(value ?? "")
    .replace(ANY_BREAK, "\n")
    .replace(/\t/g, " ")
    .replace(OTHER_CONTROLS, "");
}

/** The photos' signed links as the site stored them (`[{ url, name, … }]`), one a line. */
function photoLines(photos) {
  let list = photos;
  if (typeof list === "string") {
    try {
      list = JSON.parse(list);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list
    .filter((photo) => photo && typeof photo.url === "string")
    .map((photo) => oneLine(`- ${photo.name ? `${photo.name}: ` : ""}${photo.url}`));
}

/**
 * The e-mail's HTML part, the text escaped. Without one, Strapi's nodemailer
 * provider sends the text itself as HTML: a visitor's `<br>` or `<a href>` would
 * be markup there (a fake line or link), and the lines would run together.
 */
function htmlOf(text) {
  const escaped = text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<pre style="white-space: pre-wrap; font-family: inherit">${escaped}</pre>`;
}

function messageFor(request, { adminUrl } = {}) {
  const lines = FIELDS.filter(([field]) => oneLine(request[field])).map(
    ([field, label]) => `${label}: ${oneLine(request[field])}`,
  );
  lines.push("", messageText(request.message));
  const photos = photoLines(request.photos);
  if (photos.length > 0) lines.push("", "Photos:", ...photos);
  // The entry itself: Strapi 5 names it by documentId, Strapi 4 by id.
  const entry = request.documentId ?? request.id;
  if (adminUrl && entry !== undefined) {
    const link = `${adminUrl.replace(/\/$/, "")}/content-manager/collection-types/${MODEL}/${entry}`;
    lines.push("", oneLine(`In Strapi: ${link}`));
  }
  const email = typeof request.email === "string" ? request.email.trim() : "";
  const from = oneLine(request.business_name) || oneLine(request.contact_person) || "the website";
  const reference = oneLine(request.reference);
  const text = `${lines.join("\n")}\n`;
  return {
    subject: reference
      ? `Contact request ${reference} from ${from}`
      : `Contact request from ${from}`,
    text,
    html: htmlOf(text),
    ...(PLAIN_ADDRESS.test(email) ? { replyTo: email } : {}),
  };
}

/** Sends the e-mail for one stored request; resolves to what happened, never rejects. */
async function notifySales(strapi, request, env = process.env) {
  const inbox = env.SALES_INBOX_EMAIL;
  if (!inbox) return "not-configured";
  try {
    const message = messageFor(request, { adminUrl: env.STRAPI_ADMIN_URL });
    await strapi
      .plugin("email")
      .service("email")
      .send({ to: inbox, ...message });
    strapi.log.info(`[site-kit] contact request ${request.id} e-mailed to the sales inbox`);
    return "sent";
  } catch (error) {
    strapi.log.error(
      `[site-kit] contact request ${request.id} stored, but the e-mail to the sales inbox failed: ${error.message}`,
    );
    return "failed";
  }
}

function ensureContactNotification(strapi, env = process.env) {
  if (!env.SALES_INBOX_EMAIL) {
    strapi.log.warn(
      "[site-kit] SALES_INBOX_EMAIL is not set: contact requests are stored in Strapi but nobody is e-mailed",
    );
  }
  strapi.db.lifecycles.subscribe({
    models: [MODEL],
    afterCreate(event) {
      // Not awaited: a slow mail server must not hold up the visitor's request.
      void notifySales(strapi, event.result, env);
    },
  });
}

module.exports = { ensureContactNotification, notifySales, messageFor };
