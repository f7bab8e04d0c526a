/**
 * @module The library of expertise: blogs and news, newest first, filterable by
 * type and paginated. Filters and page live in the query string, so every view of
 * the list has its own URL.
 */
import { useLingui } from "@lingui/react/macro";
import { listingPageHref } from "../../shared/listing-pages";
import type { Locale } from "../../shared/locales";
import type { RouteData } from "../../shared/route-result";
import { buildPath, pagePath } from "../../shared/routes";
import { useHyphens, useKeptTogether } from "../components/hyphens";
import { MediaImage } from "../components/media-image";
import { PageFrame } from "../components/page-frame";
import { Pager } from "../components/pager";
import { SiteLink } from "../components/site-link";
import { formatDate } from "../format";

type Props = { data: Extract<RouteData, { view: "blogs" }>; locale: Locale };

export default function LibraryView({ data, locale }: Props) {
  const { t } = useLingui();
  const hy = useHyphens();
  const kept = useKeptTogether();
  const base = pagePath(locale, data.page.slug);
  const href = (type: "blog" | "news" | null, page = 1) => listingPageHref(base, page, { type });
  const filters: ["blog" | "news" | null, string][] = [
    [null, t`All`],
    ["blog", t`Blogs`],
    ["news", t`News`],
  ];
  return (
    <PageFrame page={data.page} locale={locale} kind="blogs" closesWithCallToAction>
      <section className="container library">
        <nav className="filter-tabs" aria-label={t`Filter by type`}>
          {filters.map(([type, label]) => (
            <SiteLink
              key={label}
              href={href(type)}
              aria-current={data.type === type ? "page" : undefined}
            >
              {label}
            </SiteLink>
          ))}
        </nav>
        <ul className="card-grid">
          {data.blogs.map((blog) => (
            <li key={blog.id} className="card">
              <MediaImage
                media={blog.image}
                sizes="(min-width: 1024px) 33vw, 100vw"
                className="card__image"
              />
              <div className="card__body">
                <p className="badge">{blog.type === "news" ? t`News` : t`Blog`}</p>
                <h2 className="card__title">
                  <SiteLink href={buildPath({ kind: "blog", locale, slug: blog.slug })}>
                    {hy(blog.title)}
                  </SiteLink>
                </h2>
                <p className="card__meta">
                  <time dateTime={blog.date}>{formatDate(blog.date, locale)}</time>
                  {blog.author && ` · ${blog.author}`}
                </p>
                {blog.excerpt && <p>{kept(blog.excerpt)}</p>}
              </div>
            </li>
          ))}
        </ul>
        <Pager pagination={data.pagination} href={(page) => href(data.type, page)} />
      </section>
    </PageFrame>
  );
}
