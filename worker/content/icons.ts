/**
 * @module Font Awesome class names from the CMS ("fa-solid fa-house") resolved to
 * SVG path data on the server, so pages carry their icons and no icon font or
 * icon library ships to the browser. An unknown name resolves to nothing and is logged.
 */
import { fab } from "@fortawesome/free-brands-svg-icons";
import { far } from "@fortawesome/free-regular-svg-icons";
import { fas } from "@fortawesome/free-solid-svg-icons";
import type { IconData } from "../../shared/content";
import { logEvent } from "../log";

type Pack = Record<
  string,
  { iconName: string; icon: [number, number, string[], string, string | string[]] }
>;

const STYLE_PACKS: Record<string, Pack> = {
  "fa-solid": fas as unknown as Pack,
  fas: fas as unknown as Pack,
  "fa-regular": far as unknown as Pack,
  far: far as unknown as Pack,
  "fa-brands": fab as unknown as Pack,
  fab: fab as unknown as Pack,
};

const indexes = new Map<Pack, Map<string, IconData>>();

function indexOf(pack: Pack): Map<string, IconData> {
  let index = indexes.get(pack);
  if (!index) {
    index = new Map();
    for (const definition of Object.values(pack)) {
      const [w, h, aliases, , path] = definition.icon;
      const data: IconData = { w, h, d: Array.isArray(path) ? path.join(" ") : path };
      index.set(definition.iconName, data);
      for (const alias of aliases) if (typeof alias === "string") index.set(alias, data);
    }
    indexes.set(pack, index);
  }
  return index;
}

/** The icon a class string names, or null (logged) when it names none. */
export function resolveIcon(className: string): IconData | null {
  const classes = className.trim().split(/\s+/);
  const pack = STYLE_PACKS[classes.find((c) => c in STYLE_PACKS) ?? "fa-solid"]!;
  const name = classes.find(
    (c) => c.startsWith("fa-") && !(c in STYLE_PACKS) && !SIZE_OR_MODIFIER.test(c),
  );
  const icon = name ? indexOf(pack).get(name.slice(3)) : undefined;
  if (!icon) {
    logEvent("warn", "icon.unknown", { className });
    return null;
  }
  return icon;
}

const SIZE_OR_MODIFIER =
  /^fa-(xs|sm|lg|xl|2xl|[1-9]x|fw|spin|pulse|border|inverse|flip.*|rotate.*)$/;
