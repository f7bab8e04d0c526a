/**
 * @module An editors' long text with its "On this page" list (a privacy policy,
 * terms and conditions): on a wide screen the list stays beside the text as the
 * visitor scrolls, in the room the text's measure leaves; a narrower screen
 * shows the text alone. Its links are plain anchors to the sections' headings
 * (./page-sections.ts), which land below the fixed header (main.css's
 * scroll-padding), with and without JavaScript.
 */
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import type { PageContentBlock } from "../../shared/content";
import { useHyphens } from "./hyphens";
import { anchorSections } from "./page-sections";
import { RichText } from "./rich-text";

type TextBlock = Extract<PageContentBlock, { __typename: "ComponentContentText" }>;

export function TextWithContents({ blocks }: { blocks: TextBlock[] }) {
  const { t } = useLingui();
  const hy = useHyphens();
  const titleId = useId();
  const taken = new Set<string>();
  const texts = blocks.map((block) => ({
    key: block.id,
    ...anchorSections(block.body ?? "", taken),
  }));
  const sections = texts.flatMap((text) => text.sections);
  return (
    <div className="container with-contents">
      <nav className="on-this-page" aria-labelledby={titleId}>
        <h2 id={titleId} className="on-this-page__title">
          {t`On this page`}
        </h2>
        <ol className="on-this-page__list">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{hy(section.title)}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="with-contents__text">
        {texts.map((text) => (
          <section key={text.key} className="content-block">
            <RichText html={text.html} />
          </section>
        ))}
      </div>
    </div>
  );
}
