/**
 * @module The not-found and error pages, loaded only when a page ends in one (see
 * client/deferred.tsx); the entry preloads them before showing such a result.
 */
import { deferred } from "../deferred";

const late = () => import("../late");

export const NotFoundView = deferred(() => late().then((module) => module.NotFoundView));
export const ErrorView = deferred(() => late().then((module) => module.ErrorView));
