/**
 * A task's html description with basic formatting kept and everything active removed: scripts,
 * styles, event handler attributes, and links other than http(s) and mailto (DESIGN §6).
 * sanitize-html is loaded at the first description, not at start.
 * @example await sanitizeDescription('<p onclick="x()">Hi<script>alert(1)</script></p>') // '<p>Hi</p>'
 */
export async function sanitizeDescription(html: string): Promise<string> {
  const { default: sanitizeHtml } = await import('sanitize-html');
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'b',
      'strong',
      'i',
      'em',
      'u',
      's',
      'strike',
      'span',
      'blockquote',
      'code',
      'pre',
      'ul',
      'ol',
      'li',
      'h1',
      'h2',
      'h3',
      'a',
    ],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  });
}
