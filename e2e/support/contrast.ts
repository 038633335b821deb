import type { Locator, Page } from 'playwright-core';
import { atRest } from './at-rest';

/** What was measured, by a short name of the control, and its contrast ratio (WCAG 2.x). */
export interface Contrast {
  control: string;
  /** The indicator's or the text's colour, and the colour behind it, as the browser computes them. */
  fore: string;
  back: string;
  ratio: number;
}

type Mode = 'ring' | 'text' | 'placeholder';

/**
 * Measures in the page: a focus ring (outline, else the spread of a box-shadow) against what lies
 * behind the control, a control's text against its own background, or its placeholder's colour.
 * Colours with transparency are laid over what is below them, up to the page's canvas.
 */
function measureIn(element: Element, mode: Mode): Contrast {
  const parse = (css: string): number[] => {
    const match = /rgba?\(([^)]+)\)/.exec(css);
    if (!match?.[1]) throw new Error(`unexpected colour ${css}`);
    const [r = 0, g = 0, b = 0, a = 1] = match[1]
      .split(/[,\s/]+/)
      .filter(Boolean)
      .map(Number);
    return [r, g, b, a];
  };
  const over = (top: number[], below: number[]): number[] => {
    const a = top[3] ?? 1;
    return [0, 1, 2].map((i) => (top[i] ?? 0) * a + (below[i] ?? 0) * (1 - a)).concat(1);
  };
  // What shows through at an element: its own background and its ancestors' ones, down to the canvas.
  const backdrop = (from: Element | null): number[] => {
    const layers: number[][] = [];
    for (let node = from; node; node = node.parentElement) {
      const layer = parse(getComputedStyle(node).backgroundColor);
      if ((layer[3] ?? 0) > 0) layers.push(layer);
      if ((layer[3] ?? 0) >= 1) break;
    }
    const canvas = document.body.classList.contains('dark-layout') ? [15, 17, 21, 1] : [255, 255, 255, 1];
    return layers.reduceRight((below, top) => over(top, below), canvas);
  };
  const luminance = (rgb: number[]) => {
    const [r = 0, g = 0, b = 0] = rgb.map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const css = (rgb: number[]) =>
    `rgb(${rgb
      .slice(0, 3)
      .map((v) => Math.round(v))
      .join(', ')})`;
  const name = [
    element.tagName.toLowerCase(),
    element.getAttribute('role') ?? '',
    (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30),
    (element.getAttribute('class') ?? '').split(' ')[0],
  ]
    .filter(Boolean)
    .join(' ');

  const measured = (fore: number[], back: number[]): Contrast => {
    const [light, dark] = [luminance(fore), luminance(back)].sort((x, y) => y - x) as [number, number];
    return { control: name, fore: css(fore), back: css(back), ratio: (light + 0.05) / (dark + 0.05) };
  };

  if (mode !== 'ring') {
    const back = backdrop(element);
    const color = getComputedStyle(element, mode === 'text' ? null : '::placeholder').color;
    return measured(over(parse(color), back), back);
  }
  // The ring may be drawn by a wrapper of the focused input (antd's affix box and radio, our text
  // field); an input that is not seen (a radio's) draws nothing.
  for (let node: Element | null = element, up = 0; node && up < 3; node = node.parentElement, up++) {
    const style = getComputedStyle(node);
    if (style.opacity === '0') continue;
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1;
    // A spread shadow draws the ring of antd's inputs: "rgba(…) 0px 0px 0px 2px".
    const shadow = /(rgba?\([^)]+\))\s+0px 0px 0px (\d+(?:\.\d+)?)px/.exec(style.boxShadow);
    if (!outline && !(shadow?.[1] && Number(shadow[2]) >= 1)) continue;
    const back = backdrop(node.parentElement);
    return measured(over(parse(outline ? style.outlineColor : (shadow?.[1] ?? '')), back), back);
  }
  return { control: name, fore: 'none', back: '', ratio: 1 };
}

/**
 * Tabs through the page from its start, up to `limit` stops, and measures each focused control's
 * ring. Stops where focus leaves the page or comes round again.
 */
export async function tabThroughRings(page: Page, limit = 40): Promise<Contrast[]> {
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const rings: Contrast[] = [];
  const seen = new Set<string>();
  for (let stop = 0; stop < limit; stop++) {
    await page.keyboard.press('Tab');
    await atRest(page);
    const focused = await page.evaluateHandle(() => document.activeElement);
    const element = focused.asElement();
    if (!element || (await element.evaluate((node) => node === document.body))) break;
    const ring = await element.evaluate(measureIn, 'ring' as Mode);
    const key = await element.evaluate((node) => {
      const id = node.getAttribute('data-contrast-seen') ?? String(Math.random());
      node.setAttribute('data-contrast-seen', id);
      return id;
    });
    if (seen.has(key)) break;
    seen.add(key);
    rings.push(ring);
  }
  return rings;
}

/** A control's text on its own background: at rest, hovered, and focused from the keyboard. */
export async function textContrastInStates(control: Locator): Promise<Record<string, Contrast>> {
  const page = control.page();
  const measure = async () => {
    await atRest(page);
    return control.evaluate(measureIn, 'text' as Mode);
  };
  await page.mouse.move(0, 0);
  const rest = await measure();
  await control.hover();
  const hover = await measure();
  await page.mouse.move(0, 0);
  await control.focus();
  const focus = await measure();
  return { rest, hover, focus };
}

/** Every visible input's placeholder against the input's background. */
export async function placeholders(page: Page): Promise<Contrast[]> {
  const inputs = page.locator('input[placeholder]:visible, textarea[placeholder]:visible');
  return Promise.all((await inputs.all()).map((input) => input.evaluate(measureIn, 'placeholder' as Mode)));
}
