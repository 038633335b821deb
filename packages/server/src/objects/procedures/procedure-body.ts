import type { BodyLexis, BodyStatement } from '../../engine/warehouse/procedures';
import { AppError } from '../../lib/app-error';

const invalid = (message: string) => new AppError(400, 'procedure_invalid', message, { path: 'body' });

function emptyStatement(): BodyStatement {
  return { pieces: [], first: '' };
}

/** The end of a quoted run starting at `at` (the quote): a doubled quote is one, and `\\` escapes where the engine says so. */
function quotedEnd(body: string, at: number, quote: string, backslash: boolean): number {
  let i = at + 1;
  while (i < body.length) {
    if (backslash && body[i] === '\\') i += 2;
    else if (body[i] === quote) {
      if (body[i + 1] === quote) i += 2;
      else return i + 1;
    } else i += 1;
  }
  throw invalid(`An unclosed ${quote === "'" ? 'string' : 'quoted name'}`);
}

/**
 * Splits a body into statements at `;` outside strings, quoted names and comments (quoted as the
 * engine's SQL quotes), and finds in each its first word and its `$name` arguments. The engine
 * checks each statement again in its own terms (`ProcedureRunner.check`).
 * @example splitBody("SELECT $x; DELETE FROM t", { quotes: `'"`, backslash: false })[1].first // 'delete'
 */
export function splitBody(body: string, lexis: BodyLexis): BodyStatement[] {
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
    if (lexis.quotes.includes(c)) {
      const end = quotedEnd(body, i, c, lexis.backslash);
      const text = body.slice(i, end);
      if (c === "'" && !lexis.backslash && /(^|\W)[eE]$/.test(code))
        throw invalid("Escape strings (E'…') are not supported");
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

/** The body's statements, at least one; their kinds and calls are the engine's to check (`ProcedureRunner.check`). */
export function checkBody(body: string, lexis: BodyLexis): BodyStatement[] {
  const statements = splitBody(body, lexis);
  if (statements.length === 0) throw invalid('The body holds no statement');
  return statements;
}
