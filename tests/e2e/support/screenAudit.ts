import type { Page } from '@playwright/test';

/** What the design system rules out, counted on the screen on display (see screenAudit). */
export interface ScreenAudit {
  /** Native `<select>` elements (a picker of the kit instead). */
  readonly nativeSelects: number;
  /** Buttons or links whose only content is a text glyph standing for an icon (✎ ✕ › ✓ √ ▶ …). */
  readonly glyphIcons: number;
  /** `<a>` elements without `href` (neither a link nor a button to assistive technology). */
  readonly anchorsWithoutHref: number;
  /** Visible buttons, links and ARIA controls smaller than 44×44 CSS px. */
  readonly smallTargets: number;
  /** Text cut by its box (overflow hidden) without an ellipsis. */
  readonly cutText: number;
  /** Elements drawn as clickable (a pointer cursor) that are neither a link, a button, a form control nor an ARIA control. */
  readonly clickableNonControls: number;
  /** A few examples of each, to find them. */
  readonly examples: readonly string[];
}

/**
 * Counts, on the screen on display, what the design system rules out: native selects, text-glyph icons,
 * anchors without href, tap targets under 44×44 px, text cut without an ellipsis. The route walk adds
 * them up over every path (ROUTES_WALK_AUDIT=1) as the measure of how far the screens are from the kit.
 */
export async function screenAudit(page: Page): Promise<ScreenAudit> {
  return page.evaluate(() => {
    const examples: string[] = [];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''} "${(element.textContent ?? '').trim().slice(0, 20)}"`;
    const note = (kind: string, element: Element) => {
      if (examples.length < 60) examples.push(`${kind}: ${describe(element)}`);
    };
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const selects = [...document.querySelectorAll('select')].filter(visible);
    selects.forEach((element) => note('select', element));
    const controls = [...document.querySelectorAll('a, button, [role="button"], [role="link"], [role="tab"], [role="radio"], [role="checkbox"]')].filter(
      visible,
    );
    const glyphs = controls.filter((element) => /^[✎✕✖✓✔√›‹»«▶◀×⟩⟨>]$/u.test((element.textContent ?? '').trim()));
    glyphs.forEach((element) => note('glyph', element));
    const anchors = [...document.querySelectorAll('a:not([href])')].filter(visible);
    anchors.forEach((element) => note('a without href', element));
    const small = controls.filter((element) => {
      const box = element.getBoundingClientRect();
      // A control inside a larger control (an icon in a row) is reached through that one.
      const outer = element.parentElement?.closest('a, button, [role="button"], [role="link"], [role="tab"], [role="radio"], [role="checkbox"]');
      return !outer && (box.height < 44 || box.width < 44);
    });
    small.forEach((element) => {
      const box = element.getBoundingClientRect();
      note(`small target ${Math.round(box.width)}×${Math.round(box.height)}`, element);
    });
    const cut = [...document.querySelectorAll('body *')].filter((element) => {
      if (!(element instanceof HTMLElement) || element.children.length > 0 || !visible(element)) return false;
      const style = getComputedStyle(element);
      // Text for screen readers only is clipped to nothing on purpose.
      if (style.clipPath === 'inset(50%)' || element.getBoundingClientRect().width <= 1) return false;
      const clips = style.overflowX === 'hidden' || style.overflow === 'hidden';
      return clips && element.scrollWidth > element.clientWidth + 1 && style.textOverflow !== 'ellipsis' && style.webkitLineClamp === 'none';
    });
    cut.forEach((element) => note('cut text', element));
    const controlSelector =
      'a[href], button, input, select, textarea, label, summary, [role="button"], [role="link"], [role="tab"], [role="radio"], [role="checkbox"], [role="switch"], [role="option"], [role="menuitem"], [role="slider"], [tabindex]';
    const clickable = [...document.querySelectorAll('body *')].filter((element) => {
      if (!visible(element) || getComputedStyle(element).cursor !== 'pointer') return false;
      // Only the outermost element drawn as clickable, and not one inside a real control.
      if (element.closest(controlSelector)) return false;
      const parent = element.parentElement;
      return !(parent && getComputedStyle(parent).cursor === 'pointer');
    });
    clickable.forEach((element) => note('clickable non-control', element));
    return {
      nativeSelects: selects.length,
      glyphIcons: glyphs.length,
      anchorsWithoutHref: anchors.length,
      smallTargets: small.length,
      cutText: cut.length,
      clickableNonControls: clickable.length,
      examples,
    };
  });
}
