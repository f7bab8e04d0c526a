/**
 * @module What closes the desktop menu's submenus (WCAG 1.4.13): Escape closes
 * the open one and puts focus on its toggle, and a click elsewhere closes it. A
 * submenu shown by hovering hides on Escape too, until the pointer leaves the
 * menu. It renders nothing and hydrates after the page (client/deferred.tsx): the
 * submenus open and close by their `details` alone until then.
 */
import { useEffect } from "react";

const DISMISSED = "main-menu--dismissed";

export function MenuDismiss(): null {
  useEffect(() => {
    const menu = document.querySelector<HTMLElement>(".main-menu");
    if (!menu) return;
    const openOnes = () => [...menu.querySelectorAll<HTMLDetailsElement>("details[open]")];
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const open = openOnes();
      if (menu.matches(":hover")) menu.classList.add(DISMISSED);
      for (const details of open) {
        details.open = false;
        if (details.contains(document.activeElement)) details.querySelector("summary")?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      for (const details of openOnes())
        if (!details.contains(event.target as Node)) details.open = false;
    };
    const onLeave = () => menu.classList.remove(DISMISSED);
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    menu.addEventListener("pointerleave", onLeave);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
      menu.removeEventListener("pointerleave", onLeave);
    };
  }, []);
  return null;
}
