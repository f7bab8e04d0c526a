/** @module What the contact view's form gets from the worker with the page's route data. */
import { type ContactFormState, newIdempotencyKey } from "../../shared/contact-form";
import type { RouteData } from "../../shared/content";
import type { Env } from "../env";
import { botCheckConfig } from "./bot-check";

export function contactFormState(env: Env): ContactFormState {
  const botCheck = botCheckConfig(env);
  return {
    botCheckSiteKey: botCheck.enabled === true ? botCheck.siteKey : null,
    idempotencyKey: newIdempotencyKey(),
  };
}

/** The contact page's data with its form's state; any other page's data as it is. */
export function withContactForm(data: RouteData, env: Env): RouteData {
  return data.view === "contact" && "page" in data
    ? { ...data, contactForm: contactFormState(env) }
    : data;
}
