/**
 * @module An e-mail or web address shown as text, breaking only before its "@",
 * a dot or a slash, never at a hyphen of its own (shared/address-breaks.ts).
 */
import { Fragment } from "react";
import { addressPieces } from "../../shared/address-breaks";

export function AddressText({ address }: { address: string }) {
  return addressPieces(address).map((piece, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one address, in order, never reordered.
    <Fragment key={index}>
      {index > 0 && <wbr />}
      <span className="address-piece">{piece}</span>
    </Fragment>
  ));
}
