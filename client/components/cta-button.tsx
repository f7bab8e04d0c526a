/** @module A call-to-action from the CMS: label, colour, icon and its placement, link to its page. */
import type { Cta } from "../../shared/content";
import type { Locale } from "../../shared/locales";
import { pagePath } from "../../shared/page-paths";
import { useHyphens } from "./hyphens";
import { Icon } from "./icon";
import { SiteLink } from "./site-link";

export function CtaButton({ cta, locale }: { cta: Cta | null | undefined; locale: Locale }) {
  const hy = useHyphens();
  if (!cta?.label) return null;
  const color = cta.color ?? "green";
  const icon = <Icon icon={cta.icon} />;
  const right = cta.icon_placement === "right";
  return (
    <SiteLink className={`button button--${color}`} href={pagePath(locale, cta.page?.slug)}>
      <span className="button__label">
        {!right && icon}
        {hy(cta.label)}
        {right && icon}
      </span>
    </SiteLink>
  );
}
