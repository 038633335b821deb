import { AppError } from '../../lib/app-error';

/** One statement of a body: its text with `$name` still in it, and its first word. */
export interface BodyStatement {
  /** The text split into code and `$name` pieces, so compiling never re-reads user text. */
  pieces: ({ code: string } | { param: string })[];
  first: string;
}

// What may run: reads and changes of the domain's own tables. SET, PRAGMA, ATTACH, COPY, LOAD,
// INSTALL, EXPORT, IMPORT, CALL, transactions and the rest are refused before anything runs. What a
// statement calls is checked from DuckDB's parse tree (`checkStatementCalls`), not from its text.
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

const notAllowed = (message: string, statement: number) =>
  new AppError(400, 'statement_not_allowed', message, { path: 'body', statement: statement + 1 });

const invalid = (message: string) => new AppError(400, 'procedure_invalid', message, { path: 'body' });

function emptyStatement(): BodyStatement {
  return { pieces: [], first: '' };
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
 * each its first word and its `$name` arguments. DuckDB's own parser then counts the statements
 * again (`countStatements`).
 * @example splitBody("SELECT $x; DELETE FROM t")[1].first // 'delete'
 */
export function splitBody(body: string): BodyStatement[] {
  const statements: BodyStatement[] = [];
  let current = emptyStatement();
  let code = '';
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
      i += 1;
      continue;
    }
    const word = /^[A-Za-z_]\w*/.exec(rest);
    if (word) {
      if (!current.first) current.first = word[0].toLowerCase();
      code += word[0];
      i += word[0].length;
      continue;
    }
    if (c === '(' && !current.first) current.first = '(';
    code += c;
    i += 1;
  }
  flush();
  if (current.pieces.some((piece) => 'param' in piece || piece.code.trim())) statements.push(current);
  return statements;
}

/**
 * The body's statements, each of an allowed kind (400 `statement_not_allowed`). What they call and
 * read is checked on the compiled statements from DuckDB's parse tree (`checkStatementCalls`).
 */
export function checkBody(body: string): BodyStatement[] {
  const statements = splitBody(body);
  if (statements.length === 0) throw invalid('The body holds no statement');
  statements.forEach((statement, index) => {
    if (!allowedFirst.has(statement.first))
      throw notAllowed(`${statement.first.toUpperCase() || 'This'} statements are not allowed`, index);
  });
  return statements;
}
