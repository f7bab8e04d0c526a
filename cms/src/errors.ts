/**
 * Errors shaped the way Strapi v4's GraphQL plugin formats them:
 * `{ message, path, extensions: { error: { name, message, details }, code } }`.
 * graphql-js copies `extensions` of a thrown error onto the GraphQL error.
 */
export class StrapiError extends Error {
  readonly extensions: Record<string, unknown>;

  constructor(name: string, code: string, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = name;
    this.extensions = { error: { name, message, details }, code };
  }
}

export function forbiddenError(): StrapiError {
  return new StrapiError("ForbiddenError", "FORBIDDEN", "Forbidden access");
}

export function validationError(
  message: string,
  details: Record<string, unknown> = {},
): StrapiError {
  return new StrapiError("ValidationError", "BAD_USER_INPUT", message, details);
}

export function paginationError(message: string): StrapiError {
  return new StrapiError("PaginationError", "STRAPI_PAGINATION_ERROR", message);
}
