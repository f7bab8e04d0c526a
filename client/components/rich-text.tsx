/**
 * @module Editors' text, already rendered to sanitised HTML by the worker
 * (worker/content/markdown.ts). Internal links inside it navigate client-side
 * through the layout's click handler. The text of its headings gets the soft
 * hyphens of its long words (./hyphens.tsx), as every heading's does; its
 * paragraphs wrap as running text. The worker already kept its numbers with their
 * units and French punctuation with its word (shared/kept-together.ts).
 */
import { use } from "react";
import { HyphensContext, marked } from "./hyphens";

/** A heading of the HTML (never `<hr>`), and in it the text after each tag. */
const HEADING = /<h[1-6][\s>][\s\S]*?<\/h[1-6]>/g;
const TEXT = />[^<]+/g;

/** A word and what is glued to it, boxed as `hyphenatedNodes` boxes one (./hyphens.tsx); not the tag's ">". */
const GLUED = /[^ \t\n\r\f>]+/g;

export function RichText({
  html,
  className,
}: {
  html: string | null | undefined;
  className?: string;
}) {
  const hyphens = use(HyphensContext);
  const boxed = (glued: string) => {
    const shown = marked(glued, hyphens);
    return shown === glued ? glued : `<span class="hy">${shown}</span>`;
  };
  if (!html) return null;
  return (
    <div
      className={className ? `prose ${className}` : "prose"}
      dangerouslySetInnerHTML={{
        __html: html.replace(HEADING, (heading) =>
          heading.replace(TEXT, (text) => text.replace(GLUED, boxed)),
        ),
      }}
    />
  );
}
