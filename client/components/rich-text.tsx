/**
 * @module Editors' text, already rendered to sanitised HTML by the worker
 * (worker/content/markdown.ts). Internal links inside it navigate client-side
 * through the layout's click handler.
 */
export function RichText({
  html,
  className,
}: {
  html: string | null | undefined;
  className?: string;
}) {
  if (!html) return null;
  return (
    <div
      className={className ? `prose ${className}` : "prose"}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
