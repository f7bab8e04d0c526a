/** @module The browser's lazy view chunks: one per view module. */
import type { View } from "../../shared/content";
import { hasView, moduleOf, registerView, type ViewComponent, type ViewModule } from "./registry";

const loaders: Record<ViewModule, () => Promise<{ default: ViewComponent }>> = {
  home: () => import("./home"),
  page: () => import("./page"),
  product: () => import("./product"),
  solution: () => import("./solution"),
  forWho: () => import("./for-who"),
  blog: () => import("./blog"),
  manual: () => import("./manual"),
};

export async function loadView(view: View): Promise<void> {
  if (hasView(view)) return;
  const module = moduleOf(view);
  const { default: component } = await loaders[module]();
  registerView(module, component);
}
