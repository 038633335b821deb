/**
 * Words as an address slug: lower case, runs of anything else made one dash.
 * @example slugOfWords('How to Track Your Orders!') // 'how-to-track-your-orders'
 */
export function slugOfWords(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
