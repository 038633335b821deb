/**
 * `Content-Disposition` with an ASCII-safe name and the UTF-8 original in `filename*` (RFC 6266).
 * @example contentDisposition('Продажи 2024', 'csv') // 'attachment; filename="_______2024.csv"; filename*=UTF-8\'\'%D0%9F…'
 */
export function contentDisposition(base: string, extension: string): string {
  return attachment(`${base.trim().slice(0, 100) || 'export'}.${extension}`);
}

/**
 * `Content-Disposition` for a stored file's name, whatever it holds (`../`, control characters,
 * 300 characters): no path separators or leading dots survive, at most 100 characters before the
 * extension.
 * @example fileDisposition('../../etc/passwd') // 'attachment; filename="__.._etc_passwd"; …'
 */
export function fileDisposition(name: string): string {
  const extension = /\.([A-Za-z0-9]{1,10})$/.exec(name)?.[1];
  const base = (extension ? name.slice(0, -extension.length - 1) : name)
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, 100);
  return attachment(extension ? `${base || 'file'}.${extension}` : base || 'file');
}

function attachment(name: string): string {
  const ascii = name.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
