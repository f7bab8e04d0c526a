/**
 * @module The frame of every CMS page: jumbotron, breadcrumbs from the parent
 * chain and the page's dynamic-zone content, with room below for what the page's
 * role adds (a listing, the FAQ, the contact form, the map). A page whose task is
 * a tool (the FAQ's search) puts it above the content, so that on a phone it is
 * on the first screen and the introduction follows. An overview's list is what
 * its visitor came for: the editors' call to action that closes its content
 * follows the list, so the page ends with a next step rather than its last card.
 */
import type { ReactNode } from "react";
import type { Page, PageContentBlock } from "../../shared/content";
import type { Locale } from "../../shared/locales";
import { Breadcrumbs } from "./breadcrumbs";
import { ProductCards } from "./cards";
import { CtaButton } from "./cta-button";
import { useHyphens } from "./hyphens";
import { Jumbotron } from "./jumbotron";
import { MediaImage } from "./media-image";
import { TextWithContents } from "./on-this-page";
import { sectionRun } from "./page-sections";
import { RichText } from "./rich-text";

interface Props {
  page: Page;
  locale: Locale;
  /** The page's role, as a style modifier, e.g. "faq". */
  kind: string;
  /** What the visitor came to use, shown before the page's content. */
  tool?: ReactNode;
  /**
   * What a product-list block becomes on the products overview: the overview's own
   * list (its current page, with its pager) under the block's heading, so that each
   * product appears once and where the editors placed the list.
   */
  productList?: (heading: string | null) => ReactNode;
  /**
   * `children` is the page's list: the calls to action that end its content come
   * after it. Text and pictures stay before it, where they introduce the list; a
   * call to action between them stays where the editors put it.
   */
  closesWithCallToAction?: boolean;
  children?: ReactNode;
}

export function PageFrame({
  page,
  locale,
  kind,
  tool,
  productList,
  closesWithCallToAction,
  children,
}: Props) {
  const content = page.content;
  let end = content.length;
  if (closesWithCallToAction)
    while (end > 0 && content[end - 1]!.__typename === "ComponentContentCallToAction") end--;
  const run = sectionRun(content.slice(0, end));
  const block = (item: PageContentBlock, index: number) => (
    <ContentBlock
      key={"id" in item ? `${item.__typename}-${item.id}` : index}
      block={item}
      locale={locale}
      productList={productList}
    />
  );
  const blocks = (from: number, to: number): ReactNode[] => {
    if (!run || run[1] <= from || run[0] >= to)
      return content.slice(from, to).map((item, index) => block(item, from + index));
    // A long text: its sections listed beside it (./on-this-page.tsx).
    const texts = content
      .slice(run[0], run[1])
      .filter((item) => item.__typename === "ComponentContentText");
    return [
      ...blocks(from, run[0]),
      <TextWithContents key={`contents-${run[0]}`} blocks={texts} />,
      ...blocks(run[1], to),
    ];
  };
  return (
    <article className={`page page--${kind}`}>
      <PageHeader page={page} locale={locale} />
      {tool}
      <div className="page__content">{blocks(0, end)}</div>
      {children}
      {end < content.length && <div className="page__content">{blocks(end, content.length)}</div>}
    </article>
  );
}

/** The jumbotron and the breadcrumbs from the page's parent chain. */
export function PageHeader({ page, locale }: { page: Page; locale: Locale }) {
  return (
    <>
      <Jumbotron
        heading={page.jumbotron?.heading || page.title}
        subheading={page.jumbotron?.subheading}
        image={page.jumbotron?.image}
      />
      <Breadcrumbs locale={locale} ancestors={page.ancestors} current={page.title} />
    </>
  );
}

export function ContentBlock({
  block,
  locale,
  productList,
}: {
  block: PageContentBlock;
  locale: Locale;
  productList?: Props["productList"];
}) {
  const hy = useHyphens();
  switch (block.__typename) {
    case "ComponentContentText":
      return (
        <section className="container content-block">
          <RichText html={block.body} />
        </section>
      );
    case "ComponentContentImage":
      return (
        <figure className="container content-block content-image">
          <MediaImage media={block.image} sizes="(min-width: 1280px) 1200px, 100vw" />
          {block.caption && <figcaption>{block.caption}</figcaption>}
        </figure>
      );
    case "ComponentContentTextImage":
      return (
        <section
          className={`container content-block text-image text-image--${block.image_position === "left" ? "left" : "right"}`}
        >
          <div>
            {block.heading && <h2>{hy(block.heading)}</h2>}
            <RichText html={block.text} />
          </div>
          <MediaImage media={block.image} sizes="(min-width: 1024px) 50vw, 100vw" />
        </section>
      );
    case "ComponentContentCallToAction":
      return (
        <section className="container content-block content-cta">
          {block.heading && <h2>{hy(block.heading)}</h2>}
          <RichText html={block.text} />
          <CtaButton cta={block.cta} locale={locale} />
        </section>
      );
    case "ComponentContentProductList":
      if (productList) return productList(block.heading ?? null);
      return (
        <section className="container content-block">
          {block.heading && <h2>{hy(block.heading)}</h2>}
          <ProductCards products={block.products ?? []} locale={locale} />
        </section>
      );
    default:
      return null;
  }
}
