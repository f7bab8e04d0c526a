/** @module A blog or news article with its date in the visitor's locale, author and image, then the next step. */
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "../../shared/locales";
import type { RouteData } from "../../shared/route-result";
import { Breadcrumbs } from "../components/breadcrumbs";
import { useHyphens } from "../components/hyphens";
import { MediaImage } from "../components/media-image";
import { NextStep } from "../components/next-step";
import { RichText } from "../components/rich-text";
import { formatDate } from "../format";

type Props = { data: Extract<RouteData, { view: "blog" }>; locale: Locale };

export default function BlogView({ data, locale }: Props) {
  const { t } = useLingui();
  const hy = useHyphens();
  const { blog } = data;
  return (
    <article className="record article container">
      <Breadcrumbs locale={locale} ancestors={data.trail} current={blog.title} />
      <header className="article__header">
        <p className="badge">{blog.type === "news" ? t`News` : t`Blog`}</p>
        <h1>{hy(blog.title)}</h1>
        <p className="article__meta">
          <time dateTime={blog.date}>{formatDate(blog.date, locale)}</time>
          {blog.author && <span> · {blog.author}</span>}
        </p>
      </header>
      <MediaImage
        media={blog.image}
        priority
        sizes="(min-width: 1024px) 800px, 100vw"
        className="article__image"
      />
      <RichText html={blog.content} />
      <NextStep locale={locale} links={data.nextStep} />
    </article>
  );
}
