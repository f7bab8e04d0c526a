import { describe, expect, it } from "vitest";
import { UPLOAD_CSP, uploadHeaders } from "./media-type";

describe("uploadHeaders", () => {
  it("keeps passive types, sandboxed", () => {
    for (const type of ["image/svg+xml", "image/png", "video/mp4", "font/woff2", "text/plain"]) {
      expect(uploadHeaders(type)).toEqual({
        "content-type": type,
        "content-security-policy": UPLOAD_CSP,
      });
    }
    expect(uploadHeaders("text/plain; charset=utf-8")["content-type"]).toBe(
      "text/plain; charset=utf-8",
    );
  });

  it("serves PDFs as PDFs, without the sandbox Chromium's viewer refuses", () => {
    const pdf = uploadHeaders("application/pdf");
    expect(pdf["content-type"]).toBe("application/pdf");
    expect(pdf["content-security-policy"]).toMatch(/^default-src 'none'/);
    expect(pdf["content-security-policy"]).not.toContain("sandbox");
  });

  it("makes anything runnable a download", () => {
    for (const type of [
      "text/javascript",
      "application/javascript; charset=utf-8",
      "text/html",
      "application/xhtml+xml",
      "text/xml",
      "application/json",
      "TEXT/JAVASCRIPT",
      "",
      null,
    ]) {
      expect(uploadHeaders(type), String(type)).toEqual({
        "content-type": "application/octet-stream",
        "content-security-policy": UPLOAD_CSP,
        "content-disposition": "attachment",
      });
    }
  });
});
