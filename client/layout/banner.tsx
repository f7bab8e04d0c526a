/**
 * @module The promotional banner: shown while settings say display and the visitor
 * has not closed it in this browser session. An inline script in the document head
 * applies a dismissal before first paint, so a dismissed banner never flashes.
 *
 * It takes its own room in the page below the fixed navbar (sticky while the page
 * scrolls; on a phone it scrolls away with the page), so it never covers a title
 * however its text wraps. What sticks below it, and where anchors land, follow its
 * measured height (`--banner-height`).
 */
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import type { Banner as BannerData } from "../../shared/content";
import { track } from "../analytics";
import { Icon } from "../components/icon";
import { SiteLink } from "../components/site-link";
import { closeIcon } from "../components/ui-icons";
import { bannerDismissed, rememberBannerDismissed } from "./banner-dismissal";

export function Banner({ banner }: { banner: BannerData | null }) {
  const { t } = useLingui();
  const [dismissed, setDismissed] = useState(false);
  const shown = Boolean(banner?.display) && !dismissed;
  const box = useRef<HTMLElement>(null);

  useEffect(() => {
    if (bannerDismissed()) setDismissed(true);
  }, []);

  useEffect(() => {
    document.body.classList.toggle("has-banner", shown);
  }, [shown]);

  useEffect(() => {
    const element = box.current;
    if (!shown || !element) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => {
      root.setProperty("--banner-height", `${element.offsetHeight}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty("--banner-height");
    };
  }, [shown]);

  if (!banner || !shown) return null;
  const dismiss = () => {
    rememberBannerDismissed();
    document.documentElement.classList.add("banner-dismissed");
    setDismissed(true);
    track({ module: "banner", event: "dismiss", trigger: "click" });
  };
  return (
    <aside ref={box} className="banner" aria-label={t`Announcement`}>
      <div className="container banner__inner">
        <p className="banner__text">
          {banner.heading && <strong>{banner.heading}</strong>}{" "}
          {banner.text && <span className="banner__body">{banner.text}</span>}
        </p>
        {banner.cta_label && banner.cta_url && (
          <SiteLink className="banner__cta" href={banner.cta_url}>
            {banner.cta_label}
          </SiteLink>
        )}
        <button
          type="button"
          className="banner__close"
          onClick={dismiss}
          aria-label={t`Close announcement`}
        >
          <Icon icon={closeIcon} />
        </button>
      </div>
    </aside>
  );
}
