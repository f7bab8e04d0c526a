/**
 * Checks a seed the way the service will read it: every media key, relation key
 * and dynamic-zone type must resolve, sellers must point at known users, slugs
 * must be unique per locale. Schema-driven like the resolvers, so it checks
 * new fields too. Used by seed.test.ts on the real seed.
 */
import { type GraphQLObjectType, getNamedType, isObjectType, isUnionType } from "graphql";
import { Content, isPlainObject, SINGLE_KEY } from "./content";
import { isSubject } from "./illustrations";
import {
  COLLECTION_MODELS,
  MEDIA_TYPE,
  SALE_LOCATION_TYPE,
  SINGLE_MODELS,
  USER_TYPE,
} from "./models";
import { isComponentType, isRelationType, objectType, relationTarget, unionMember } from "./schema";
import { isLocale, LOCALES, type Seed } from "./seed-types";

export interface SeedReport {
  /** References to keys that exist nowhere: broken content. */
  dangling: string[];
  /** Everything else worth a look (a relation whose target lacks that locale, unknown fields, …). */
  warnings: string[];
}

const LOCALE_PREFIXES = new Set(LOCALES.map((l) => l.toLowerCase()));

export function checkSeed(seed: Seed): SeedReport {
  const report: SeedReport = { dangling: [], warnings: [] };
  const content = new Content(seed);
  const mediaKeys = new Set<string>();

  seed.media.forEach((m) => {
    if (mediaKeys.has(m.key))
      report.warnings.push(`media ${m.key}: key defined twice (the first one is used)`);
    mediaKeys.add(m.key);
    if (m.kind === "image" && !isSubject(m.subject))
      report.warnings.push(`media ${m.key}: unknown subject "${m.subject}" (drawn as generic)`);
    if (m.kind === "image" && !(Number(m.width) > 0 && Number(m.height) > 0))
      report.warnings.push(`media ${m.key}: width/height missing`);
    if (m.kind === "pdf" && !Array.isArray(m.pages))
      report.warnings.push(`media ${m.key}: pdf without pages`);
  });

  const walk = (
    type: GraphQLObjectType,
    value: Record<string, unknown>,
    where: string,
    locale: string | null,
  ) => {
    const fields = type.getFields();
    for (const [name, raw] of Object.entries(value)) {
      if (name === "draft" || name === "__typename" || name === "id" || raw == null) continue;
      const field = fields[name];
      if (!field) {
        report.warnings.push(`${where}: unknown field "${name}" on ${type.name}`);
        continue;
      }
      const named = getNamedType(field.type);
      const at = `${where}.${name}`;
      if (isRelationType(named)) {
        const target = relationTarget(named);
        for (const key of Array.isArray(raw) ? raw : [raw]) {
          if (typeof key !== "string" && typeof key !== "number") {
            report.dangling.push(
              `${at}: expected a key, found ${JSON.stringify(key).slice(0, 60)}`,
            );
            continue;
          }
          if (target.name === MEDIA_TYPE) {
            if (!mediaKeys.has(String(key)))
              report.dangling.push(`${at}: unknown media key "${key}"`);
          } else if (!content.hasKey(target.name, String(key))) {
            report.dangling.push(`${at}: unknown ${target.name} key "${key}"`);
          } else if (content.isLocalized(target.name)) {
            const row = content.find(target.name, String(key), locale);
            if (!row)
              report.warnings.push(
                `${at}: ${target.name} "${key}" does not exist in ${locale} (left out there)`,
              );
            else if (row.draft)
              report.warnings.push(
                `${at}: ${target.name} "${key}" is a draft in ${locale} (left out live)`,
              );
          }
        }
      } else if (isComponentType(named)) {
        (Array.isArray(raw) ? raw : [raw]).forEach((item, i) => {
          if (isPlainObject(item))
            walk(named, item, Array.isArray(raw) ? `${at}[${i}]` : at, locale);
          else report.warnings.push(`${at}: expected an object`);
        });
      } else if (isUnionType(named)) {
        (Array.isArray(raw) ? raw : [raw]).forEach((item, i) => {
          const member = isPlainObject(item) ? unionMember(named, item.__typename) : undefined;
          if (!member || member.name === "Error")
            report.dangling.push(
              `${at}[${i}]: unknown dynamic-zone __typename ${JSON.stringify(isPlainObject(item) ? item.__typename : item)}`,
            );
          else if (isPlainObject(item)) walk(member, item, `${at}[${i}]`, locale);
        });
      } else if (isObjectType(named)) {
        report.warnings.push(`${at}: ${named.name} cannot be set from the seed`);
      }
    }
  };

  for (const model of COLLECTION_MODELS) {
    const type = objectType(model.type);
    const keys = new Set<string>();
    const slugs = new Map<string, string>();
    for (const entry of seed.collections[model.file] ?? []) {
      if (keys.has(entry.key)) report.warnings.push(`${model.file} ${entry.key}: key used twice`);
      keys.add(entry.key);
      for (const [locale, own] of Object.entries(entry.locales ?? {})) {
        const where = `${model.file}/${entry.key}/${locale}`;
        if (model.localized === false) {
          if (locale !== SINGLE_KEY) report.warnings.push(`${where}: not localised, use "-"`);
          else walk(type, { ...(entry.shared ?? {}), ...(own ?? {}) }, where, null);
          continue;
        }
        if (!isLocale(locale)) {
          report.warnings.push(`${where}: unknown locale (ignored)`);
          continue;
        }
        const record = { ...(entry.shared ?? {}), ...(own ?? {}) };
        walk(type, record, where, locale);
        for (const [name, field] of Object.entries(type.getFields())) {
          if (
            field.type.toString().endsWith("!") &&
            record[name] == null &&
            !["localizations"].includes(name)
          )
            report.warnings.push(`${where}: required field "${name}" is missing`);
        }
        const slug = record.slug;
        if (typeof slug === "string") {
          const other = slugs.get(`${locale}/${slug}`);
          if (other) report.warnings.push(`${where}: slug "${slug}" also used by ${other}`);
          slugs.set(`${locale}/${slug}`, entry.key);
          if (model.file === "pages" && LOCALE_PREFIXES.has(slug.toLowerCase()))
            report.warnings.push(`${where}: page slug "${slug}" equals a locale prefix`);
        }
      }
    }
  }

  for (const model of SINGLE_MODELS) {
    const type = objectType(model.type);
    const stored = seed.single[model.file] ?? {};
    if (!model.localized) {
      walk(type, stored, `single/${model.file}`, null);
      continue;
    }
    for (const [locale, value] of Object.entries(stored)) {
      const where = `single/${model.file}/${locale}`;
      if (!isLocale(locale)) report.warnings.push(`${where}: unknown locale (ignored)`);
      else if (isPlainObject(value)) walk(type, value, where, locale);
    }
  }

  const userIds = new Set(seed.saleLocations.users.map((u) => u.id));
  for (const location of seed.saleLocations.locations) {
    const where = `sale-locations/${location.id}`;
    if (location.user != null && !userIds.has(location.user))
      report.dangling.push(`${where}.user: unknown user id ${location.user}`);
    walk(objectType(SALE_LOCATION_TYPE), { ...location, user: null }, where, null);
  }
  for (const user of seed.saleLocations.users)
    walk(objectType(USER_TYPE), user, `sale-locations/users/${user.id}`, null);
  if (content.rows("Menu").length === 0)
    report.warnings.push(`single/menu: no locale at all (key ${SINGLE_KEY})`);
  return report;
}
