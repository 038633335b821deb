import type { Language } from '../lib/i18n';

/**
 * One concept's word in one language: `term` is found in its strings (and in the key that names the
 * concept on screen, when given); the words in `not` would stand in for it, and are found nowhere.
 * Patterns are case-insensitive; a letter class takes the place of `\b`, which knows no Cyrillic.
 */
export interface GlossaryEntry {
  term: RegExp;
  named?: string;
  not?: RegExp[];
}

export type Concept =
  | 'cube'
  | 'reference'
  | 'dimension'
  | 'measure'
  | 'member'
  | 'table'
  | 'import'
  | 'report'
  | 'procedure'
  | 'action'
  | 'domain'
  | 'scenario'
  | 'mount'
  | 'dashboard'
  | 'user'
  | 'file';

/** The console's glossary: one word per concept per language (issue 22). */
export const glossary: Record<Language, Record<Concept, GlossaryEntry>> = {
  en: {
    cube: { term: /\bcube/i, named: 'menu.cubes', not: [/hypercube/i] },
    reference: {
      term: /\breference/i,
      named: 'menu.refs',
      not: [/(?<!\()catalog/i, /dictionar/i, /lookup/i],
    },
    dimension: { term: /\bdimension/i },
    measure: { term: /\bmeasure/i, not: [/\bmetric/i, /\bindicator/i, /key figure/i] },
    member: { term: /\bmember/i, not: [/\belements?\b/i] },
    table: { term: /\bdata table/i, named: 'menu.tables', not: [/\bdatasets?\b/i] },
    import: { term: /\bimport/i, named: 'menu.imports' },
    report: { term: /\breport/i, named: 'menu.reports' },
    procedure: { term: /\bprocedure/i, named: 'menu.procedures' },
    action: { term: /\baction/i, named: 'menu.actions', not: [/\bworkflow/i, /\bpipeline/i] },
    domain: { term: /\bdomain/i, named: 'menu.domains', not: [/\bworkspace/i, /\btenant/i] },
    scenario: { term: /\bscenario/i },
    mount: { term: /\bmount/i, named: 'menu.mounts' },
    dashboard: { term: /\bdashboard/i, named: 'menu.dashboard' },
    user: { term: /\buser/i, named: 'menu.users' },
    file: { term: /\bfile/i },
  },
  ru: {
    cube: { term: /куб/i, named: 'menu.cubes', not: [/гиперкуб/i] },
    reference: { term: /справочник/i, named: 'menu.refs', not: [/(?<!\()каталог/i, /словар/i] },
    dimension: { term: /измерени/i, not: [/разрез/i] },
    measure: { term: /показател/i, not: [/(?<![а-яё])мер(а|ы|е|у|ой|ам|ами|ах)?(?![а-яё])/i, /метрик/i] },
    member: { term: /элемент/i, not: [/(?<![а-яё])член/i] },
    table: { term: /таблиц/i, named: 'menu.tables', not: [/набор(а|ы|ов)? данных/i] },
    import: { term: /импорт/i, named: 'menu.imports' },
    report: { term: /отчёт/i, named: 'menu.reports', not: [/отчет/i] },
    procedure: { term: /процедур/i, named: 'menu.procedures' },
    action: { term: /действи/i, named: 'menu.actions' },
    domain: { term: /домен/i, named: 'menu.domains', not: [/рабоч(ее|ем|его) пространств/i] },
    scenario: { term: /сценари/i },
    mount: { term: /подключени/i, named: 'menu.mounts', not: [/монтир/i] },
    dashboard: { term: /панел/i, named: 'menu.dashboard', not: [/дашборд/i] },
    user: { term: /пользовател/i, named: 'menu.users', not: [/юзер/i] },
    file: { term: /файл/i },
  },
  de: {
    cube: { term: /würfel/i, named: 'menu.cubes', not: [/\bcubes?\b/i] },
    reference: { term: /referenz/i, named: 'menu.refs', not: [/(?<!\()katalog/i, /stammdaten/i] },
    dimension: { term: /dimension/i },
    measure: {
      term: /kennzahl/i,
      not: [/(?<![a-zäöüß])maß(e|en)?(?![a-zäöüß])/i, /messgröße/i, /\bmetrik/i],
    },
    member: { term: /element/i },
    table: { term: /tabelle/i, named: 'menu.tables', not: [/datensätzen? \(/i] },
    import: { term: /import/i, named: 'menu.imports' },
    report: { term: /bericht/i, named: 'menu.reports', not: [/\breports?\b/i] },
    procedure: { term: /prozedur/i, named: 'menu.procedures' },
    action: { term: /aktion/i, named: 'menu.actions' },
    domain: { term: /domäne/i, named: 'menu.domains', not: [/arbeitsbereich/i] },
    scenario: { term: /szenari/i },
    mount: { term: /einbindung/i, named: 'menu.mounts', not: [/verknüpfung/i, /\bmounts?\b/i] },
    dashboard: { term: /dashboard/i, named: 'menu.dashboard' },
    user: { term: /benutzer/i, named: 'menu.users', not: [/(?<![a-zäöüß])nutzer/i, /anwender/i] },
    file: { term: /datei/i },
  },
  fr: {
    cube: { term: /cube/i, named: 'menu.cubes', not: [/hypercube/i] },
    reference: { term: /référence/i, named: 'menu.refs', not: [/référentiel/i, /(?<!\()catalogue/i] },
    dimension: { term: /dimension/i },
    measure: { term: /mesure/i, not: [/indicateur(?! de chargement)/i, /métrique/i] },
    member: { term: /membre/i },
    table: { term: /tables? de données/i, named: 'menu.tables', not: [/jeux? de données/i] },
    import: { term: /import/i, named: 'menu.imports' },
    report: { term: /rapport/i, named: 'menu.reports' },
    procedure: { term: /procédure/i, named: 'menu.procedures' },
    action: { term: /action/i, named: 'menu.actions' },
    domain: { term: /domaine/i, named: 'menu.domains', not: [/espace de travail/i] },
    scenario: { term: /scénario/i },
    mount: { term: /montage/i, named: 'menu.mounts' },
    dashboard: { term: /tableau de bord/i, named: 'menu.dashboard' },
    user: { term: /utilisateur/i, named: 'menu.users', not: [/usager/i] },
    file: { term: /fichier/i },
  },
  pt: {
    cube: { term: /cubo/i, named: 'menu.cubes' },
    reference: { term: /referência/i, named: 'menu.refs', not: [/(?<!\()catálogo/i] },
    dimension: { term: /dimens/i },
    measure: { term: /medida/i, not: [/métrica/i] },
    member: { term: /membro/i, not: [/elemento/i] },
    table: { term: /tabela/i, named: 'menu.tables', not: [/conjuntos? de dados/i] },
    import: { term: /importaç/i, named: 'menu.imports' },
    report: { term: /relatório/i, named: 'menu.reports' },
    procedure: { term: /procedimento/i, named: 'menu.procedures' },
    action: { term: /aç(ão|ões)/i, named: 'menu.actions' },
    domain: { term: /domínio/i, named: 'menu.domains' },
    scenario: { term: /cenário/i },
    mount: { term: /montage/i, named: 'menu.mounts' },
    dashboard: { term: /painel/i, named: 'menu.dashboard', not: [/dashboard/i] },
    user: { term: /usuári/i, named: 'menu.users', not: [/utilizador/i] },
    file: { term: /arquivo/i, not: [/ficheiro/i] },
  },
};

// A letter on either side: `\b` takes accented letters for word breaks.
const letter = '[a-zà-ÿ]';
const word = (pattern: string) => new RegExp(`(?<!${letter})(${pattern})(?!${letter})`, 'i');

/**
 * The console's Portuguese is Brazilian (issue 22): European words and forms it never uses, each
 * with the Brazilian word that takes its place. The demo area's strings are held to it as well.
 */
export const europeanPortuguese: { european: RegExp; brazilian: string }[] = [
  { european: /(?<!re)utiliz/i, brazilian: 'usuário, usar' },
  { european: /ficheir/i, brazilian: 'arquivo' },
  { european: /palavras?-passe/i, brazilian: 'senha' },
  { european: /regist(o|ar|ad)/i, brazilian: 'registro, cadastro' },
  { european: /(?<!a)guard/i, brazilian: 'salvar' },
  { european: /elimin/i, brazilian: 'excluir' },
  { european: /ecrã/i, brazilian: 'tela' },
  { european: word('equipas?'), brazilian: 'equipe' },
  { european: word('consolas?'), brazilian: 'console' },
  { european: /carregu?e (em|no|na|nos|nas) /i, brazilian: 'clique em' },
  { european: word('prim[ae]|premir'), brazilian: 'pressione' },
  { european: /introduz/i, brazilian: 'digite' },
  { european: /ligaç(ão|ões)/i, brazilian: 'link, conexão' },
  { european: /bases? de dados/i, brazilian: 'banco de dados' },
  { european: word('definições|predefinid[ao]s?|predefinições'), brazilian: 'configurações, padrão' },
  { european: /(início de|inici[a-z]+|terminar) sessão/i, brazilian: 'login, entrar, sair' },
  { european: word('repor|reposição|reposto'), brazilian: 'redefinir' },
  { european: /aplicaç(ão|ões) de autenticação/i, brazilian: 'aplicativo' },
  { european: /contact/i, brazilian: 'contato' },
  { european: /demasiad/i, brazilian: 'demais, muito' },
  { european: /mais pequen/i, brazilian: 'menor' },
  { european: word('factos?'), brazilian: 'fato' },
  { european: /planea/i, brazilian: 'planejar' },
  { european: /grelha/i, brazilian: 'grade' },
  { european: word('largue'), brazilian: 'solte' },
  { european: /telemóve/i, brazilian: 'celular' },
  { european: word('moradas?'), brazilian: 'endereço' },
  { european: word('apelidos?'), brazilian: 'sobrenome' },
  { european: /encomenda/i, brazilian: 'pedido' },
  { european: word('(está|estão|estava|estavam|estar|estiver) a [a-zà-ÿ]+[aeiô]r'), brazilian: 'gerúndio' },
  { european: word('numa?s?'), brazilian: 'em um, em uma' },
  { european: /[«»]/, brazilian: '“ ”' },
];
