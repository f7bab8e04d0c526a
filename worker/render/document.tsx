/**
 * @module The HTML document around the app: head metadata (title, description,
 * canonical, alternate languages), styles, preloads and the embedded bootstrap
 * data. The browser hydrates only `#root`, so the head is the server's alone.
 */
import { App } from "../../client/app";
import { BANNER_DISMISSED_KEY } from "../../client/layout/banner";
import type { Bootstrap, PageMeta } from "../../shared/content";
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, type Locale } from "../../shared/locales";
import { clientManifest } from "./assets";
import { safeJson } from "./safe-json";
import { structuredData } from "./structured-data";

function ogType(result: Bootstrap["result"]): string {
  if (result.status !== 200) return "website";
  if (result.data.view === "blog") return "article";
  if (result.data.view === "product") return "product";
  return "website";
}

interface Props {
  bootstrap: Bootstrap;
  meta: PageMeta | null;
  fallbackTitle: string;
  origin: string;
  nonce: string;
  preloads: string[];
  /** The response's CSP allows the installer map (see render/page.tsx); the client checks this mark. */
  mapPolicy?: boolean;
}

const VIEWPORT = "width=device-width, initial-scale=1";

/** Applies a banner dismissed earlier in this session before first paint. */
// Also marks the page as scripted before its first paint, so room can be kept for
// what hydration adds (the finder's place search) without a gap when scripts are off.
const BANNER_SCRIPT = `document.documentElement.classList.add("js");try{if(sessionStorage.getItem(${JSON.stringify(BANNER_DISMISSED_KEY)})==="1")document.documentElement.classList.add("banner-dismissed")}catch(e){}`;

export function Document({
  bootstrap,
  meta,
  fallbackTitle,
  origin,
  nonce,
  preloads,
  mapPolicy = false,
}: Props) {
  const { result, layout } = bootstrap;
  const locale: Locale = result.locale;
  const alternates = result.status === 200 ? result.alternates : {};
  const title = meta?.title || fallbackTitle;
  const hasBanner = Boolean(layout?.settings.banner?.display);
  const shareImage = meta?.image ?? null;
  return (
    <html lang={LOCALE_INFO[locale].tag} data-map-policy={mapPolicy ? "" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content={VIEWPORT} />
        <title>{title}</title>
        {meta?.description && <meta name="description" content={meta.description} />}
        {(meta?.noIndex || result.status !== 200) && <meta name="robots" content="noindex" />}
        {result.status === 200 && (
          <link rel="canonical" href={`${origin}${meta?.pages?.canonical ?? result.path}`} />
        )}
        {meta?.pages?.prev && <link rel="prev" href={`${origin}${meta.pages.prev}`} />}
        {meta?.pages?.next && <link rel="next" href={`${origin}${meta.pages.next}`} />}
        {LOCALES.filter((other) => alternates[other]).map((other) => (
          <link
            key={other}
            rel="alternate"
            hrefLang={other}
            href={`${origin}${alternates[other]}`}
          />
        ))}
        {alternates[DEFAULT_LOCALE] && (
          <link
            rel="alternate"
            hrefLang="x-default"
            href={`${origin}${alternates[DEFAULT_LOCALE]}`}
          />
        )}
        <meta property="og:type" content={ogType(result)} />
        <meta property="og:title" content={title} />
        {meta?.description && <meta property="og:description" content={meta.description} />}
        {result.status === 200 && <meta property="og:url" content={`${origin}${result.path}`} />}
        <meta property="og:locale" content={LOCALE_INFO[locale].tag.replace("-", "_")} />
        {LOCALES.filter((other) => other !== locale && alternates[other]).map((other) => (
          <meta
            key={other}
            property="og:locale:alternate"
            content={LOCALE_INFO[other].tag.replace("-", "_")}
          />
        ))}
        {shareImage && <meta property="og:image" content={`${origin}${shareImage.url}`} />}
        {shareImage?.alternativeText && (
          <meta property="og:image:alt" content={shareImage.alternativeText} />
        )}
        <meta name="twitter:card" content={shareImage ? "summary_large_image" : "summary"} />
        <meta name="twitter:title" content={title} />
        {meta?.description && <meta name="twitter:description" content={meta.description} />}
        {shareImage && <meta name="twitter:image" content={`${origin}${shareImage.url}`} />}
        <meta name="theme-color" content="#00bf9a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Inlined: the first paint waits for no stylesheet request (issue 8). */}
        {clientManifest.inlineCss ? (
          <style nonce={nonce} dangerouslySetInnerHTML={{ __html: clientManifest.inlineCss }} />
        ) : (
          clientManifest.css.map((href) => <link key={href} rel="stylesheet" href={href} />)
        )}
        {bootstrap.preview && clientManifest.inlinePreviewCss && (
          <style
            nonce={nonce}
            dangerouslySetInnerHTML={{ __html: clientManifest.inlinePreviewCss }}
          />
        )}
        {preloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: BANNER_SCRIPT }} />
        {structuredData(result, layout, origin).map((item, index) => (
          <script
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list rendered once on the server.
            key={index}
            type="application/ld+json"
            nonce={nonce}
            dangerouslySetInnerHTML={{ __html: safeJson(item) }}
          />
        ))}
      </head>
      <body className={hasBanner ? "has-banner" : undefined}>
        <script
          id="__BOOTSTRAP__"
          type="application/json"
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: safeJson(bootstrap) }}
        />
        <div id="root">
          <App bootstrap={bootstrap} ssrPath={result.path} ssrSearch={bootstrap.search} />
        </div>
      </body>
    </html>
  );
}
