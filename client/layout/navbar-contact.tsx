/**
 * @module The top bar's e-mail and phone links with their tooltips: a late part
 * (deferred-parts.ts), since the links work from the server's HTML and only their
 * tooltips need script.
 */

import { DOM_IDS } from "../../shared/constants";
import { AddressText } from "../components/address-text";
import { envelopeIcon, phoneIcon } from "../components/contact-icons";
import { Icon } from "../components/icon";
import { Tooltip } from "../components/tooltip";

interface Props {
  email?: string | null;
  phone?: string | null;
}

export function NavbarContact({ email, phone }: Props) {
  return (
    <div className="navbar__contact">
      {email && (
        <Tooltip id={DOM_IDS.emailTooltip} text={email}>
          <a href={`mailto:${email}`}>
            <Icon icon={envelopeIcon} />
            <span>
              <AddressText address={email} />
            </span>
          </a>
        </Tooltip>
      )}
      {phone && (
        <Tooltip id={DOM_IDS.phoneTooltip} text={phone}>
          <a href={`tel:${phone.replace(/[^+\d]/g, "")}`}>
            <Icon icon={phoneIcon} />
            <span>{phone}</span>
          </a>
        </Tooltip>
      )}
    </div>
  );
}
