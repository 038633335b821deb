import path from 'node:path';

/**
 * An absolute path of two or more parts as engines write them in messages (`/srv/data/files/x.csv`,
 * `C:\data\x.csv`); not the path of a URL (`//host/a/b`, `http://…`) nor a relative one (`a/b`).
 */
const absolutePath =
  /(?<![\w:/.\\])(?:\/(?:[\w.@+~-]+\/)+[\w.@+~-]*|[A-Za-z]:\\(?:[^\\\s"']+\\)+[^\\\s"']*)/g;

/**
 * `text` with every absolute path cut to its last part: messages from the engines name files by
 * their place on the server, which no answer may show (DESIGN §6).
 * @example withoutServerPaths('Error when sniffing file "/srv/data/files/d1/f1"') // 'Error when sniffing file "f1"'
 */
export function withoutServerPaths(text: string): string {
  return text.replace(absolutePath, (found) => path.win32.basename(path.posix.basename(found)));
}

/** `value` with `withoutServerPaths` applied to every string in it (an error's details). */
export function detailsWithoutServerPaths(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return withoutServerPaths(value);
  if (value === null || typeof value !== 'object' || depth > 16) return value;
  if (Array.isArray(value)) return value.map((item) => detailsWithoutServerPaths(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, detailsWithoutServerPaths(inner, depth + 1)]),
  );
}
