/**
 * @module What closes the desktop menu's submenus (WCAG 1.4.13): Escape closes
 * the open one and puts focus on its toggle, a click elsewhere closes it, and so do
 * focus leaving it (Tab past its last link) and the pointer resting on another
 * item, which would otherwise show its own submenu over the open one. A
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
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget instanceof Node ? event.relatedTarget : null;
      for (const details of openOnes())
        if (details.contains(event.target as Node) && !details.contains(next)) details.open = false;
    };
    const onOver = (event: PointerEvent) => {
      const item = (event.target as Element).closest?.(".main-menu__item");
      if (!item) return;
      for (const details of openOnes()) if (!item.contains(details)) details.open = false;
    };
    const onLeave = () => menu.classList.remove(DISMISSED);
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    menu.addEventListener("focusout", onFocusOut);
    menu.addEventListener("pointerover", onOver);
    menu.addEventListener("pointerleave", onLeave);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
      menu.removeEventListener("focusout", onFocusOut);
      menu.removeEventListener("pointerover", onOver);
      menu.removeEventListener("pointerleave", onLeave);
    };
  }, []);
  return null;
}
