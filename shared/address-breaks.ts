/**
 * @module Where an e-mail or web address may break across lines: before its "@",
 * a dot or a slash, as a typesetter breaks one, never before its top-level
 * domain, and never at a hyphen of its own
 * ("info@zwaluw- / vogelwering.example" reads as an address ending in a hyphen).
 * Each piece keeps its line (`.address-piece`, nowrap) and a `<wbr>` between
 * pieces lets the line end there; copying the text copies the address unchanged.
 */

/** An e-mail address in running text. */
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/**
 * The pieces of an address, each to keep on one line. The top-level domain stays
 * with the name before it: ".fr" alone at the start of a line reads as a stray
 * fragment, so a long address breaks before its "@" first.
 * @example
 * addressPieces("info@zwaluw-vogelwering.example"); // ["info", "@zwaluw-vogelwering.example"]
 */
export function addressPieces(address: string): string[] {
  // Before an "@" or a slash; before a dot only when another dot or the "@"
  // follows it: not before the last dot of a host.
  return address.split(/(?=[@/]|\.[^./@]*[.@])/);
}

/** The markup {@link addressesInHtmlText} adds, undone: an address as one word again, for plain text. */
export function withoutAddressPieces(html: string): string {
  return html.replace(/<span class="address-piece">([^<]*)<\/span>(?:<wbr>)?/g, "$1");
}

/**
 * Rendered HTML's text with its e-mail addresses in pieces (the markdown of
 * pages and records: markdown-it links and escapes them; an address holds no
 * character HTML escapes).
 */
export function addressesInHtmlText(text: string): string {
  return text.replace(EMAIL, (address) =>
    addressPieces(address)
      .map((piece) => `<span class="address-piece">${piece}</span>`)
      .join("<wbr>"),
  );
}
