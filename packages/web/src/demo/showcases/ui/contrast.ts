type Rgb = [number, number, number];

/** A CSS colour as #rgb, #rrggbb or rgb()/rgba(), alpha blended over `under`; null if unreadable. */
export function parseColour(colour: string, under: Rgb = [255, 255, 255]): Rgb | null {
  const hex = colour.trim().match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16)) as Rgb;
  }
  const parts = colour
    .match(/^rgba?\(([^)]+)\)$/i)?.[1]
    ?.split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  if (!parts || parts.length < 3 || parts.some(Number.isNaN)) return null;
  const [red = 0, green = 0, blue = 0, alpha = 1] = parts;
  return [red, green, blue].map((value, index) =>
    Math.round(value * alpha + (under[index] ?? 255) * (1 - alpha)),
  ) as Rgb;
}

/** WCAG 2 relative luminance of an sRGB colour. */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The WCAG 2 contrast ratio of two colours (1 to 21), the first blended over the second if it is
 * translucent; null if either is not a colour this reads.
 * @example contrastRatio('#000', '#fff') // 21
 */
export function contrastRatio(foreground: string, background: string): number | null {
  const back = parseColour(background);
  const fore = back && parseColour(foreground, back);
  if (!fore || !back) return null;
  const [light, dark] = [luminance(fore), luminance(back)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
