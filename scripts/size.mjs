// Package checks on the built dist/ (run `node scripts/ensure-build.mjs` first; `npm test` does):
//  1. size budgets: what an app ships for each way of using the library (an import of some of its
//     exports, bundled by esbuild as a bundler does for a browser app, minified, gzipped) is at most
//     that import's budget in BUDGETS; the check fails over any budget;
//  2. tree shaking: each of those imports leaves out the modules it does not use (none of their
//     MARKERS is in its bundle: the engine alone holds no translation, and a locale holds its own
//     text and nothing else), and keeps nothing from the built package that it would drop from
//     the source (a top-level call that is not marked pure);
//  3. `npm pack` holds only what users need: dist, the src/ its source maps point to (no map carries
//     a copy of it), README, LICENSE, package.json, CHANGELOG; and it stays within PACK_BUDGET.
// Exits 1 with the reasons when a check fails. Usage: node scripts/size.mjs [--json] [--modules]
// `--modules` also prints what each source file adds to the whole library (see moduleTable).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/**
 * Modules that an import may leave out, each with strings that occur only in that module's code:
 * error codes it returns (in quotes, as code holds them: a translation's key such as
 * `"error.BAD_SIGNATURE"` is not the code), or text of a catalogue. Every marker must be in one of
 * the bundles below, so that a stale marker fails loudly instead of passing forever.
 */
const MARKERS = {
  ai: { module: 'AI (src/games/k-in-a-row/ai/)', markers: ['"INVALID_DIFFICULTY"', '"INVALID_TIME_LIMIT"'] },
  records: {
    module: 'records (src/games/k-in-a-row/notation/record.ts)',
    markers: ['"MALFORMED_RECORD"', '"BOARD_MISMATCH"'],
  },
  codes: { module: 'share codes (src/codec/share-code.ts)', markers: ['"MALFORMED_CODE"', '"UNENCODABLE_FIELD"'] },
  signatures: {
    module: 'signatures (src/codec/signature.ts)',
    markers: ['"CRYPTO_UNAVAILABLE"', '"BAD_SIGNATURE"'],
  },
  correspondence: {
    module: 'correspondence (src/codec/correspondence.ts)',
    markers: ['"HISTORY_REWRITTEN"', '"NOT_OPPONENT_MOVE"'],
  },
  session: { module: 'session store (src/session/)', markers: ['"MOVER_BUSY"', '"NOTHING_TO_REDO"'] },
  ultimate: {
    module: 'Ultimate (tictactoe-engine/ultimate)',
    markers: ['Ultimate states are made by the engine', 'Bad Ultimate state'],
  },
  kInARow: {
    module: 'k-in-a-row engine (src/games/k-in-a-row/)',
    markers: ['Game states are made by the engine, not by their constructor.'],
  },
  i18n: {
    module: 'translations and the English catalogue (src/i18n/)',
    markers: ['{loser} completed the {line}', 'Looks four or five moves ahead.'],
  },
  es: { module: 'the Spanish catalogue (tictactoe-engine/locales/es)', markers: ['Ta-Te-Ti', 'Bloquea a {mark}'] },
  fr: { module: 'the French catalogue (tictactoe-engine/locales/fr)', markers: ['Morpion', 'Bloquez {mark}'] },
  openings: {
    module: "Connect Four's opening book (tictactoe-engine/connect-four-openings)",
    markers: ['the book ends early', 'the book plays a full column'],
  },
};

/**
 * The size budgets of issue 5, in min+gzip bytes, per import rather than for the package as a
 * whole: a bundler keeps only what an app imports (the package is `sideEffects: false`, and
 * check 2 proves that the unused modules are dropped), so what users pay is the size of their
 * import. Each budget is the size measured when it was set plus 0.1 KB, rounded up to the next
 * 0.25 KB: nothing grows unnoticed, and lowering a budget after a saving is part of the saving. The
 * README's table "Size" states the same budgets; this script checks that it does. Reset for the
 * hardening of issue 9 (the input boundary, strict revival of states, option checks, the
 * authenticate-first verifier): about 0.8 KB on the engine, 1.9 KB on the whole library. Reset
 * again for board shapes (rules, cell sets past 32 cells, gravity, reachability on every shape,
 * generated line names, states of earlier versions): about 2.6 KB on the engine, 3.3 KB on the whole library;
 * then about 0.1 KB more on each for the speed of large boards (a reach table per cell, legal moves
 * from the mover's list two moves before) and tables built on first use instead of at import;
 * then records of every shape (version 2, with rules) and move text for any board: about 0.2 KB on
 * records, 0.4 KB on the whole library; then the tally per set of rules: 0.4 KB on the session;
 * then share codes of every board (version 2, moves packed in mixed radix): 0.6 KB on share codes.
 * Reset for the AI on every board (a search on its own typed-array board, proofs, six levels,
 * hints, evaluations and analyses of any shape, the public solver): about 8.3 KB on the AI and the
 * whole library; then the faster gravity proofs (claim even with paired bottom cells, the move
 * order, the packed table): about 0.3 KB on the AI and the whole library. Reset for the opponent
 * models of level 6 (the exact expectimax on 3 × 3, the models and caller policies, hints with
 * chances, the guard against policies that call back): about 1.9 KB on the AI and the whole library.
 * Translations add rows of their own (the functions with the English catalogue, and with a locale,
 * and a locale alone) and about 6.3 KB to the whole library, which holds the English catalogue;
 * the engine alone is unchanged, and holds none of it. An entry's `locales` are imported from
 * `tictactoe-engine/locales/<name>`. `cellLabel` and `lineLabel` then became translation functions
 * (a catalogue as their last argument): an app that labels cells ships the English catalogue, hence
 * a row of its own; the engine, records and correspondence keep English-only labels of their own.
 * Reset for the newcomer's issue (23): estimates graded in words, the best chance in a lost
 * position, the cap on an AI's time (MAX_TIME_LIMIT), the signal read as the errors table says,
 * bounded translations, the new message keys, and level 6's best chance on every board: about
 * 0.7 KB on the AI, 0.3 KB on the translations, 0.9 KB on the whole library. Ultimate (issue 24)
 * adds a row of its own, and three message keys of its errors to the translations (about 0.2 KB).
 * The session store over any game (issue 24): about 0.1 KB on the engine + session (within its
 * budget), and a row of its own for Ultimate's session.
 * Ultimate's records, codes and correspondence (issue 24) add a row of their own; the framing, signature and
 * continuation check they share with k-in-a-row's (one implementation over each game's bytes), and the message that
 * names the other game's decoder, cost about 0.35 KB on share codes, correspondence and the whole library.
 * The checks of a position's lines of boards (every line through the last move's board) and its setup kept in
 * its written form: about 0.2 KB on each Ultimate row, which reset the session and correspondence budgets.
 * Ultimate's AI (issue 25) adds a row of its own (about 6.8 KB over the engine, 1.3 KB of it the exact endgame
 * solver); the AI's checks and time limits
 * that both games' AIs now share (core/ai.ts, core/ai-checks.ts) cost about 0.15 KB on the whole library.
 * Its hints and game analysis (issue 25) add about 2.3 KB to that row (the reasons and their English, each move
 * ranked, the analysis) and level 6's play to win in proven draws about 0.6 KB; their seven messages add about
 * 0.1 KB to a locale and 0.5 KB to the Spanish row; the shared analysis records (core/analysis.ts) about 0.05 KB
 * to the whole library. The words of Ultimate's six levels (`labelDifficulty` and `describeDifficulty` with
 * `'ultimate'`) add about 0.25 KB to the rows with translations, 0.1 KB to a locale; `describeUltimateHint`, in
 * the main entry with the other translation functions so that the Ultimate entry loads no catalogue, about 0.5 KB to
 * the whole library. Speed at scale (issue 26): the solver's short wins, about 0.2 KB on the AI and the whole library;
 * with gravity, legal moves derived from those of two moves before when a column fills, and rules read by a number
 * key, about 0.05 KB on the engine and the session. Time limits kept (issue 26: the clock read at the search's pace,
 * core/pace.ts, the table that grows as it fills, estimates with no time left): about 0.5 KB on the AI and the whole
 * library. Proofs on bitboards for four in a row on gravity boards of at most 8 × 7 (issue 26, search/bits.ts: the
 * threats by shifts, exact keys, claim even), the solver's `distance` option: about 2 KB on the AI and the whole
 * library.
 * Faster moves on large boards (issue 26: line tests by two masks on boards of 33 to 64 cells, the empty board's legal
 * moves shared, a two-word cell set copied as a literal): about 0.28 KB on the engine and every row over it. Ultimate's
 * AI reading its clock at the pace of its iterations (core/pace.ts, issue 26): about 0.12 KB on its row. Level 6's
 * opening books (issue 26: the AI's `openings` option, its check and the books' registry): about 0.15 KB on the AI and
 * the whole library; Connect Four's book is an entry of its own, with a row of its own (the book and its reader).
 * Level 6's move that keeps a result proven without its distance (issue 26: a proof of one move, the table's move on
 * bitboards tried first) and the clock whose first reading counts Node's setup (core/clock.ts): about 0.22 KB on the
 * AI and every row over it. Bitboard proofs that take their threats from the position before: about 0.1 KB. Their
 * table of their own, of 8-byte entries (issue 26, search/bits-table.ts, and the growth both tables share): about
 * 0.7 KB on the AI and every row over it. Level 6's 3 × 3 book against its default opponent model (issue 26: a fresh
 * process's first move without the expectimax; ai/classic-book.ts, 1.3 KB of base64, and its reader): about 1.65 KB
 * on the AI and every row over it, 1.4 KB on the whole library (which held the base64 decoder already). Misère
 * proofs bounded by the players' safe cells (issue 26, search/board.ts `safeCells`): about 0.13 KB on the AI and every
 * row over it (0.14 KB on engine + AI); it took the packed package 0.1 KB past 870 KB, whose budget is now 872 KB
 * (unpacked: 3,532 KB). Ultimate's endgame table made at its first proof and sized to its budget (issue 26): about
 * 0.1 KB on the Ultimate AI row. Level 5's trees shared by the process's AIs (issue 26, core/keeper.ts): about
 * 0.1 KB on the Ultimate AI row; with the new source file, the packed package went past 872 KB and the unpacked past
 * 3,532 KB, whose budgets are now 874 and 3,540 KB.
 */
/** What no import of the main entry holds: the locales, imported apart. */
const LOCALES = ['es', 'fr'];
const TRANSLATIONS = ['TicTacToeEngine', 'translate', 'describeStatus', 'describeError', 'cellLabel', 'lineLabel'];

const BUDGETS = [
  {
    name: 'engine',
    imports: ['TicTacToeEngine'],
    budget: 10.5 * 1024,
    without: ['ai', 'records', 'codes', 'signatures', 'correspondence', 'session', 'i18n', 'ultimate', ...LOCALES],
  },
  {
    // The engine's own entry: what its modules hold, as the main entry's engine row.
    name: 'engine entry',
    imports: [],
    engine: ['TicTacToeEngine'],
    budget: 10.5 * 1024,
    without: ['ai', 'records', 'codes', 'signatures', 'correspondence', 'session', 'i18n', 'ultimate', ...LOCALES],
  },
  {
    name: 'engine + AI',
    imports: ['TicTacToeEngine', 'TicTacToeAI'],
    budget: 34.75 * 1024,
    without: ['records', 'codes', 'signatures', 'correspondence', 'session', 'i18n', 'openings', ...LOCALES],
  },
  {
    // Level 6's Connect Four openings, an entry of their own: only the apps that import them load them.
    name: 'engine + AI + Connect Four openings',
    imports: ['TicTacToeEngine', 'TicTacToeAI'],
    openings: ['connectFourOpenings'],
    budget: 37 * 1024,
    without: ['records', 'codes', 'signatures', 'correspondence', 'session', 'i18n', ...LOCALES],
  },
  {
    name: 'engine + session',
    imports: ['TicTacToeEngine', 'createSession'],
    budget: 13.25 * 1024,
    without: ['ai', 'records', 'codes', 'signatures', 'correspondence', 'i18n', 'ultimate', ...LOCALES],
  },
  {
    name: 'engine + records',
    imports: ['TicTacToeEngine', 'saveRecord', 'loadRecord', 'formatMoves', 'parseMoves'],
    budget: 12.5 * 1024,
    without: ['ai', 'codes', 'signatures', 'correspondence', 'session', 'i18n', ...LOCALES],
  },
  {
    name: 'engine + signed share codes',
    imports: ['TicTacToeEngine', 'encodeRecord', 'decodeRecord', 'signRecord', 'verifyRecord'],
    budget: 15.75 * 1024,
    without: ['ai', 'correspondence', 'session', 'i18n', ...LOCALES],
  },
  {
    name: 'engine + correspondence',
    imports: ['TicTacToeEngine', 'openCode', 'nextCode', 'checkContinuation'],
    budget: 17.25 * 1024,
    without: ['ai', 'session', 'i18n', ...LOCALES],
  },
  {
    name: 'engine + translations',
    imports: TRANSLATIONS,
    budget: 16.75 * 1024,
    without: ['ai', 'records', 'codes', 'signatures', 'correspondence', 'session', ...LOCALES],
  },
  {
    name: 'engine + translations in Spanish',
    imports: TRANSLATIONS,
    locales: ['es'],
    budget: 20 * 1024,
    without: ['ai', 'records', 'codes', 'signatures', 'correspondence', 'session', 'fr'],
  },
  {
    name: 'engine + cell labels',
    imports: ['TicTacToeEngine', 'cellLabel'],
    budget: 15.5 * 1024,
    without: ['ai', 'records', 'codes', 'signatures', 'correspondence', 'session', ...LOCALES],
  },
  {
    name: 'a locale alone',
    imports: [],
    locales: ['fr'],
    budget: 4.25 * 1024,
    without: ['ai', 'records', 'codes', 'signatures', 'correspondence', 'session', 'i18n', 'es'],
  },
  { name: 'whole library', imports: '*', budget: 54 * 1024, without: [...LOCALES, 'ultimate', 'openings'] },
  {
    name: 'Ultimate engine',
    imports: [],
    ultimate: ['UltimateEngine'],
    budget: 8 * 1024,
    without: ['kInARow', 'ai', 'records', 'codes', 'signatures', 'correspondence', 'session', 'i18n', ...LOCALES],
  },
  {
    name: 'Ultimate engine + session',
    imports: [],
    ultimate: ['UltimateEngine', 'createUltimateSession'],
    budget: 11 * 1024,
    without: ['kInARow', 'ai', 'records', 'codes', 'signatures', 'correspondence', 'i18n', ...LOCALES],
  },
  {
    // Records, codes and correspondence of Ultimate share their framing, signature and checks with k-in-a-row's (the
    // markers of 'records', 'codes', 'signatures' and 'correspondence' are codes both games report), not its engine.
    name: 'Ultimate + correspondence',
    imports: [],
    ultimate: ['UltimateEngine', 'openUltimateCode', 'nextUltimateCode', 'checkUltimateContinuation'],
    budget: 14 * 1024,
    without: ['kInARow', 'ai', 'session', 'i18n', ...LOCALES],
  },
  {
    // 18.25 KB until the clock of time limits read the wall clock first (about 70 B: it switches to performance.now()
    // when a search has time to spare, and never goes back): 18.27 KB then.
    name: 'Ultimate engine + AI',
    imports: [],
    ultimate: ['UltimateEngine', 'UltimateAI'],
    budget: 18.5 * 1024,
    without: ['kInARow', 'records', 'codes', 'signatures', 'correspondence', 'session', 'i18n', ...LOCALES],
  },
];

/** What `npm pack` may contain, and what it must. */
const ALLOWED = [
  /^package\.json$/,
  /^README\.md$/,
  /^LICENSE$/,
  /^CHANGELOG\.md$/,
  /^dist\/(index|engine|ultimate|connect-four-openings)\.(js|cjs|d\.ts|d\.cts)(\.map)?$/,
  // The code the entries share, in chunks for ESM and for CommonJS, of tsup's naming.
  /^dist\/chunk-[\w-]+\.c?js(\.map)?$/,
  /^dist\/locales\/(es|fr)\.(js|cjs|d\.ts|d\.cts)(\.map)?$/,
  // The declarations the entries share (the catalogue's types …), in files of tsup's naming: a
  // module's name and a hash (which module names them changes with what the entries share).
  /^dist\/[a-z][a-z-]*-[\w-]{8}\.d\.c?ts$/,
  /^dist\/cli\.js(\.map)?$/,
  // The TypeScript the source maps point to, once (no map carries a copy of it).
  /^src\/[\w/-]+\.ts$/,
];

/**
 * The budgets of the tarball, in bytes: what `npm pack` writes (gzipped) and what it unpacks to.
 * Set as the budgets of imports are (measured plus a little, rounded up to the next 10 KB), when
 * the source maps stopped carrying the sources (685 KB packed and 2.76 MB unpacked before); reset
 * for the Ultimate entry (its builds, maps and declarations: about 70 KB packed); then for Ultimate's records, codes
 * and correspondence (about 12 KB packed, 95 KB unpacked); then for the CLI, session and playground of Ultimate
 * merged beside them (about 20 KB packed, 90 KB unpacked); then for Ultimate's AI (issue 25: its builds, maps and
 * sources, about 40 KB packed, 220 KB unpacked, with its endgame solver); then for its hints and analysis, and the
 * playground's Ultimate against the AI (about 40 KB packed, 185 KB unpacked); then for time limits kept (issue 26:
 * about 7 KB packed, 26 KB unpacked), and faster moves on large boards (about 11 KB unpacked); then for the engine's
 * own entry (issue 26: its files, and the chunk it splits from the main entry's, about 6 KB packed, 20 KB unpacked);
 * then for Connect Four's openings (issue 26: the entry's builds, maps, declarations and sources, about 6 KB packed,
 * 62 KB unpacked); then for level 6's move that keeps a proven result and the clock whose first reading counts
 * Node's setup (about 9 KB unpacked over the builds and maps); then for the bitboards' table of their own (about
 * 2 KB packed, 14 KB unpacked); then for the clock that reads the wall clock first and the result by two null windows
 * (about 5 KB packed, 6 KB unpacked: their sources, builds and maps; 862 KB packed, 3,494 KB unpacked then); then
 * for this session's sources, builds and maps (lazy winning lines, the search's small integers and the comments that
 * say why: about 2 KB packed, 7 KB unpacked since the last raise; 864 KB packed, 3,501 KB unpacked then); then for
 * level 6's 3 × 3 book (its source, builds and maps: about 4 KB packed, 16 KB unpacked; 868 KB packed, 3,518 KB
 * unpacked then).
 */
const PACK_BUDGET = { packed: 874 * 1024, unpacked: 3540 * 1024 };
const REQUIRED = ['package.json', 'LICENSE', 'dist/index.js', 'dist/index.cjs', 'dist/index.d.ts', 'dist/index.d.cts'];

/**
 * Resolves `tictactoe-engine` as a bundler would, through the exports map's `import` condition, or
 * to the TypeScript source (to compare how well each tree-shakes).
 */
const selfReference = (from) => ({
  name: 'self-reference',
  setup(builder) {
    builder.onResolve(
      { filter: /^tictactoe-engine(\/locales\/[a-z]+|\/ultimate|\/engine|\/connect-four-openings)?$/ },
      ({ path }) => {
        for (const entry of ['ultimate', 'engine', 'connect-four-openings'])
          if (path.endsWith(`/${entry}`))
            return {
              path: resolve(root, from === 'source' ? `src/${entry}.ts` : pkg.exports[`./${entry}`].import.default),
            };
        const locale = path.split('/locales/')[1];
        if (from === 'source')
          return { path: resolve(root, locale ? `src/i18n/locales/${locale}.ts` : 'src/index.ts') };
        return { path: resolve(root, pkg.exports[locale ? `./locales/${locale}` : '.'].import.default) };
      },
    );
  },
});

/** How every bundle here is made: as a bundler would for a browser app, minified, in memory. */
const BUNDLE = {
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  write: false,
  logLevel: 'silent',
};

async function bundle(contents, from = 'dist') {
  const result = await build({
    ...BUNDLE,
    stdin: { contents, resolveDir: root, loader: 'js' },
    plugins: [selfReference(from)],
  });
  const code = result.outputFiles[0].text;
  // The same bundle unminified, for the names of what it keeps at top level. esbuild renames a
  // name that two modules share by adding a number, so the numbers are dropped.
  const readable = await build({
    ...BUNDLE,
    minify: false,
    stdin: { contents, resolveDir: root, loader: 'js' },
    plugins: [selfReference(from)],
  });
  const kept = new Set(
    [...readable.outputFiles[0].text.matchAll(/^(?:var|let|const|function\*?|class) ([\w$]+?)\d*\b/gm)].map(
      (m) => m[1],
    ),
  );
  return { code, kept, minified: Buffer.byteLength(code), gzipped: gzipSync(code, { level: 9 }).length };
}

/**
 * What each source file adds to the whole library: esbuild bundles src/index.ts minified, with a
 * metafile (the minified bytes of each input) and a source map, which splits the output into the
 * stretches each file produced. Each file's stretches are gzipped on their own, and the library's
 * min+gzip total is shared out in proportion (gzip is not additive, so this is an attribution).
 */
async function moduleTable() {
  const result = await build({
    ...BUNDLE,
    stdin: { contents: `export * from './src/index.ts';`, resolveDir: root, loader: 'ts', sourcefile: 'entry.ts' },
    outfile: 'out.js',
    sourcemap: 'external',
    metafile: true,
  });
  const code = result.outputFiles.find((f) => f.path.endsWith('.js')).text;
  const map = JSON.parse(result.outputFiles.find((f) => f.path.endsWith('.map')).text);
  const inputs = result.metafile.outputs['out.js'].inputs;
  // The source of every output character: that of the mapping segment at or before it.
  const owner = new Array(code.length).fill(-1);
  const lineStarts = [0];
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1);
  let source = 0;
  let previous = -1;
  map.mappings.split(';').forEach((line, row) => {
    let column = 0;
    for (const segment of line.split(',').filter(Boolean)) {
      const fields = decodeVlq(segment);
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      const at = lineStarts[row] + column;
      if (previous >= 0) owner.fill(owner[previous], previous + 1, at);
      owner[at] = fields.length > 1 ? source : -1;
      previous = at;
    }
  });
  if (previous >= 0) owner.fill(owner[previous], previous + 1);
  // The bundle's closing export list has no mapping: it is the entry's, not the last module's.
  const exports = code.lastIndexOf('export{');
  if (exports >= 0) owner.fill(-1, exports);
  const chunks = new Map();
  for (let i = 0; i < code.length; i++) {
    const file = owner[i] >= 0 ? map.sources[owner[i]].replace(/^(\.\.\/)*/, '') : '(export list)';
    chunks.set(file, (chunks.get(file) ?? '') + code[i]);
  }
  const total = gzipSync(code, { level: 9 }).length;
  const rows = [...chunks].map(([file, text]) => ({
    file,
    minified: inputs[file]?.bytesInOutput ?? Buffer.byteLength(text),
    alone: gzipSync(text, { level: 9 }).length,
  }));
  const sumAlone = rows.reduce((sum, row) => sum + row.alone, 0);
  for (const row of rows) row.gzipped = Math.round((total * row.alone) / sumAlone);
  // A file's area: its folder's (ai, codec, notation, session); for a helper (src/core/ but the
  // errors and types, the game's analysis/ and search/), that of the one area that imports it
  // (base64url is the codec's, the search the AI's); else the core.
  const importers = new Map();
  for (const [file, input] of Object.entries(result.metafile.inputs)) {
    for (const { path } of input.imports) importers.set(path, [...(importers.get(path) ?? []), file]);
  }
  const area = (file, seen = new Set()) => {
    const folder = /^src\/(?:games\/k-in-a-row\/)?(ai|codec|notation|session)\//.exec(file)?.[1];
    if (folder) return folder;
    if (!file.startsWith('src/')) return 'export list';
    const helper = /^src\/(core\/(?!errors|types)|games\/k-in-a-row\/(analysis|search)\/)/.test(file);
    if (!helper || seen.has(file)) return 'core';
    seen.add(file);
    const areas = new Set((importers.get(file) ?? []).filter((f) => f !== 'src/index.ts').map((f) => area(f, seen)));
    return areas.size === 1 ? [...areas][0] : 'core';
  };
  for (const row of rows) row.area = area(row.file);
  return { total, minified: Buffer.byteLength(code), rows: rows.sort((a, b) => b.gzipped - a.gzipped) };
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes one source-map segment: base64 VLQ numbers. */
function decodeVlq(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** What `npm pack` would write: its files, its size (gzipped) and the size it unpacks to, in bytes. */
function packOf() {
  const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const { files, size, unpackedSize } = JSON.parse(out)[0];
  return { files: files.map((file) => file.path).sort(), size, unpackedSize };
}

/**
 * Why the source maps of the pack are not useful, or ship the sources twice: a map that carries
 * its sources (`sourcesContent`), or points to a source the pack lacks; or why the pack holds a
 * source that no map points to (code that is not built).
 */
function mapProblems(files) {
  const problems = [];
  const named = new Set();
  for (const file of files.filter((name) => name.endsWith('.map'))) {
    const map = JSON.parse(readFileSync(join(root, file), 'utf8'));
    if (map.sourcesContent?.some((text) => text !== null))
      problems.push(`${file} carries its sources (sourcesContent): they ship in src/ once`);
    for (const source of map.sources) {
      const target = join(dirname(file), source).replaceAll('\\', '/');
      if (!files.includes(target)) problems.push(`${file} points to ${source}, which the pack lacks`);
      named.add(target);
    }
  }
  // And the sources the pack holds are those of the built code: no folder ships that no map points
  // into (a file of types or re-exports alone is in no map, and is kept with its folder).
  const folders = new Set([...named].map((name) => dirname(name)));
  // An entry's file of re-exports alone is in no map either.
  const entries = new Set(['src/index.ts', 'src/engine.ts', 'src/ultimate.ts', 'src/connect-four-openings.ts']);
  for (const file of files.filter(
    (name) => name.startsWith('src/') && !folders.has(dirname(name)) && !entries.has(name),
  ))
    problems.push(`the pack holds ${file}, which no source map points into (add "!${dirname(file)}" to "files")`);
  return problems;
}

/** Every file package.json points users to (exports, main, module, types, bin). */
function entryFiles() {
  const paths = [];
  const walk = (value) => {
    if (typeof value === 'string') paths.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk([pkg.exports, pkg.main, pkg.module, pkg.types, pkg.bin]);
  return [...new Set(paths.map((p) => p.replace(/^\.\//, '')))];
}

const failures = [];
for (const file of REQUIRED.filter((f) => f.startsWith('dist/'))) {
  if (!existsSync(join(root, file))) failures.push(`${file} is missing: build first (node scripts/ensure-build.mjs)`);
}
if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exit(1);
}

/** The module an import makes: its exports of the main entry, and its locales. */
function entryModule({ imports, locales = [], ultimate = [], engine = [], openings = [] }) {
  const main = imports === '*' ? ['*'] : imports.length > 0 ? [`{ ${imports.join(', ')} }`] : [];
  return [
    ...main.map((what) => `export ${what} from 'tictactoe-engine';`),
    ...locales.map((locale) => `export { ${locale} } from 'tictactoe-engine/locales/${locale}';`),
    ...(ultimate.length > 0 ? [`export { ${ultimate.join(', ')} } from 'tictactoe-engine/ultimate';`] : []),
    ...(engine.length > 0 ? [`export { ${engine.join(', ')} } from 'tictactoe-engine/engine';`] : []),
    ...(openings.length > 0
      ? [`export { ${openings.join(', ')} } from 'tictactoe-engine/connect-four-openings';`]
      : []),
  ].join('\n');
}

const results = [];
for (const entry of BUDGETS) {
  const contents = entryModule(entry);
  results.push({ ...entry, ...(await bundle(contents)), source: await bundle(contents, 'source') });
}
for (const { module, markers } of Object.values(MARKERS)) {
  for (const marker of markers) {
    if (!results.some((result) => result.code.includes(marker)))
      failures.push(`marker "${marker}" of the ${module} is in no bundle: update MARKERS`);
  }
}
for (const result of results) {
  // The package is one bundled file, so the modules of the source are gone by the time an app's
  // bundler sees it, and only what the bundler can prove pure is dropped: a top-level call such as
  // `const TABLE = build()` is kept unless it is marked /* @__PURE__ */. So each import must keep
  // nothing from dist/ that it drops from src/.
  const leaked = [...result.kept].filter((name) => !result.source.kept.has(name));
  if (leaked.length > 0)
    failures.push(
      `${result.name}: the built package keeps ${leaked.join(', ')}, which the source drops;` +
        ' mark its top-level calls /* @__PURE__ */',
    );
  if (result.gzipped > result.budget)
    failures.push(`${result.name}: ${result.gzipped} B min+gzip, over its budget of ${result.budget} B`);
  for (const key of result.without) {
    const { module, markers } = MARKERS[key];
    const found = markers.find((marker) => result.code.includes(marker));
    if (found) failures.push(`${result.name}: the import pulls in the ${module} (found "${found}")`);
  }
}

// The README states every budget: a row `| <name> | <imports> | <budget> KB |` of its table "Size".
const readme = readFileSync(join(root, 'README.md'), 'utf8');
for (const { name, imports, locales = [], ultimate, engine, openings, budget } of BUDGETS) {
  const row = readme.split('\n').find((line) => line.startsWith(`| ${name} |`));
  const stated = row?.split('|').at(-2)?.trim();
  const expected = `${budget / 1024} KB`;
  const what =
    imports === '*'
      ? 'everything'
      : [
          ...imports.map((name) => `\`${name}\``),
          ...locales.map((locale) => `\`${locale}\` from \`tictactoe-engine/locales/${locale}\``),
          ...(ultimate ?? []).map((name) => `\`${name}\` from \`tictactoe-engine/ultimate\``),
          ...(engine ?? []).map((name) => `\`${name}\` from \`tictactoe-engine/engine\``),
          ...(openings ?? []).map((name) => `\`${name}\` from \`tictactoe-engine/connect-four-openings\``),
        ].join(', ');
  if (!row) failures.push(`README.md has no row "| ${name} | ${what} | ${expected} |" in its table "Size"`);
  else if (stated !== expected)
    failures.push(`README.md says the budget of "${name}" is ${stated}; scripts/size.mjs says ${expected}`);
}

// And the budget of the tarball, in its sentence under the table.
const packSentence = `at most ${PACK_BUDGET.packed / 1024} KB packed and ${PACK_BUDGET.unpacked / 1024} KB unpacked`;
if (!readme.includes(packSentence)) failures.push(`README.md does not say the package is "${packSentence}"`);

const pack = packOf();
const packed = pack.files;
failures.push(...mapProblems(packed));
for (const [what, size, budget] of [
  ['packed', pack.size, PACK_BUDGET.packed],
  ['unpacked', pack.unpackedSize, PACK_BUDGET.unpacked],
]) {
  if (size > budget) failures.push(`the package is ${size} B ${what}, over its budget of ${budget} B`);
}
for (const file of packed) {
  if (!ALLOWED.some((pattern) => pattern.test(file)))
    failures.push(`npm pack includes ${file}, which users do not need`);
}
for (const file of [...REQUIRED, ...entryFiles()]) {
  if (!packed.includes(file)) failures.push(`npm pack lacks ${file}`);
}

const report = {
  imports: results.map(({ name, imports, locales = [], minified, gzipped, budget, without }) => ({
    name,
    imports,
    locales,
    minified,
    gzipped,
    budget,
    without: without.map((key) => MARKERS[key].module),
  })),
  packed,
  packedSize: pack.size,
  unpackedSize: pack.unpackedSize,
  failures,
};
if (process.argv.includes('--json')) console.log(JSON.stringify(report, null, 2));
else {
  const kb = (n) => `${(n / 1024).toFixed(2)} KB`;
  const width = Math.max(...results.map((result) => result.name.length));
  for (const result of results) {
    const status = result.gzipped > result.budget ? 'OVER' : 'ok';
    const source = `from the source ${kb(result.source.gzipped)}`;
    const sizes = `${kb(result.gzipped)} min+gzip (${kb(result.minified)} min; ${source})`;
    console.log(`size: ${result.name.padEnd(width)}  ${sizes}, budget ${kb(result.budget)}  ${status}`);
  }
  const sizes =
    `${kb(pack.size)} packed (budget ${kb(PACK_BUDGET.packed)}),` +
    ` ${kb(pack.unpackedSize)} unpacked (budget ${kb(PACK_BUDGET.unpacked)})`;
  console.log(`pack: ${packed.length} files, ${sizes}: ${packed.join(', ')}`);
}
if (process.argv.includes('--modules')) {
  const { total, minified, rows } = await moduleTable();
  const areas = new Map();
  for (const row of rows) {
    const sum = areas.get(row.area) ?? { minified: 0, gzipped: 0 };
    areas.set(row.area, { minified: sum.minified + row.minified, gzipped: sum.gzipped + row.gzipped });
  }
  console.log(
    `\nmodules: src/index.ts bundled by esbuild, ${minified} B min, ${total} B min+gzip (its share of it per file)`,
  );
  console.log('| file | area | min (B) | min+gzip share (B) | gzip alone (B) |\n| --- | --- | ---: | ---: | ---: |');
  for (const row of rows)
    console.log(`| ${row.file} | ${row.area} | ${row.minified} | ${row.gzipped} | ${row.alone} |`);
  console.log('\n| area | min (B) | min+gzip share (B) |\n| --- | ---: | ---: |');
  for (const [name, sum] of [...areas].sort((a, b) => b[1].gzipped - a[1].gzipped))
    console.log(`| ${name} | ${sum.minified} | ${sum.gzipped} |`);
}
if (failures.length > 0) {
  console.error(`\n${failures.length} package check(s) failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
