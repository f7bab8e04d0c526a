/** @module The names of result kinds: one for a hit, one for its group's heading. */

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { SearchKind } from "../../shared/search";

export const KIND_LABELS: Record<SearchKind, MessageDescriptor> = {
  product: msg`Product`,
  solution: msg`Solution`,
  audience: msg`Audience`,
  manual: msg`Manual`,
  manualStep: msg`Manual step`,
  blog: msg`Blog`,
  news: msg`News`,
  faq: msg`FAQ answer`,
  download: msg`Download`,
  page: msg`Page`,
};

export const GROUP_LABELS: Record<SearchKind, MessageDescriptor> = {
  product: msg`Products`,
  solution: msg`Solutions`,
  audience: msg`Audiences`,
  manual: msg`Manuals`,
  manualStep: msg`Manual steps`,
  blog: msg`Blogs`,
  news: msg`News articles`,
  faq: msg`FAQ answers`,
  download: msg`Downloads`,
  page: msg`Pages`,
};
