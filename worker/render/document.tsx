/**
 * @module The HTML document around the app: head metadata (title, description,
 * canonical, alternate languages: shared/head.ts), styles, preloads and the
 * embedded bootstrap data. The browser hydrates only `#root`; after a navigation
 * it sets the title from the same head (client/site/after-navigation.ts).
 */
import { App } from "../../client/app";
import { BANNER_DISMISSED_KEY } from "../../client/layout/banner-dismissal";
import { BRAND } from "../../shared/constants";
import type { Head } from "../../shared/head";
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, type Locale } from "../../shared/locales";
import type { Bootstrap } from "../../shared/route-result";
import { clientManifest } from "./assets";
import type { StructuredData } from "./json-ld";
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
  head: Head;
  origin: string;
  preloads: string[];
  /** The response's CSP allows the installer map (see render/page.tsx); the client checks this mark. */
  mapPolicy?: boolean;
  /** The JSON-LD the page's kind states beside the organisation's. */
  kindStructuredData: StructuredData;
}

const VIEWPORT = "width=device-width, initial-scale=1";

/** Applies a banner dismissed earlier in this session before first paint. */
// Also marks the page as scripted before its first paint, so room can be kept for
// what hydration adds (the finder's place search) without a gap when scripts are off.
export const BANNER_SCRIPT = `document.documentElement.classList.add("js");try{if(sessionStorage.getItem(${JSON.stringify(BANNER_DISMISSED_KEY)})==="1")document.documentElement.classList.add("banner-dismissed")}catch(e){}`;

export function Document({
  bootstrap,
  head,
  origin,
  preloads,
  mapPolicy = false,
  kindStructuredData,
}: Props) {
  const { result, layout } = bootstrap;
  const locale: Locale = result.locale;
  const { title, alternates } = head;
  const hasBanner = Boolean(layout?.settings.banner?.display);
  const shareImage = head.image;
  return (
    <html lang={LOCALE_INFO[locale].tag} data-map-policy={mapPolicy ? "" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content={VIEWPORT} />
        <title>{title}</title>
        {head.description && <meta name="description" content={head.description} />}
        {head.noIndex && <meta name="robots" content="noindex" />}
        {head.canonical && <link rel="canonical" href={`${origin}${head.canonical}`} />}
        {head.prev && <link rel="prev" href={`${origin}${head.prev}`} />}
        {head.next && <link rel="next" href={`${origin}${head.next}`} />}
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
        {head.description && <meta property="og:description" content={head.description} />}
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
        {head.description && <meta name="twitter:description" content={head.description} />}
        {shareImage && <meta name="twitter:image" content={`${origin}${shareImage.url}`} />}
        <meta name="theme-color" content={BRAND.green} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Inlined: the first paint waits for no stylesheet request. */}
        {clientManifest.inlineCss ? (
          <style dangerouslySetInnerHTML={{ __html: clientManifest.inlineCss }} />
        ) : (
          clientManifest.css.map((href) => <link key={href} rel="stylesheet" href={href} />)
        )}
        {bootstrap.preview && clientManifest.inlinePreviewCss && (
          <style dangerouslySetInnerHTML={{ __html: clientManifest.inlinePreviewCss }} />
        )}
        {preloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {/* Its hash is in the page's CSP (inline-hashes.ts): change it and the hash follows. */}
        <script dangerouslySetInnerHTML={{ __html: BANNER_SCRIPT }} />
        {structuredData(result, layout, origin, kindStructuredData).map((item, index) => (
          <script
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list rendered once on the server.
            key={index}
            type="application/ld+json"
            dangerouslySetInnerHTML={{ __html: safeJson(item) }}
          />
        ))}
      </head>
      <body className={hasBanner ? "has-banner" : undefined}>
        <script
          id="__BOOTSTRAP__"
          type="application/json"
          dangerouslySetInnerHTML={{ __html: safeJson(bootstrap) }}
        />
        <div id="root">
          <App bootstrap={bootstrap} ssrPath={result.path} ssrSearch={bootstrap.search} />
        </div>
      </body>
    </html>
  );
}
