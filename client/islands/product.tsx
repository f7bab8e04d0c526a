/**
 * @module The product page's island on a first page kept as the server's HTML
 * (./index.ts): the gallery. Its server HTML works until it hydrates
 * (the thumbnails are links to their slides).
 */
import { ProductGallery } from "../product/product-gallery";
import type { IslandProps } from "./island-props";

export default function ProductIslands({ data }: IslandProps) {
  return data.view === "product" ? <ProductGallery images={data.product.images} /> : null;
}
