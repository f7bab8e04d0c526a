/**
 * @module Words broken across two lines without a hyphen, found in the rendered
 * line boxes of a page (not by its width: a word split by `overflow-wrap` never
 * makes a page scroll sideways). Used by the browser suite and by
 * `npm run screenshots`, which fails on any.
 */

/** A word the page shows on two lines, split where no hyphen is drawn. */
export interface BrokenWord {
  /** The word with `|` where a line ends inside it ("Geschäftsbedingung|en"). */
  word: string;
  /** The element it is in, as `tag.class`, for finding it. */
  in: string;
}

/**
 * Every word on screen that a line ends inside of, between two letters or digits,
 * with no soft hyphen there (a break at a soft hyphen draws a hyphen; one after
 * "-", "/" or other punctuation is where a reader expects it). Text a visitor
 * cannot see (closed, `display: none`, clipped to a pixel for screen readers) is
 * not read, nor are e-mail addresses and URLs, which have no syllables to break
 * at. A word split across two text nodes is read as two.
 *
 * Runs in the page (`page.evaluate(findBrokenWords)`): it uses nothing from outside.
 */
export function findBrokenWords(): BrokenWord[] {
  const SOFT_HYPHEN = "\u00ad";
  const letterOrDigit = /[\p{L}\p{M}\p{N}]/u;
  const notAWord = /@|:\/\/|^www\./i;
  const hiddenCache = new Map<Element, boolean>();

  /** Shown to no one but screen readers: a box of a pixel or less, clipped. */
  const clippedAway = (element: Element): boolean => {
    const known = hiddenCache.get(element);
    if (known !== undefined) return known;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const clipped =
      (style.clip !== "auto" && style.clip !== "") ||
      style.clipPath.startsWith("inset(50%") ||
      (style.overflow !== "visible" && (box.width <= 1 || box.height <= 1));
    const hidden = clipped || (element.parentElement ? clippedAway(element.parentElement) : false);
    hiddenCache.set(element, hidden);
    return hidden;
  };

  const lineOf = (node: Text, index: number): DOMRect | null => {
    const range = document.createRange();
    range.setStart(node, index);
    range.setEnd(node, index + 1);
    const rects = range.getClientRects();
    return rects.length ? rects[rects.length - 1]! : null;
  };

  /** `b` starts a later line than `a` ends on. */
  const laterLine = (a: DOMRect, b: DOMRect) => b.top >= a.top + a.height / 2;

  const describe = (element: Element) =>
    [element.tagName.toLowerCase(), ...element.classList].join(".");

  const found: BrokenWord[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    const parent = text.parentElement;
    if (!parent || !text.data.trim()) continue;
    if (parent.closest("script, style, noscript, template")) continue;
    if (!parent.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true }))
      continue;
    if (clippedAway(parent)) continue;
    for (const match of text.data.matchAll(/\S+/g)) {
      const word = match[0];
      const start = match.index;
      if (word.length < 2 || notAWord.test(word)) continue;
      const range = document.createRange();
      range.setStart(text, start);
      range.setEnd(text, start + word.length);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      if (rects.length < 2) continue;
      // On two lines or more: where does each line end, and is a hyphen drawn there?
      let previous: { index: number; rect: DOMRect } | null = null;
      const breaks: number[] = [];
      for (let offset = 0; offset < word.length; offset++) {
        const char = word[offset]!;
        if (char === SOFT_HYPHEN) continue;
        const rect = lineOf(text, start + offset);
        if (!rect || rect.width === 0) continue;
        if (previous && laterLine(previous.rect, rect)) {
          const before = word[previous.index]!;
          const between = word.slice(previous.index + 1, offset);
          if (
            letterOrDigit.test(before) &&
            letterOrDigit.test(char) &&
            !between.includes(SOFT_HYPHEN)
          )
            breaks.push(offset);
        }
        previous = { index: offset, rect };
      }
      if (!breaks.length) continue;
      let marked = "";
      let from = 0;
      for (const at of breaks) {
        marked += `${word.slice(from, at)}|`;
        from = at;
      }
      marked += word.slice(from);
      found.push({ word: marked.replaceAll(SOFT_HYPHEN, ""), in: describe(parent) });
    }
  }
  return found;
}

/**
 * Every word on screen broken at a soft hyphen although it would fit whole on a
 * line of the block it is in: a heading or button balanced into "Die bishe-/rige
 * Bilanz" where "bisherige" had a line to itself. A word longer than its line
 * breaks at a syllable, and that is what soft hyphens are for; this finds the
 * others. Runs in the page, like {@link findBrokenWords}.
 */
export function findNeedlessHyphens(): BrokenWord[] {
  const SOFT_HYPHEN = "\u00ad";
  const found: BrokenWord[] = [];

  /** The block whose lines the text fills: not an inline box, nor a word's own box. */
  const lineBlockOf = (element: Element): Element => {
    let block: Element | null = element;
    while (
      block &&
      ["inline", "inline-block", "contents"].includes(getComputedStyle(block).display)
    )
      block = block.parentElement;
    return block ?? document.body;
  };
  const contentWidth = (element: Element) => {
    const style = getComputedStyle(element);
    return element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  };

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    const parent = text.parentElement;
    if (!parent || !text.data.includes(SOFT_HYPHEN)) continue;
    if (!parent.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true }))
      continue;
    for (const match of text.data.matchAll(/[^\s]+/g)) {
      if (!match[0].includes(SOFT_HYPHEN)) continue;
      const range = document.createRange();
      range.setStart(text, match.index);
      range.setEnd(text, match.index + match[0].length);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      const lines = new Set(rects.map((rect) => Math.round(rect.top)));
      if (lines.size < 2) continue;
      const whole = rects.reduce((sum, rect) => sum + rect.width, 0);
      const block = lineBlockOf(parent);
      if (whole < contentWidth(block) - 1)
        found.push({
          word: match[0].replaceAll(SOFT_HYPHEN, ""),
          in: [block.tagName.toLowerCase(), ...block.classList].join("."),
        });
    }
  }
  return found;
}

/**
 * Every line on screen that starts with a spaced dash ("Safety data sheet / –
 * Optical gel"): the dash of a break in thought ends its line, never starts the
 * next. Returns the words around each such dash. Runs in the page, like
 * {@link findBrokenWords}.
 */
export function findLinesStartingWithDash(): BrokenWord[] {
  const found: BrokenWord[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    const parent = text.parentElement;
    if (!parent || !/[–—]/.test(text.data)) continue;
    if (parent.closest("script, style, noscript, template")) continue;
    if (!parent.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true }))
      continue;
    for (const match of text.data.matchAll(/(\S+)(\s+)([–—])(?=\s)/g)) {
      const at = (offset: number) => {
        const range = document.createRange();
        range.setStart(text, offset);
        range.setEnd(text, offset + 1);
        return [...range.getClientRects()].find((rect) => rect.width > 0) ?? null;
      };
      const before = at(match.index + match[1]!.length - 1);
      const dash = at(match.index + match[1]!.length + match[2]!.length);
      if (before && dash && dash.top >= before.top + before.height / 2)
        found.push({
          word: `${match[1]} / ${match[3]}`,
          in: [parent.tagName.toLowerCase(), ...parent.classList].join("."),
        });
    }
  }
  return found;
}
