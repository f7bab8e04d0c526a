/**
 * @module A generic content page, and the page roles that add nothing of their own
 * yet; a plain page ends with the next step.
 */

import type { Locale } from "../../shared/locales";
import type { RouteData } from "../../shared/route-result";
import { NextStep } from "../components/next-step";
import { PageFrame } from "../components/page-frame";

type Props = { data: Extract<RouteData, { page: unknown }>; locale: Locale };

export default function PageView({ data, locale }: Props) {
  return (
    <PageFrame page={data.page} locale={locale} kind={data.view}>
      {"nextStep" in data && (
        <div className="container">
          <NextStep locale={locale} links={data.nextStep} />
        </div>
      )}
    </PageFrame>
  );
}
