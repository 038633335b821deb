import { AppError } from '../../../../lib/app-error';

/** A bare word outside quotes and parentheses, where it starts and ends in the statement. */
interface TopWord {
  word: string;
  start: number;
  end: number;
}

/**
 * The bare words of a compiled statement at the top level (outside strings, quoted names and
 * parentheses), lower-cased, with their places, and where each top-level `(` opens and closes.
 */
function topLevel(sql: string): { words: TopWord[]; parens: [number, number][] } {
  const words: TopWord[] = [];
  const parens: [number, number][] = [];
  let depth = 0;
  let opened = 0;
  for (let i = 0; i < sql.length; ) {
    const c = sql[i] ?? '';
    if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < sql.length && !(sql[j] === c && sql[j + 1] !== c)) j += sql[j] === c ? 2 : 1;
      i = j + 1;
      continue;
    }
    if (c === '(') {
      if (depth === 0) opened = i;
      depth += 1;
    } else if (c === ')') {
      depth -= 1;
      if (depth === 0) parens.push([opened, i]);
    }
    const word = /^[A-Za-z_]\w*/.exec(sql.slice(i));
    if (word && !/\w/.test(sql[i - 1] ?? '')) {
      if (depth === 0) words.push({ word: word[0].toLowerCase(), start: i, end: i + word[0].length });
      i += word[0].length;
      continue;
    }
    i += 1;
  }
  return { words, parens };
}

const notAllowed = (message: string) => new AppError(400, 'statement_not_allowed', message);

const queryStarts = new Set(['select', 'with', 'from', 'values', 'table']);

/**
 * What to hand DuckDB's parser (`json_serialize_sql`, which reads SELECTs only) to see every call a
 * statement makes: the statement itself for a query; for INSERT, UPDATE, DELETE and CREATE, SELECTs
 * holding each of their expressions and sources. Forms whose parts cannot be told apart this way
 * are refused (`statement_not_allowed`), never waved through.
 * @example statementProbes('DELETE FROM t WHERE a = f(1)') // ['SELECT 1 FROM t WHERE a = f(1)']
 */
export function statementProbes(sql: string): string[] {
  const { words, parens } = topLevel(sql);
  const first = words[0];
  if (!first || sql.trimStart().startsWith('(') || queryStarts.has(first.word)) return [sql];
  const after = (word: string, from = 0) => words.find((w, i) => i >= from && w.word === word);
  const indexOf = (found: TopWord | undefined) => (found ? words.indexOf(found) : -1);
  switch (first.word) {
    case 'insert': {
      const into = after('into');
      const values = words.findIndex((w, i) => w.word === 'values' && words[i - 1]?.word === 'default');
      // DEFAULT VALUES holds no expression (nothing may follow it: a RETURNING would).
      if (into && values > 0 && values === words.length - 1) return [];
      const query = words.find((w) => queryStarts.has(w.word) && w.start > (into?.end ?? sql.length));
      if (!into || !query)
        throw notAllowed('An INSERT in a procedure inserts the rows of a SELECT or VALUES');
      return [sql.slice(query.start)];
    }
    case 'delete': {
      const from = after('from');
      if (!from) throw notAllowed('A DELETE in a procedure names its table with FROM');
      const using = after('using', indexOf(from));
      const rest = using
        ? `${sql.slice(from.end, using.start)},${sql.slice(using.end)}`
        : sql.slice(from.end);
      return [`SELECT 1 FROM ${rest}`];
    }
    case 'update': {
      const set = after('set');
      if (!set) throw notAllowed('An UPDATE in a procedure sets columns with SET');
      const from = after('from', indexOf(set));
      const where = after('where', indexOf(set));
      const assignmentsEnd = from?.start ?? where?.start ?? sql.length;
      const target = sql.slice(first.end, set.start);
      const sources = from ? `, ${sql.slice(from.end, where?.start ?? sql.length)}` : '';
      const condition = where ? ` WHERE ${sql.slice(where.end)}` : '';
      return [`SELECT ${sql.slice(set.end, assignmentsEnd)} FROM ${target}${sources}${condition}`];
    }
    case 'create':
      return createProbes(sql, words, parens);
    case 'drop':
      return [];
    default:
      throw notAllowed(`${first.word.toUpperCase()} statements are not allowed`);
  }
}

const createModifiers = new Set(['or', 'replace', 'temp', 'temporary', 'unique']);
// Column definitions that hold expressions; a table of plain columns is made with types only.
const expressionClauses = /\b(default|check|generated|as)\b/i;

function createProbes(sql: string, words: TopWord[], parens: [number, number][]): string[] {
  const kind = words.slice(1).find((w) => !createModifiers.has(w.word));
  switch (kind?.word) {
    case 'schema':
    case 'sequence':
      return [];
    case 'table':
    case 'view': {
      const as = words.find((w) => w.word === 'as' && w.start > kind.end);
      if (as) return [sql.slice(as.end)];
      const definitions = parens[0];
      if (kind.word === 'view' || !definitions) throw notAllowed('A view in a procedure is made AS a SELECT');
      if (expressionClauses.test(sql.slice(definitions[0], definitions[1])))
        throw notAllowed('Column defaults, checks and generated columns are not allowed in a procedure');
      return [];
    }
    case 'index': {
      const on = words.find((w) => w.word === 'on' && w.start > kind.end);
      const columns = parens.find(([open]) => open > (on?.end ?? sql.length));
      if (!on || !columns) throw notAllowed('An index in a procedure names its table and columns');
      return [`SELECT ${sql.slice(columns[0] + 1, columns[1])} FROM ${sql.slice(on.end, columns[0])}`];
    }
    default:
      throw notAllowed(`CREATE ${kind?.word.toUpperCase() ?? ''} is not allowed in a procedure`.trim());
  }
}
