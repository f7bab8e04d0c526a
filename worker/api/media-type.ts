/**
 * @module What a file under `/uploads/` is served as. The content service's files
 * are its editors' uploads, not the site's code: none may run as a script or a
 * page on the site's origin. Passive types (images, audio, video, fonts, PDF, plain
 * text) keep their type; anything a browser could run (HTML, JavaScript, XML, an
 * unknown type) becomes a download. Every upload also carries `nosniff` (a browser
 * runs no script of a non-script type then) and a CSP that allows nothing; all but
 * PDFs are sandboxed too (an SVG opened on its own runs nothing, in an origin of
 * its own). Chromium does not show a PDF in a sandbox.
 */

const PASSIVE = [
  /^image\/(?:png|jpeg|gif|webp|avif|svg\+xml|x-icon|vnd\.microsoft\.icon)$/,
  /^(?:audio|video|font)\/[a-z0-9.+-]+$/,
  /^application\/(?:pdf|zip|octet-stream)$/,
  /^text\/(?:plain|csv)$/,
];

const PDF = "application/pdf";

export const UPLOAD_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; sandbox";
const PDF_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

export interface UploadHeaders {
  "content-type": string;
  "content-security-policy": string;
  "content-disposition"?: string;
}

/** The type, policy and disposition an upload is served with, from its upstream type. */
export function uploadHeaders(upstreamType: string | null): UploadHeaders {
  const [essence = "", ...parameters] = (upstreamType ?? "").split(";");
  const type = essence.trim().toLowerCase();
  if (type === PDF) return { "content-type": PDF, "content-security-policy": PDF_CSP };
  if (PASSIVE.some((pattern) => pattern.test(type))) {
    const charset = parameters.map((p) => p.trim()).find((p) => /^charset=[\w-]+$/i.test(p));
    return {
      "content-type": charset ? `${type}; ${charset}` : type,
      "content-security-policy": UPLOAD_CSP,
    };
  }
  return {
    "content-type": "application/octet-stream",
    "content-security-policy": UPLOAD_CSP,
    "content-disposition": "attachment",
  };
}
