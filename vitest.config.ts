import { defineConfig } from "vitest/config";

// Unit tests run in Node. Integration tests (`*.integration.test.ts`) talk over HTTP
// to the real worker in workerd (wrangler dev) in front of the real local content
// service, which testing/global-setup.ts starts once for the whole run.
const UNIT = [
  "shared/**/*.test.ts",
  "worker/**/*.test.ts",
  "client/**/*.test.ts",
  "cms/**/*.test.ts",
  "scripts/**/*.test.ts",
];
const INTEGRATION = ["**/*.integration.test.ts"];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: UNIT,
          exclude: [...INTEGRATION, "**/node_modules/**"],
        },
      },
      {
        test: {
          name: "integration",
          include: INTEGRATION,
          exclude: ["**/node_modules/**"],
          globalSetup: ["testing/global-setup.ts"],
          // What a busy 2-core machine meets (load averages of 8 to 30 seen): the
          // stack's content-service timeout is 8 s there (testing/cms-proxy.ts).
          testTimeout: 90_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
