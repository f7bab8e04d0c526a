/**
 * @module A Strapi kit as a Strapi project takes it: the kit's own files
 * (cms/strapi/ for Strapi 4, cms/strapi5/ for Strapi 5: its `src/` and
 * `config/`) and what both kits do alike, written once in cms/site-kit/. The
 * repository keeps each shared module once; `npm run kit` (scripts/kit.mjs)
 * writes a whole kit into a Strapi project, and the repository's tests of the
 * kits and the schema regeneration load a kit assembled the same way. Plain
 * JavaScript for Node 18 and up: Strapi 4's scripts run on a Node 20.
 */
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../", import.meta.url));

/** Each kit's folder in the repository, by Strapi's major version. */
export const KIT_FOLDERS = { 4: "cms/strapi", 5: "cms/strapi5" };

/** What both kits do alike (cms/site-kit/): each module and where it goes in a project. */
const KIT_SHARED = {
  "contact-notification.js": "src/site-kit/contact-notification.js",
  // The site's model and route table, written by `npm run codegen`.
  "content-models.json": "src/site-kit/content-models.json",
  "locales.js": "src/site-kit/locales.js",
  "password-reset.js": "src/site-kit/password-reset.js",
  "permissions.js": "src/site-kit/permissions.js",
  "user-accounts.js": "src/site-kit/user-accounts.js",
  "public-role.js": "src/site-kit/public-role.js",
  "authenticated-role.js": "src/site-kit/authenticated-role.js",
  // Strapi's query engine, `strapi.db.query`, in Strapi 4 and 5 alike.
  "role-permissions.js": "src/site-kit/role-permissions.js",
  "preview-link.js": "src/site-kit/preview-link.js",
  // Strapi's services as each kit's own strapi-services.js finds them.
  "webhook.js": "src/site-kit/webhook.js",
  "api-tokens.js": "src/site-kit/api-tokens.js",
  "set-up.js": "src/site-kit/set-up.js",
  // The GraphQL and e-mail settings, which each kit's config/plugins.js takes.
  "plugins.js": "src/site-kit/plugins.js",
  "users-permissions-strapi-server.js": "src/extensions/users-permissions/strapi-server.js",
};

/** The kit's own folders that go into a project; its tests stay in the repository. */
const KIT_OWN = ["src", "config"];

/** A kit's major version from what a caller wrote ("4", 5, "strapi5"…); throws otherwise. */
export function kitVersion(value) {
  const version = String(value).replace(/^strapi/i, "");
  if (!(version in KIT_FOLDERS)) throw new Error(`no kit for Strapi "${value}": 4 or 5`);
  return Number(version);
}

/** Every file of the kit for Strapi `version`: its path in a project and its text. */
export function kitFiles(version) {
  const folder = join(ROOT, KIT_FOLDERS[kitVersion(version)]);
  const own = KIT_OWN.flatMap((name) => filesBelow(join(folder, name)))
    .filter((file) => !file.endsWith(".test.ts"))
    .map((file) => [relative(folder, file), readFileSync(file, "utf8")]);
  const shared = Object.entries(KIT_SHARED).map(([source, target]) => {
    const text = readFileSync(join(ROOT, "cms/site-kit", source), "utf8");
    // JSON has no comments; the modules name their source for whoever edits them.
    const header = source.endsWith(".js")
      ? `// Written by \`npm run kit\` from the site's cms/site-kit/${source}: edit that one.\n`
      : "";
    return [target, header + text];
  });
  return [...own, ...shared];
}

/**
 * Writes the kit for Strapi `version` into the project at `project`, over what
 * is there; answers each file's path and whether it was new, replaced or the same.
 */
export function writeKit(version, project) {
  return writeFiles(kitFiles(version), project);
}

function writeFiles(files, project) {
  return files.map(([path, text]) => {
    const target = join(project, path);
    const before = readOrNull(target);
    if (before !== text) {
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, text);
    }
    return { path, state: before === null ? "new" : before === text ? "same" : "replaced" };
  });
}

/**
 * The kit for Strapi `version` written into the system's temporary folder: what
 * the repository's tests load, as a project would (no package.json around it,
 * so its `.js` files are CommonJS). The folder is named by the kit's content,
 * so test processes running side by side share it and it is written once per
 * change of the kit; a folder appears whole (renamed into place) or not at all.
 */
export function assembledKit(version) {
  const major = kitVersion(version);
  const files = kitFiles(major);
  const hash = createHash("sha256").update(JSON.stringify(files)).digest("hex").slice(0, 16);
  const folder = join(tmpdir(), `site-kit-strapi${major}-${hash}`);
  if (existsSync(folder)) return folder;
  const staging = mkdtempSync(`${folder}-`);
  writeFiles(files, staging);
  try {
    renameSync(staging, folder);
  } catch {
    // Another process put the same kit there first.
    rmSync(staging, { recursive: true, force: true });
  }
  return folder;
}

function filesBelow(folder) {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

function readOrNull(file) {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return null;
  }
}
