import { AppError } from '../../../lib/app-error';

/** A piece of ClickHouse SQL: a bare word, a quoted name, a string, a number or one symbol. */
interface Token {
  kind: 'word' | 'name' | 'string' | 'number' | 'symbol';
  text: string;
}

const refused = (message: string) => new AppError(400, 'statement_not_allowed', message, { path: 'sql' });

/** The end of a run quoted by `quote` from `at`: a backslash escapes, a doubled quote is one. */
function quotedEnd(sql: string, at: number, quote: string): number {
  let i = at + 1;
  while (i < sql.length) {
    const char = sql.charAt(i);
    if (char === '\\') i += 2;
    else if (char === quote && sql.charAt(i + 1) === quote) i += 2;
    else if (char === quote) return i + 1;
    else i += 1;
  }
  throw refused('An unclosed quote');
}

/**
 * ClickHouse SQL as tokens, comments dropped, names unquoted.
 * @example tokensOf("SELECT `a b` -- c\nFROM t").map((t) => t.text) // ['SELECT', 'a b', 'FROM', 't']
 */
export function tokensOf(sql: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < sql.length) {
    const char = sql.charAt(i);
    const rest = sql.slice(i, i + 2);
    if (/\s/.test(char)) i += 1;
    else if (rest === '--' || char === '#') i = sql.includes('\n', i) ? sql.indexOf('\n', i) : sql.length;
    else if (rest === '/*') {
      const end = sql.indexOf('*/', i + 2);
      if (end < 0) throw refused('An unclosed comment');
      i = end + 2;
    } else if (char === "'" || char === '`' || char === '"') {
      const end = quotedEnd(sql, i, char);
      const inner = sql.slice(i + 1, end - 1).replace(/\\(.)/g, '$1');
      tokens.push({ kind: char === "'" ? 'string' : 'name', text: inner });
      i = end;
    } else {
      const word = /^[A-Za-z_][A-Za-z0-9_$]*/.exec(sql.slice(i))?.[0];
      const number = word ? undefined : /^[0-9][0-9A-Za-z_.]*/.exec(sql.slice(i))?.[0];
      const text = word ?? number ?? char;
      tokens.push({ kind: word ? 'word' : number ? 'number' : 'symbol', text });
      i += text.length;
    }
  }
  return tokens;
}

/** The statements of a script, as token lists, empty ones dropped. */
export function statementsOf(sql: string): Token[][] {
  const statements: Token[][] = [[]];
  for (const token of tokensOf(sql)) {
    if (token.kind === 'symbol' && token.text === ';') statements.push([]);
    else statements.at(-1)?.push(token);
  }
  return statements.filter((statement) => statement.length > 0);
}

/** Table functions a user's SQL may call: they make rows from nothing, reaching no file, server or database. */
const allowedTableFunctions = new Set([
  'numbers',
  'numbers_mt',
  'zeros',
  'zeros_mt',
  'values',
  'generaterandom',
]);

/** Functions that read another database's table by a name in a string. */
const refusedFunctions = new Set(['joinget', 'joingetornull', 'hascolumnintable']);

/** What the checker needs to know of the server. */
export interface SandboxNames {
  /** The domain's own database. */
  own: string;
  /** Every database on the server (the other domains' among them)… */
  databases: ReadonlySet<string>;
  /** …and the form of a domain's database name, for one made since. */
  domainDatabase: RegExp;
  /** Every table function the server has, lower case. */
  tableFunctions: ReadonlySet<string>;
}

/** A user statement's class: a read runs with `readonly=1`, a write as an insert or a mutation. */
export type UserStatement = { kind: 'read' } | { kind: 'insert' } | { kind: 'mutation'; table: string };

const isWord = (token: Token | undefined, ...words: string[]) =>
  token?.kind === 'word' && words.includes(token.text.toLowerCase());
const isSymbol = (token: Token | undefined, symbol: string) =>
  token?.kind === 'symbol' && token.text === symbol;

/**
 * ClickHouse has no sandbox a statement can be put in (no per-domain users on 18.16), so a user's
 * statement is checked before it runs, on an allow-list: one statement, a `SELECT`/`WITH`, an
 * `INSERT INTO` a table, or an `ALTER TABLE … DELETE|UPDATE` of one; no table function but those
 * that make rows from nothing, no function that reads a table by name; no name qualified by another
 * database (nor `system`, which lists them); no `SETTINGS` or `FORMAT` of its own. Reads also run
 * with `readonly=1`, so the server refuses what slipped through. The domain's database is the
 * session's default, so its own tables need no qualifier.
 * @example checkUserStatement('SELECT * FROM other_db.t', names) // throws 400 statement_not_allowed
 */
export function checkUserStatement(sql: string, names: SandboxNames): UserStatement {
  const statements = statementsOf(sql);
  if (statements.length !== 1) throw refused('One statement at a time');
  const tokens = statements[0] ?? [];
  tokens.forEach((token, index) => {
    const next = tokens[index + 1];
    const lower = token.text.toLowerCase();
    if (token.kind === 'word' || token.kind === 'name') {
      if (isSymbol(next, '(')) {
        if (names.tableFunctions.has(lower) && !allowedTableFunctions.has(lower))
          throw refused(`The table function ${token.text} is not allowed`);
        if (refusedFunctions.has(lower)) throw refused(`The function ${token.text} is not allowed`);
      }
      if (isSymbol(next, '.') && !isSymbol(tokens[index - 1], '.')) {
        const known = names.databases.has(token.text) || names.domainDatabase.test(token.text);
        const foreign = known && token.text !== names.own;
        if (foreign || lower === 'system' || lower === 'information_schema')
          throw refused(`The database ${token.text} is not this domain's`);
      }
    }
    if (token.kind === 'word' && !isSymbol(next, '(') && ['settings', 'format', 'outfile'].includes(lower))
      throw refused(`${token.text.toUpperCase()} is not allowed`);
  });
  const [first, second, third, fourth] = tokens;
  if (isWord(first, 'select', 'with') || isSymbol(first, '(')) return { kind: 'read' };
  if (isWord(first, 'insert') && isWord(second, 'into') && !isWord(third, 'function', 'table'))
    return { kind: 'insert' };
  if (isWord(first, 'alter') && isWord(second, 'table') && third && third.kind !== 'symbol') {
    const qualified = isSymbol(fourth, '.');
    const at = qualified ? 5 : 3;
    const action = tokens[at];
    if (isWord(action, 'delete', 'update') && oneChange(tokens.slice(at)))
      return { kind: 'mutation', table: (qualified ? tokens[4] : third)?.text ?? '' };
  }
  throw refused(`${first?.text.toUpperCase() ?? 'This'} statements are not allowed`);
}

/**
 * An `ALTER`'s commands are one `DELETE WHERE …` or `UPDATE a = …, b = … WHERE …`: a comma outside
 * brackets may only start the next assignment of an UPDATE, never another command (`, DROP …`).
 */
function oneChange(tokens: Token[]): boolean {
  const update = isWord(tokens[0], 'update');
  let [depth, inWhere] = [0, false];
  return tokens.every((token, index) => {
    if (isSymbol(token, '(') || isSymbol(token, '[')) depth += 1;
    else if (isSymbol(token, ')') || isSymbol(token, ']')) depth -= 1;
    else if (depth === 0 && isWord(token, 'where')) inWhere = true;
    else if (depth === 0 && isSymbol(token, ','))
      return update && !inWhere && tokens[index + 1]?.kind !== 'symbol' && isSymbol(tokens[index + 2], '=');
    return true;
  });
}
