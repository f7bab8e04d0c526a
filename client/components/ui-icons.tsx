/**
 * @module The handful of interface icons the layout itself uses (menu, close,
 * warning, …), taken one by one from Font Awesome's free set so only these ship.
 */
import { faEnvelope } from "@fortawesome/free-regular-svg-icons/faEnvelope";
import { faArrowRight } from "@fortawesome/free-solid-svg-icons/faArrowRight";
import { faBars } from "@fortawesome/free-solid-svg-icons/faBars";
import { faChevronDown } from "@fortawesome/free-solid-svg-icons/faChevronDown";
import { faGlobe } from "@fortawesome/free-solid-svg-icons/faGlobe";
import { faLocationDot } from "@fortawesome/free-solid-svg-icons/faLocationDot";
import { faPhone } from "@fortawesome/free-solid-svg-icons/faPhone";
import { faTree } from "@fortawesome/free-solid-svg-icons/faTree";
import { faTriangleExclamation } from "@fortawesome/free-solid-svg-icons/faTriangleExclamation";
import { faXmark } from "@fortawesome/free-solid-svg-icons/faXmark";
import type { IconData } from "../../shared/content";

type Definition = { icon: [number, number, unknown, unknown, string | string[]] };

function data(definition: Definition): IconData {
  const [w, h, , , path] = definition.icon;
  return { w, h, d: Array.isArray(path) ? path.join(" ") : path };
}

export const UI_ICONS = {
  menu: data(faBars),
  close: data(faXmark),
  warning: data(faTriangleExclamation),
  chevronDown: data(faChevronDown),
  arrowRight: data(faArrowRight),
  phone: data(faPhone),
  envelope: data(faEnvelope),
  globe: data(faGlobe),
  location: data(faLocationDot),
  tree: data(faTree),
};
