import sanitizeHtml from 'sanitize-html';

/**
 * A task's html description with basic formatting kept and everything active removed: scripts,
 * styles, event handler attributes, and links other than http(s) and mailto (DESIGN §6).
 * @example sanitizeDescription('<p onclick="x()">Hi<script>alert(1)</script></p>') // '<p>Hi</p>'
 */
export function sanitizeDescription(html: string): string {
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
