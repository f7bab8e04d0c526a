/**
 * The sellers: companies are users (users-permissions, with the kit's company
 * fields), matched by username; their sale locations are matched by company
 * and address, as a location has no slug.
 */
import { randomBytes } from "node:crypto";
import type { Fields, Seed } from "../src/seed-types";
import { differingFields, project } from "./compare";
import type { ContentApi } from "./content-api";
import type { KitModel } from "./kit-model";
import { isFields, type Refs, toPayload } from "./payload";
import type { Report } from "./report";
import type { Rest } from "./rest";

const USER_FIELDS = ["username", "email", "company_name", "country_iso", "website", "phone"];

/** Creates or corrects the companies; answers the seed's user id → Strapi's. */
export async function loadUsers(
  rest: Rest,
  seed: Seed,
  report: Report,
): Promise<Map<number, number>> {
  report.section("sellers (users)");
  const ids = new Map<number, number>();
  const role = await authenticatedRole(rest);
  for (const user of seed.saleLocations.users) {
    const wanted: Fields = Object.fromEntries(
      USER_FIELDS.filter((f) => f in user).map((f) => [f, user[f]]),
    );
    try {
      const answer = await rest.get("/api/users", {
        filters: { username: { $eq: user.username } },
      });
      const existing = Array.isArray(answer) ? answer.find(isFields) : undefined;
      if (!existing) {
        const created = await rest.send("POST", "/api/users", {
          ...wanted,
          // A seller never signs in: the password only satisfies Strapi.
          password: randomBytes(24).toString("base64url"),
          confirmed: true,
          role,
        });
        if (!isFields(created) || typeof created.id !== "number")
          throw new Error("created without an id");
        ids.set(user.id, created.id);
        report.created("sellers", user.username);
        continue;
      }
      if (typeof existing.id !== "number") throw new Error("Strapi answered a user without an id");
      ids.set(user.id, existing.id);
      const differing = differingFields(wanted, existing);
      if (differing.length === 0) report.unchanged("sellers", user.username);
      else {
        await rest.send("PUT", `/api/users/${existing.id}`, wanted);
        report.changed("sellers", user.username, `updated: ${differing.join(", ")}`);
      }
    } catch (error) {
      report.failed("sellers", user.username, error);
    }
  }
  return ids;
}

/** Strapi 5 wants a role for a new user: sellers get the one of signed-in users. */
async function authenticatedRole(rest: Rest): Promise<number | undefined> {
  const answer = await rest.get("/api/users-permissions/roles");
  const roles = isFields(answer) && Array.isArray(answer.roles) ? answer.roles : [];
  const found = roles.find((r) => isFields(r) && r.type === "authenticated");
  return isFields(found) && typeof found.id === "number" ? found.id : undefined;
}

/**
 * A location's identity: its address (not its company, which a first run may
 * not have been able to set).
 */
export function locationKey(location: Fields): string {
  const part = (name: string) =>
    String(location[name] ?? "")
      .trim()
      .toLowerCase();
  return [part("country_iso"), part("zip_code"), part("city"), part("street_address")].join("|");
}

export async function loadSaleLocations(
  ctx: { api: ContentApi; model: KitModel; refs: Refs; report: Report },
  seed: Seed,
): Promise<void> {
  ctx.report.section("sale locations");
  const type = ctx.model.types["sale-location"];
  if (!type) throw new Error("the kit has no content type sale-location");
  const existing = new Map(
    (await ctx.api.findAll(type)).map((found) => [locationKey(found.data), found]),
  );
  for (const location of seed.saleLocations.locations) {
    const { id, ...fields } = location;
    const key = locationKey(fields);
    const label = `#${id} ${String(fields.city ?? "")}`;
    try {
      const problems: string[] = [];
      const payload = toPayload(type.attributes, fields, {
        model: ctx.model,
        refs: ctx.refs,
        locale: null,
        withRelations: true,
        problems,
      });
      if (problems.length) throw new Error(problems.join("; "));
      const found = existing.get(key);
      if (!found) {
        await ctx.api.create(type, null, payload, false);
        ctx.report.created("sale locations", label);
        continue;
      }
      const differing = differingFields(
        payload,
        project(type.attributes, payload, found.data, { model: ctx.model, refKey: ctx.api.refKey }),
      );
      if (differing.length === 0) ctx.report.unchanged("sale locations", label);
      else {
        await ctx.api.update(type, found, null, payload, false);
        ctx.report.changed("sale locations", label, `updated: ${differing.join(", ")}`);
      }
    } catch (error) {
      ctx.report.failed("sale locations", label, error);
    }
  }
}
