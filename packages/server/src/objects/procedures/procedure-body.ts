import { AppError } from '../../lib/app-error';

/** One statement of a body: its text with `$name` still in it, the words and calls it holds. */
export interface BodyStatement {
  /** The text split into code and `$name` pieces, so compiling never re-reads user text. */
  pieces: ({ code: string } | { param: string })[];
  first: string;
  words: Set<string>;
  calls: string[];
  strings: string[];
}

// What may run: reads and changes of the domain's own tables. SET, PRAGMA, ATTACH, COPY, LOAD,
// INSTALL, EXPORT, IMPORT, CALL, transactions and the rest are refused before anything runs.
const allowedFirst = new Set([
  'select',
  'with',
  'from',
  'values',
  'table',
  'insert',
  'update',
  'delete',
  'create',
  'drop',
  '(',
]);

// Table functions and helpers that reach files, other databases, the network or run SQL from text.
// The sandbox (enable_external_access = false, locked) refuses these anyway; this says why, early.
const refusedCall =
  /^(read_\w+|parquet_\w+|sniff_csv|glob|query|query_table|json_execute_serialized_sql|getenv|iceberg_\w+|delta_\w+|sqlite_\w+|postgres_\w+|mysql_\w+|duckdb_secrets|load_extension|install_extension)$/;

// A string that names a file or a URL: `FROM '/etc/passwd'` reads a file by replacement scan.
const refusedString =
  /(^\s*(\/|~|\\|\.\.?\/|[a-z]:\\))|:\/\/|\.(csv|tsv|parquet|json|jsonl|ndjson|duckdb|db|sqlite|txt|xlsx|arrow)(\.gz|\.zst)?\s*$/i;

const notAllowed = (message: string, statement: number) =>
  new AppError(400, 'statement_not_allowed', message, { path: 'body', statement: statement + 1 });

const invalid = (message: string) => new AppError(400, 'procedure_invalid', message, { path: 'body' });

function emptyStatement(): BodyStatement {
  return { pieces: [], first: '', words: new Set(), calls: [], strings: [] };
}

/** The end of a quoted run starting at `at` (the quote), with doubled quotes as escapes. */
function quotedEnd(body: string, at: number, quote: string): number {
  let i = at + 1;
  while (i < body.length) {
    if (body[i] === quote) {
      if (body[i + 1] === quote) i += 2;
      else return i + 1;
    } else i += 1;
  }
  throw invalid(`An unclosed ${quote === "'" ? 'string' : 'quoted name'}`);
}

/**
 * Splits a body into statements at `;` outside strings, quoted names and comments, and finds in
 * each its first word, its words, the names it calls, its string literals and its `$name`
 * arguments. DuckDB's own parser then counts the statements again (`countStatements`).
 * @example splitBody("SELECT $x; DELETE FROM t")[1].first // 'delete'
 */
export function splitBody(body: string): BodyStatement[] {
  const statements: BodyStatement[] = [];
  let current = emptyStatement();
  let code = '';
  let lastWord = '';
  const flush = () => {
    if (code) current.pieces.push({ code });
    code = '';
  };
  let i = 0;
  while (i < body.length) {
    const c = body[i] ?? '';
    const rest = body.slice(i);
    if (rest.startsWith('--')) {
      const end = body.indexOf('\n', i);
      i = end < 0 ? body.length : end;
      code += ' ';
      continue;
    }
    if (rest.startsWith('/*')) {
      const end = body.indexOf('*/', i + 2);
      if (end < 0) throw invalid('An unclosed comment');
      i = end + 2;
      code += ' ';
      continue;
    }
    if (c === "'" || c === '"') {
      const end = quotedEnd(body, i, c);
      const text = body.slice(i, end);
      if (c === "'") current.strings.push(text.slice(1, -1).replaceAll("''", "'"));
      if (c === "'" && /(^|\W)[eE]$/.test(code)) throw invalid("Escape strings (E'…') are not supported");
      code += text;
      i = end;
      continue;
    }
    if (c === '$') {
      const dollar = /^\$([A-Za-z_]\w*)?\$/.exec(rest);
      if (dollar) throw invalid("Dollar-quoted strings are not supported: use '…'");
      const param = /^\$([A-Za-z_]\w*)/.exec(rest);
      if (!param?.[1]) throw invalid('Arguments are named: $name');
      flush();
      current.pieces.push({ param: param[1].toLowerCase() });
      i += param[0].length;
      continue;
    }
    if (c === '?') throw invalid('Arguments are named: $name, not ?');
    if (c === ';') {
      flush();
      if (current.pieces.some((piece) => 'param' in piece || piece.code.trim())) statements.push(current);
      current = emptyStatement();
      lastWord = '';
      i += 1;
      continue;
    }
    const word = /^[A-Za-z_]\w*/.exec(rest);
    if (word) {
      const lower = word[0].toLowerCase();
      if (!current.first) current.first = lower;
      current.words.add(lower);
      lastWord = lower;
      code += word[0];
      i += word[0].length;
      continue;
    }
    if (c === '(') {
      if (!current.first) current.first = '(';
      else if (lastWord) current.calls.push(lastWord);
    }
    if (!/\s/.test(c)) lastWord = '';
    code += c;
    i += 1;
  }
  flush();
  if (current.pieces.some((piece) => 'param' in piece || piece.code.trim())) statements.push(current);
  return statements;
}

/**
 * The body's statements, each checked: an allowed kind of statement, no call that reaches files,
 * the network or text run as SQL, no string that names a file or a URL; 400 `statement_not_allowed`.
 */
export function checkBody(body: string): BodyStatement[] {
  const statements = splitBody(body);
  if (statements.length === 0) throw invalid('The body holds no statement');
  statements.forEach((statement, index) => {
    if (!allowedFirst.has(statement.first))
      throw notAllowed(`${statement.first.toUpperCase() || 'This'} statements are not allowed`, index);
    if (statement.first === 'create' && (statement.words.has('secret') || statement.words.has('extension')))
      throw notAllowed('Secrets and extensions are not allowed', index);
    const call = statement.calls.find((name) => refusedCall.test(name));
    if (call) throw notAllowed(`${call}() reaches outside the domain's tables`, index);
    const text = statement.strings.find((value) => refusedString.test(value));
    if (text !== undefined) throw notAllowed('Files and URLs are not allowed', index);
  });
  return statements;
}
