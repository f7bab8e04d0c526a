/** @module What a kept first page's islands render from, and what their modules export (./index.ts). */
import type { Messages } from "@lingui/core";
import type { ComponentType } from "react";
import type { Locale } from "../../shared/locales";
import type { RouteData } from "../../shared/route-result";

/** What an island renders from: the page's answer, and which island it is. */
export interface IslandProps {
  /** The element's `data-island` (client/components/island.tsx). */
  name: string;
  data: RouteData;
  locale: Locale;
  /** The page's path, as the router reads it. */
  path: string;
}

/** A view's islands (./<module>.tsx). */
export interface IslandsModule {
  /** Renders the island named `name` as the view renders it. */
  default: ComponentType<IslandProps>;
  /** The texts the islands show beyond the locale's catalog. */
  strings?: (locale: Locale) => Promise<Messages>;
}
