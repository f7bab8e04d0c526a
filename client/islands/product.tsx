/**
 * @module The product page's island: on a first page kept as the server's HTML
 * (client/views/index.ts), the gallery is the one part with something to interact
 * with, so it alone hydrates, as a root of its own inside the kept HTML. Its
 * server HTML works until then (the thumbnails are links to their slides).
 */
import { I18nProvider } from "@lingui/react";
import { type ReactNode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import type { Locale } from "../../shared/locales";
import type { RouteData } from "../../shared/route-result";
import { i18nFor } from "../i18n";
import { ProductGallery } from "../product/product-gallery";

function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/** Hydrates the kept page's gallery; returns what unmounts it. */
export function hydrateIslands(
  view: Element,
  data: RouteData,
  locale: Locale,
  onHydrated: () => void,
): () => void {
  const gallery = view.querySelector(".product__gallery");
  if (data.view !== "product" || !gallery) {
    onHydrated();
    return () => undefined;
  }
  const root = hydrateRoot(
    gallery,
    <I18nProvider i18n={i18nFor(locale)}>
      <Hydrated onHydrated={onHydrated}>
        <ProductGallery images={data.product.images} />
      </Hydrated>
    </I18nProvider>,
  );
  return () => root.unmount();
}
