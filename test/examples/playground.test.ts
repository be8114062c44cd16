// The playground (examples/playground/, built by scripts/playground.mjs into docs/playground/) in
// headless Chromium, driven as a person would: clicks, keys, links opened in a second tab. Every
// value the page shows is checked against the library in Node. The browser is the machine's own
// (see test/support/browser.ts); the page and the test use no network.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { buildPlayground } from '../../scripts/playground.mjs';
import {
  PRESETS,
  TicTacToeAI,
  TicTacToeEngine,
  cellLabel,
  cellName,
  describeDifficulty,
  describeError,
  describeHint,
  describeOutcome,
  describeStatus,
  en,
  encodeRecord,
  labelDifficulty,
  labelRules,
  openCode,
  parseMoves,
  translate,
  unwrap,
  type Catalogue,
  type CellIndex,
  type GameState,
  type Hint,
  type Outcome,
  type PositionEvaluation,
  type Rules,
} from '../../src/index.js';
import { es } from '../../src/i18n/locales/es.js';
import {
  UltimateAI,
  UltimateEngine,
  describeUltimateHint,
  ultimateMove,
  type UltimateEvaluation,
  type UltimateGameAnalysis,
  type UltimateHint,
  type UltimateState,
} from '../../src/ultimate.js';
import { fr } from '../../src/i18n/locales/fr.js';
import { CHROMIUM, describeInBrowser, launch, root, serve, type StaticServer } from '../support/browser.js';

const engine = new TicTacToeEngine();
const PLAYERS = [{ id: 'x' }, { id: 'o' }];
const RULES: Record<string, Rules> = {
  'tic-tac-toe': PRESETS['tic-tac-toe'],
  misere: { ...PRESETS['tic-tac-toe'], variant: 'misere' },
  '4x4': PRESETS['4x4'],
  '5x5': PRESETS['5x5'],
  'connect-four': PRESETS['connect-four'],
  gomoku: PRESETS.gomoku,
};

type Language = 'en' | 'es' | 'fr';
const CATALOGUES: Record<Language, Catalogue> = { en, es, fr };
type PageMessage = string | Readonly<Record<string, string>>;
/** The page's own strings in each language (examples/playground/lang/), plain modules that Node imports too. */
const PAGE = Object.fromEntries(
  await Promise.all(
    (['en', 'es', 'fr'] as const).map(async (language) => {
      const module = await import(pathToFileURL(join(root, 'examples/playground/lang', `${language}.js`)).href);
      return [language, module.messages as Record<string, PageMessage>];
    }),
  ),
) as Record<Language, Record<string, PageMessage>>;

/**
 * A string of the page in `language`, worked out here on its own: plural form by the language's
 * rules (from `count` or `moves`), numbers in its format.
 */
function pageText(language: Language, key: string, params: Record<string, string | number> = {}): string {
  const message = PAGE[language][key];
  if (message === undefined) throw new Error(`${language} has no ${key}`);
  const { locale } = CATALOGUES[language];
  const category = new Intl.PluralRules(locale).select(Number(params.count ?? params.moves));
  const text = typeof message === 'string' ? message : (message[category] ?? message.other!);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name]!;
    return typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : value;
  });
}

let server: StaticServer | undefined;
let url: string;
let browser: { context: BrowserContext; close(): Promise<void> } | undefined;
let page: Page;
const problems: string[] = [];

/** Records every console error, page error and request that leaves the test server. */
function watch(target: Page): Page {
  target.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  target.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console: ${message.text()}`);
  });
  target.on('request', (request) => {
    if (!request.url().startsWith(server!.origin)) problems.push(`request outside the server: ${request.url()}`);
  });
  return target;
}

/**
 * What the AI's worker answered, as the page received it: an init script wraps `Worker` so that the
 * test compares what the page shows with what the page was given (estimates depend on the time the
 * search had, so a second search here would differ). `window.__keepHintMove`, when set, passes on
 * only some ranked moves of a hint (the hinted one always), as a search that looked at a few cells
 * answers.
 */
function recordAi(): void {
  type Message = { id: number; type?: string; ok?: boolean; value?: { cell: number; moves: { cell: number }[] } };
  const scope = window as unknown as {
    __ai: { request: Message | undefined; answer: Message }[];
    __keepHintMove?: (move: { cell: number }) => boolean;
  };
  scope.__ai = [];
  const Native = window.Worker;
  window.Worker = class extends Native {
    #requests = new Map<number, Message>();
    override postMessage(message: Message, options?: StructuredSerializeOptions | Transferable[]) {
      this.#requests.set(message.id, message);
      super.postMessage(message, options as StructuredSerializeOptions);
    }
    override addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: unknown) {
      if (type !== 'message' || typeof listener !== 'function') {
        super.addEventListener(type, listener, options as AddEventListenerOptions);
        return;
      }
      super.addEventListener(
        type,
        (event: Event) => {
          const received = (event as MessageEvent<Message>).data;
          const request = this.#requests.get(received.id);
          let answer = received;
          const keep = scope.__keepHintMove;
          if (request?.type === 'hint' && received.ok && received.value && keep) {
            const hint = received.value;
            answer = {
              ...received,
              value: { ...hint, moves: hint.moves.filter((m) => m.cell === hint.cell || keep(m)) },
            };
          }
          scope.__ai.push({ request, answer });
          listener.call(this, answer === received ? event : new MessageEvent('message', { data: answer }));
        },
        options as AddEventListenerOptions,
      );
    }
  };
}

/** The last answer of the AI's worker to a request of `type` that the page received. */
async function answered<T>(type: 'hint' | 'evaluate' | 'analyze', target: Page = page): Promise<T> {
  const value = await target.evaluate((wanted) => {
    const log = (
      window as unknown as { __ai: { request?: { type: string }; answer: { ok: boolean; value: unknown } }[] }
    ).__ai;
    return log.filter((entry) => entry.request?.type === wanted && entry.answer.ok).at(-1)?.answer.value;
  }, type);
  if (value === undefined) throw new Error(`the page received no ${type}`);
  return value as T;
}

beforeAll(async () => {
  if (!CHROMIUM) return;
  buildPlayground();
  server = await serve(['docs/playground/'], 'docs/playground/index.html');
  // A subfolder of the server, as on a static host: the page's paths are relative.
  url = `${server.origin}/docs/playground/`;
  browser = await launch();
  await browser.context.addInitScript(recordAi);
  page = watch(browser.context.pages()[0] ?? (await browser.context.newPage()));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

afterEach(() => {
  expect(problems).toEqual([]);
  problems.length = 0;
});

/** Opens the playground with a query string (the settings menus can be set by it). */
async function open(target: Page, query = ''): Promise<void> {
  await target.goto(`${url}${query}`);
  await target.waitForSelector('html[data-ready="true"]');
}

/** Waits until the AI has answered everything asked (its move, a hint, an analysis). */
async function idle(target: Page = page): Promise<void> {
  await target.waitForFunction(
    () =>
      document.body.dataset.busy !== 'true' &&
      Array.from(document.querySelectorAll('.board-frame')).every(
        (frame) => frame.getAttribute('data-thinking') !== 'true',
      ),
  );
}

/** The game on the page, replayed in Node from the move list it shows. */
async function gameOf(target: Page, rules: Rules): Promise<GameState> {
  const moves = (await target.getAttribute('#moves', 'data-moves')) ?? '';
  return unwrap(engine.replay(moves ? unwrap(parseMoves(moves, rules)) : [], rules, PLAYERS));
}

/** Asks for a hint and waits for the heat map. */
async function askHint(target: Page = page): Promise<void> {
  await target.click('#hint');
  await target.waitForSelector('#hint-text[data-ready="true"]');
}

/** An estimate at least this far from 0 is decisive: it may be shown as a win or a loss (`~W`, `~L`). */
const DECISIVE = 0.9;

/**
 * The mover's expected score in % for an estimate, rounded half away from 50 (so the two sides'
 * shares add up to 100): 44 for −0.11.
 */
const shareOf = (score: number): number => 50 + Math.sign(score) * Math.round(50 * Math.abs(score));

/** How an estimate is said, for the mover: `grade.*` by how far the score is from 0. */
function gradeKey(score: number): string {
  const size = Math.abs(score);
  const side = score > 0 ? 'Better' : 'Worse';
  // The library's grades, as its guide gives them: below 0.1, 0.35 and 0.9, then decisive.
  if (size < 0.1) return 'grade.even';
  if (size < 0.35) return `grade.slightly${side}`;
  if (size < DECISIVE) return `grade.${side.toLowerCase()}`;
  return score > 0 ? 'grade.winning' : 'grade.losing';
}

/**
 * The short text a heat-map cell should show for an outcome, worked out here on its own: a proven
 * value by its letter (W3, D, L4 in English), an estimate as the mover's expected score in % (44),
 * or `~W`/`~L` when the estimate is decisive.
 */
function expectedLabel(outcome: Outcome, language: Language = 'en'): string {
  if (outcome.proven) {
    if (outcome.result === 'draw') return pageText(language, 'heat.draw');
    return pageText(language, outcome.result === 'win' ? 'heat.win' : 'heat.loss', { moves: outcome.moves });
  }
  if (Math.abs(outcome.score) >= DECISIVE)
    return pageText(language, outcome.score > 0 ? 'heat.winEstimated' : 'heat.lossEstimated');
  return new Intl.NumberFormat(CATALOGUES[language].locale).format(shareOf(outcome.score));
}

/**
 * The accessible name of an empty cell with a value of the heat map: its label, the text it shows,
 * and that value in words (the library's for a proven value, the page's grades for an estimate).
 */
function expectedHeatName(cell: CellIndex, rules: Rules, outcome: Outcome, mover: 'X' | 'O', language: Language) {
  const catalogue = CATALOGUES[language];
  const label = cellLabel(cell, rules, catalogue);
  const value = expectedLabel(outcome, language);
  if (outcome.proven)
    return pageText(language, 'cell.heat', { label, value, outcome: describeOutcome(outcome, catalogue) });
  const decisive = Math.abs(outcome.score) >= DECISIVE;
  return pageText(language, 'cell.estimate', {
    label,
    value: decisive ? value : pageText(language, 'value.percent', { share: shareOf(outcome.score) }),
    grade: pageText(language, gradeKey(outcome.score), { mark: mover }),
  });
}

/**
 * How a cell's value is said in English after its cell's label: what the cell shows, then its
 * meaning (`W3, X wins in 3 moves`, `44%, X stands slightly worse (estimated)`, `~L, X is losing
 * (estimated)`), so that the text shown is part of the cell's name.
 */
function englishValue(outcome: Outcome, mover: 'X' | 'O'): string {
  const shown = expectedLabel(outcome);
  if (outcome.proven) return `${shown}, ${describeOutcome(outcome)}`;
  const grade = pageText('en', gradeKey(outcome.score), { mark: mover });
  return `${Math.abs(outcome.score) >= DECISIVE ? shown : `${shareOf(outcome.score)}%`}, ${grade} (estimated)`;
}

/** The evaluation's sentence on the page, worked out here from the evaluation the page was given. */
function expectedEvaluation(evaluation: PositionEvaluation, mover: 'X' | 'O', language: Language = 'en'): string {
  const forX = mover === 'X' ? evaluation.score : -evaluation.score;
  if (evaluation.proven) {
    const note = pageText(language, 'eval.proven');
    if (forX === 0) return pageText(language, 'eval.sentence', { text: pageText(language, 'eval.draw'), note });
    const text = pageText(language, 'eval.wins', { mark: forX > 0 ? 'X' : 'O', moves: 100 - Math.abs(forX) });
    return pageText(language, 'eval.sentence', { text, note });
  }
  const key = gradeKey(evaluation.score);
  const text = key === 'grade.even' ? pageText(language, 'eval.even') : pageText(language, key, { mark: mover });
  const note = pageText(language, 'eval.estimated', { mark: mover, share: shareOf(evaluation.score) });
  return pageText(language, 'eval.sentence', { text, note });
}

/** How a finished game against the AI is told, when the person plays X: the library's words. */
function overText(state: GameState): string {
  if (!state.winner) return describeStatus(state);
  const verdict = translate(state.winner.playerId === 'x' ? 'status.you-win' : 'status.ai-wins', {});
  return `${verdict} ${describeStatus(state)}`;
}

/**
 * The accessible name of every cell of a 3×3 board in `language`: the library's cell labels,
 * marks and outcomes (the hint's heat map) in that language, in the page's sentences.
 */
function cellNames(state: GameState, hint: Hint | null, language: Language): string[] {
  const catalogue = CATALOGUES[language];
  const heat = new Map((hint?.moves ?? []).map((move) => [move.cell, move]));
  return state.board.map((mark, index) => {
    const cell = index as CellIndex;
    const label = cellLabel(cell, state.rules, catalogue);
    const ranked = heat.get(cell);
    const name = mark
      ? pageText(language, 'cell.name', { label, content: translate(`mark.${mark}`, {}, catalogue) })
      : ranked
        ? expectedHeatName(cell, state.rules, ranked.outcome, state.currentPlayer!, language)
        : pageText(language, 'cell.name', { label, content: pageText(language, 'board.empty') });
    return hint?.cell === cell ? pageText(language, 'cell.hinted', { text: name }) : name;
  });
}

interface PaintedCell {
  cell: number;
  result: string | null;
  moves: string | null;
  proven: string | null;
  label: string | null;
  name: string | null;
  hinted: boolean;
  rgb: number[];
  /** Whether the cell is striped (an estimate), a pattern besides its color. */
  striped: boolean;
  /** The cell's ring (its box shadow) and its corner marker (`::before`), `none` when it has none. */
  ring: string;
  marker: string;
}

/** Every cell of the board as painted: heat-map data, text, accessible name, color and marks. */
async function painted(target: Page = page): Promise<PaintedCell[]> {
  // Colors are read once their transitions have run.
  await target.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  return target.$$eval('#board button.cell', (buttons) =>
    buttons.map((button) => {
      const element = button as HTMLButtonElement;
      const style = getComputedStyle(element);
      return {
        cell: Number(element.dataset.cell),
        result: element.dataset.result ?? null,
        moves: element.dataset.moves ?? null,
        proven: element.dataset.proven ?? null,
        label: element.querySelector('.heat')?.textContent ?? null,
        name: element.getAttribute('aria-label'),
        hinted: element.classList.contains('hinted'),
        // `rgb(r, g, b)`, or `color(srgb r g b)` from 0 to 1 for a color mixed in CSS.
        rgb: (style.backgroundColor.match(/[\d.]+/g) ?? [])
          .slice(0, 3)
          .map((value) => Number(value) * (style.backgroundColor.startsWith('color(') ? 255 : 1)),
        striped: style.backgroundImage !== 'none',
        ring: style.boxShadow,
        marker: getComputedStyle(element, '::before').content,
      };
    }),
  );
}

/** Whether a color reads as the result: green for a win, red for a loss, grey-blue for a draw. */
function hueOf([r = 0, g = 0, b = 0]: number[]): 'win' | 'loss' | 'draw' {
  if (g > r + 20 && g > b) return 'win';
  if (r > g + 20 && r > b) return 'loss';
  return 'draw';
}

/**
 * Checks the heat map on the page against the hint the page was given (see `recordAi`), cell by
 * cell: every ranked move's cell shows its result, distance and proof (as data), its value as text
 * (a proven value by its letter; an estimate as the mover's expected score in %, a letter only when
 * decisive), its accessible name, and its color (a proven value by its result, estimates striped on
 * a diverging scale, red through neutral to green); every cell the hint does not rank is blank; the
 * hinted cell stands out by a ring and a marker, not by color alone. Returns the hint.
 */
async function expectHeatMap(rules: Rules): Promise<Hint> {
  const state = await gameOf(page, rules);
  const mover = state.currentPlayer!;
  const hint = await answered<Hint>('hint');
  expect(hint.symbol).toBe(mover);
  const cells = await painted();
  const ranked = new Map(hint.moves.map((move) => [move.cell, move]));
  for (const shown of cells) {
    const cell = shown.cell as CellIndex;
    const move = ranked.get(cell);
    if (!move) {
      // Not evaluated by the search (or not empty): no value, no heat-map color.
      expect({ cell, result: shown.result, label: shown.label, hinted: shown.hinted, marker: shown.marker }).toEqual({
        cell,
        result: null,
        label: null,
        hinted: false,
        marker: 'none',
      });
      const label = cellLabel(cell, rules).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      expect(shown.name).toMatch(new RegExp(`^${label}: (empty|empty, drops to row \\d+|X|O)$`));
      continue;
    }
    const { outcome } = move;
    const suggested = cell === hint.cell ? ', suggested move' : '';
    expect({ ...shown, rgb: undefined, striped: undefined, ring: undefined, marker: undefined }).toEqual({
      cell,
      result: outcome.result,
      moves: String(outcome.moves),
      proven: String(outcome.proven),
      label: expectedLabel(outcome),
      name: `${cellLabel(cell, rules)}: empty, ${englishValue(outcome, mover)}${suggested}`,
      hinted: cell === hint.cell,
      rgb: undefined,
      striped: undefined,
      ring: undefined,
      marker: undefined,
    });
    // An estimate shows no win or loss letter unless it is decisive.
    if (!outcome.proven && Math.abs(outcome.score) < DECISIVE) expect(shown.label, `cell ${cell}`).toMatch(/^\d+$/);
    expect(shown.striped, `cell ${cell}`).toBe(!outcome.proven);
    if (outcome.proven) expect(hueOf(shown.rgb), `cell ${cell}`).toBe(outcome.result);
    else if (Math.abs(outcome.score) < 0.05) expect(hueOf(shown.rgb), `cell ${cell}`).toBe('draw');
    else if (Math.abs(outcome.score) >= 0.3)
      expect(hueOf(shown.rgb), `cell ${cell}`).toBe(outcome.score > 0 ? 'win' : 'loss');
  }
  // A diverging scale: the better the estimate, the greener (and the less red) its cell.
  const estimates = hint.moves
    .filter((move) => !move.outcome.proven)
    .map((move) => {
      const [r = 0, g = 0] = cells[move.cell]!.rgb;
      return { score: move.outcome.score, green: g - r };
    })
    .sort((a, b) => a.score - b.score);
  for (const [index, estimate] of estimates.entries()) {
    const previous = estimates[index - 1];
    if (previous && previous.score < estimate.score) expect(estimate.green).toBeGreaterThanOrEqual(previous.green);
  }
  // The suggested move: the only cell with a ring and a marker, whatever the values around it.
  const marked = cells.filter((cell) => cell.ring !== 'none' || cell.marker !== 'none');
  expect(marked.map((cell) => [cell.cell, cell.hinted, cell.ring !== 'none', cell.marker !== 'none'])).toEqual([
    [hint.cell, true, true, true],
  ]);
  expect(await page.textContent('#hint-text')).toBe(describeHint(hint));
  return hint;
}

/** The serious and critical violations that axe-core finds on the page, one line each. */
async function scan(target: Page = page): Promise<string[]> {
  await target.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
  const violations = await target.evaluate(async () => {
    const run = (window as unknown as { axe: { run(context: Document): Promise<{ violations: unknown[] }> } }).axe;
    return (await run.run(document)).violations as { id: string; impact: string; nodes: { target: unknown }[] }[];
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const first = JSON.stringify(violation.nodes[0]?.target);
      return `${violation.id} (${violation.impact}): ${violation.nodes.length} nodes, first ${first}`;
    });
}

it('has every string of the page in Spanish and French, with the placeholders of the English', () => {
  /** Each key's placeholders, form by form: one set per key when its forms agree. */
  const placeholders = (messages: Record<string, PageMessage>) =>
    Object.fromEntries(
      Object.entries(messages).map(([key, message]) => {
        const forms = typeof message === 'string' ? [message] : Object.values(message);
        const sets = forms.map((text) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name))].sort());
        return [key, [...new Set(sets.map((set) => set.join(' ')))]];
      }),
    );
  expect(placeholders(PAGE.es)).toEqual(placeholders(PAGE.en));
  expect(placeholders(PAGE.fr)).toEqual(placeholders(PAGE.en));
  // Plural forms are categories of Intl.PluralRules, `other` among them.
  for (const message of Object.values(PAGE).flatMap((messages) => Object.values(messages))) {
    if (typeof message === 'string') continue;
    expect(Object.keys(message).filter((form) => !['zero', 'one', 'two', 'few', 'many'].includes(form))).toEqual([
      'other',
    ]);
  }
  // French typography, as the library's catalogue: a no-break space before : ; ! ? and %, never a plain one.
  const plain = Object.entries(PAGE.fr).filter(([, message]) =>
    (typeof message === 'string' ? [message] : Object.values(message)).some((text) => / [:;!?%]/.test(text)),
  );
  expect(plain.map(([key]) => key)).toEqual([]);
});

describeInBrowser('the playground', () => {
  it('plays a full game to the end on each preset, by playing the hinted move against the AI', async () => {
    await open(page, '?opponent=1&think=100&seed=1');
    for (const [key, rules] of Object.entries(RULES)) {
      await page.selectOption('#rules', key);
      expect(await page.locator('#board button.cell').count()).toBe(rules.rows * rules.columns);
      expect(await page.textContent('#status')).toBe('Your move (X).');
      for (let turn = 0; (await page.getAttribute('#status', 'data-over')) !== 'true'; turn++) {
        expect(turn).toBeLessThan(rules.rows * rules.columns);
        await askHint();
        expect(await page.locator('#board button.hinted').count()).toBe(1);
        await page.click('#board button.hinted');
        await idle();
      }
      const state = await gameOf(page, rules);
      expect(state.status).not.toBe('in-progress');
      expect(await page.textContent('#status')).toMatch(new RegExp(`${overText(state).replace(/[.!()]/g, '\\$&')}$`));
      // The winning line is lit, and the analysis of the game is drawn: one bar per move.
      expect(await page.locator('#board button.win').count()).toBe(state.winningLine?.cells.length ?? 0);
      await page.waitForSelector('#analysis-body svg');
      expect(await page.locator('#analysis-body .bar').count()).toBe(state.history.length);
      if (rules.rows * rules.columns === 9) {
        // Proven on 3×3: every verdict and both accuracies are analyzeGame's.
        const analysis = unwrap(new TicTacToeAI().analyzeGame(state));
        expect(await page.locator('#analysis-body tbody td:nth-child(4)').allTextContents()).toEqual(
          analysis.moves.map((move) => move.classification),
        );
        expect(await page.locator('#analysis-body .accuracy-value').allTextContents()).toEqual(
          analysis.players.map((player) => `${player.accuracy}%`),
        );
      }
    }
  });

  it('shows a heat map that matches getHint cell by cell, with the evaluation and its best line', async () => {
    await open(page, '?opponent=1&seed=5');
    // 3×3: one move each, then the hint for X.
    await page.click('#board button[data-cell="0"]');
    await idle();
    await askHint();
    // On 3×3 the page's hint is proven, so it is the one computed here.
    const proven = (hint: Hint) =>
      hint.moves.map(({ cell, outcome }) => ({ cell, outcome })).sort((a, b) => a.cell - b.cell);
    const first = await expectHeatMap(RULES['tic-tac-toe']!);
    const here = new TicTacToeAI().getHint(await gameOf(page, RULES['tic-tac-toe']!), 'x')!;
    expect(proven(first)).toEqual(proven(here));
    expect(await page.locator('.legend li').count()).toBe(7);
    // The evaluation in words and the best line as cell names, as getEvaluation says.
    const state = await gameOf(page, RULES['tic-tac-toe']!);
    const evaluation = unwrap(new TicTacToeAI().getEvaluation(state, 'x'));
    expect(await page.textContent('#eval-text')).toBe(
      evaluation.score === 0
        ? 'A draw with best play (proven).'
        : `X wins in ${100 - evaluation.score} moves with best play (proven).`,
    );
    expect(await page.locator('#line li').allTextContents()).toEqual(
      evaluation.principalVariation.map(({ row, col }, ply) => `${ply % 2 === 0 ? 'X' : 'O'}${'abc'[col]}${row + 1}`),
    );
    // The heat map belongs to its position: a move clears it.
    await page.click('#board button.hinted');
    await idle();
    expect(await page.locator('#board button[data-result]').count()).toBe(0);

    // Misère: the center draws, every other opening loses.
    await page.selectOption('#rules', 'misere');
    await askHint();
    expect(proven(await expectHeatMap(RULES.misere!))).toEqual(
      proven(new TicTacToeAI().getHint(await gameOf(page, RULES.misere!), 'x')!),
    );
    expect(await page.textContent('#board button[data-cell="0"] .heat')).toBe('L9');
    expect(await page.textContent('#board button[data-cell="4"] .heat')).toBe('D');

    // 4×4 after a few moves: proven in both places.
    await page.selectOption('#rules', '4x4');
    await page.click('#board button[data-cell="5"]');
    await idle();
    await page.click('#board button[data-cell="10"]');
    await idle();
    await askHint();
    await expectHeatMap(RULES['4x4']!);

    // Connect Four: only the cell each column drops to is painted.
    await page.selectOption('#rules', 'connect-four');
    for (const column of [3, 3, 2]) {
      await page.click(`#board button[data-cell="${column}"]`);
      await idle();
    }
    await askHint();
    await expectHeatMap(RULES['connect-four']!);
  });

  it('shows estimates as graded values, leaves cells not evaluated blank, marks the suggested move', async () => {
    await open(page, '?opponent=local&think=100');
    // 3×3 from the start: every move draws, and the suggested one still stands out.
    await askHint();
    expect(new Set((await expectHeatMap(RULES['tic-tac-toe']!)).moves.map((move) => move.outcome.result))).toEqual(
      new Set(['draw']),
    );

    // Connect Four and gomoku after a few moves: mostly estimates, in numbers, and the evaluation in graded words.
    for (const [key, moves] of [
      ['connect-four', [3, 3, 2, 4]],
      ['gomoku', [112, 113, 97, 98]],
    ] as const) {
      const rules = RULES[key]!;
      await page.selectOption('#rules', key);
      for (const cell of moves) await page.click(`#board button[data-cell="${cell}"]`);
      await askHint();
      const hint = await expectHeatMap(rules);
      expect(
        hint.moves.some((move) => !move.outcome.proven && Math.abs(move.outcome.score) < DECISIVE),
        key,
      ).toBe(true);
      const mover = (await gameOf(page, rules)).currentPlayer!;
      expect(await page.textContent('#eval-text')).toBe(expectedEvaluation(await answered('evaluate'), mover));

      // A search that looked at a few cells only: the others stay blank.
      await page.evaluate(() => {
        (window as unknown as { __keepHintMove: (move: { cell: number }) => boolean }).__keepHintMove = (move) =>
          move.cell % 3 === 0;
      });
      await page.click(`#board button[data-cell="${hint.cell}"]`);
      await askHint();
      const few = await expectHeatMap(rules);
      const after = await gameOf(page, rules);
      const legal = engine.getLegalMoves(after, after.currentPlayerId!).length;
      expect(few.moves.length).toBeLessThan(legal);
      expect(await page.locator('#board button[data-result]').count()).toBe(few.moves.length);
      await page.evaluate(() => delete (window as unknown as { __keepHintMove?: unknown }).__keepHintMove);
    }
  });

  it('drops the AI answer to a position the game has left (undo while it thinks)', async () => {
    // Level 6 on 15×15 searches for the whole second it is given.
    await open(page, '?rules=gomoku&opponent=6&think=1000');
    await page.click('#board button[data-cell="112"]');
    await page.waitForSelector('.board-frame[data-thinking="true"]');
    expect(await page.getAttribute('#moves', 'data-moves')).toBe('h8');
    await page.click('#undo');
    expect(await page.getAttribute('.board-frame', 'data-thinking')).toBe('false');
    expect(await page.getAttribute('#moves', 'data-moves')).toBe('');
    expect(await page.getAttribute('body', 'data-busy')).toBe('true');
    await idle();
    expect(await page.getAttribute('#moves', 'data-moves')).toBe('');
    expect(await page.textContent('#status')).toBe('Your move (X).');
  });

  it('plays a game by keyboard alone: one tab stop, arrows, Home/End, Enter and Space, spoken labels', async () => {
    await open(page, '?opponent=1&seed=3');
    // Tab reaches the board once: a single cell is in the tab order.
    expect(await page.locator('#board button[tabindex="0"]').count()).toBe(1);
    const focused = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.cell ?? null);
    for (let presses = 0; (await focused()) === null; presses++) {
      expect(presses).toBeLessThan(12);
      await page.keyboard.press('Tab');
    }
    expect(await focused()).toBe('4');
    const ring = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
    });
    expect(ring.style).toBe('solid');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    for (const [key, cell] of [
      ['ArrowUp', '1'],
      ['ArrowUp', '1'],
      ['ArrowLeft', '0'],
      ['End', '2'],
      ['Home', '0'],
      ['Control+End', '8'],
      ['PageUp', '2'],
      ['PageDown', '8'],
      ['Control+Home', '0'],
      ['ArrowDown', '3'],
      ['ArrowRight', '4'],
    ] as const) {
      await page.keyboard.press(key);
      expect(await focused()).toBe(cell);
    }
    expect(await page.locator('#board button[tabindex="0"]').count()).toBe(1);
    // Play to the end: walk to the first empty cell with the arrows, then Enter or Space.
    const rules = RULES['tic-tac-toe']!;
    for (let turn = 0; (await page.getAttribute('#status', 'data-over')) !== 'true'; turn++) {
      expect(turn).toBeLessThan(5);
      const state = await gameOf(page, rules);
      const target = state.board.indexOf(null);
      let at = Number(await focused());
      while (at !== target) {
        const [row, col] = [Math.floor(at / 3), at % 3];
        const [toRow, toCol] = [Math.floor(target / 3), target % 3];
        await page.keyboard.press(
          row < toRow ? 'ArrowDown' : row > toRow ? 'ArrowUp' : col < toCol ? 'ArrowRight' : 'ArrowLeft',
        );
        at = Number(await focused());
      }
      await page.keyboard.press(turn % 2 === 0 ? 'Enter' : ' ');
      await idle();
      expect(await page.getAttribute(`#board button[data-cell="${target}"]`, 'aria-label')).toBe(
        `${cellLabel(target as CellIndex)}: X`,
      );
    }
    // Every cell is named by the library's label and its mark.
    const state = await gameOf(page, rules);
    expect((await painted()).map((cell) => cell.name)).toEqual(
      state.board.map((mark, cell) => `${cellLabel(cell as CellIndex)}: ${mark ?? 'empty'}`),
    );
    expect(await page.textContent('#status')).toMatch(new RegExp(`${overText(state).replace(/[.!()]/g, '\\$&')}$`));
    expect(await page.getAttribute('#status', 'role')).toBe('status');

    // With gravity, a cell plays its column: Space on the top of column d drops to d6.
    await page.selectOption('#rules', 'connect-four');
    await page.locator('#board button[tabindex="0"]').focus();
    expect(await page.getAttribute('#board button[data-cell="3"]', 'aria-label')).toBe(
      'Row 1, column 4: empty, drops to row 6',
    );
    await page.keyboard.press('PageUp');
    await page.keyboard.press(' ');
    await idle();
    expect(await page.getAttribute('#board button[data-cell="38"]', 'aria-label')).toBe('Row 6, column 4: X');
  });

  it('plays by link between two tabs: signed links, played on and sent back, tampered ones refused', async () => {
    const passphrase = 'correct horse battery staple';
    const key = createHash('sha256').update(`tictactoe-engine playground\n${passphrase}`).digest();
    await open(page);
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await open(page);
    await page.fill('#passphrase', passphrase);
    await page.selectOption('#opponent', 'link');
    expect(await page.textContent('#tally')).toBe('In this tab you play X.');
    await page.click('#board button[data-cell="4"]');
    await page.waitForFunction(() => (document.getElementById('link-output') as HTMLInputElement).value !== '');
    const first = await page.inputValue('#link-output');
    expect(await page.textContent('#status')).toBe(
      'You played b2 (Center). Waiting for your opponent (O). Send them the link below.',
    );
    expect(new URL(first).hash).toBe(new URL(page.url()).hash);
    // The link verifies in Node with the same passphrase.
    const sent = unwrap(await openCode(new URL(first).hash.slice(1), null, { key }));
    expect(sent).toMatchObject({ verified: true, phase: 'your-turn', me: { id: 'o' } });
    expect(sent.record.moves).toEqual([4]);

    // A second tab opens it, is seated as O, plays and shares back.
    const other = watch(await browser!.context.newPage());
    await other.goto(first);
    await other.waitForSelector('#verdict[data-code="OK"]');
    expect(await other.textContent('#verdict')).toBe('✓ Verified: signed with your passphrase.');
    expect(await other.textContent('#tally')).toBe('In this tab you play O.');
    expect(await other.textContent('#status')).toBe(
      'X played b2 (Center). Your move (O). Then send the link to your opponent.',
    );
    await other.click('#board button[data-cell="0"]');
    await other.waitForFunction(() => (document.getElementById('link-output') as HTMLInputElement).value !== '');
    const second = await other.inputValue('#link-output');
    // Reopening its own link, the second tab waits.
    await other.reload();
    await other.waitForSelector('#verdict[data-code="OK"]');
    expect(await other.textContent('#status')).toBe('Waiting for your opponent (X).');
    await other.close();

    // The first tab opens the answer (only the fragment changes) and plays on.
    await page.goto(second);
    await page.waitForFunction(() => document.getElementById('status')!.textContent!.includes('Your move (X)'));
    expect(await page.textContent('#verdict')).toBe('✓ Verified: signed with your passphrase.');
    expect(await page.getAttribute('#board button[data-cell="0"]', 'aria-label')).toBe('Top Left: O');
    expect(await page.getAttribute('#moves', 'data-moves')).toBe('b2 a1');

    // Refused: an old link (it takes back a move this tab has seen), a changed character, an unsigned link.
    const refuse = async (link: string): Promise<string | null> => {
      await page.evaluate(() => delete document.getElementById('verdict')!.dataset.code);
      await page.fill('#open-input', link);
      await page.click('#open-form button[type="submit"]');
      await page.waitForSelector('#verdict[data-code]');
      return page.getAttribute('#verdict', 'data-code');
    };
    // The reasons are the library's sentences (describeError) for the same codes opened in Node.
    const code = new URL(second).hash.slice(1);
    const seen = unwrap(await openCode(code, 'x', { key })).record;
    const rewritten = await openCode(new URL(first).hash.slice(1), 'x', { key, seen });
    expect(await refuse(first)).toBe('HISTORY_REWRITTEN');
    expect(await page.textContent('#verdict')).toBe(`✗ Refused. ${!rewritten.ok && describeError(rewritten.error)}`);
    const at = Math.floor(code.length / 2);
    const tampered = `${code.slice(0, at)}${code[at] === 'A' ? 'B' : 'A'}${code.slice(at + 1)}`;
    expect(await refuse(tampered)).toBe('BAD_SIGNATURE');
    const badSignature = describeError({ code: 'BAD_SIGNATURE', message: '' });
    expect(await page.textContent('#verdict')).toBe(`✗ Refused. ${badSignature}`);
    const received = unwrap(await openCode(code, 'x', { key }));
    expect(await refuse(unwrap(encodeRecord(received.record)))).toBe('MISSING_SIGNATURE');
    // The game on the board is untouched by the refused links.
    expect(await page.getAttribute('#moves', 'data-moves')).toBe('b2 a1');
    expect(await page.locator('#board button.cell:not([aria-disabled])').count()).toBe(7);

    // Where the browser cannot sign (no Web Crypto off HTTPS), a passphrase stops the move
    // rather than let it go out unsigned.
    const plain = watch(await browser!.context.newPage());
    await plain.addInitScript(() => Object.defineProperty(crypto, 'subtle', { value: undefined }));
    await open(plain, '?opponent=link');
    await plain.click('#board button[data-cell="4"]');
    await plain.waitForSelector('#verdict[data-code="CRYPTO_UNAVAILABLE"]');
    expect(await plain.getAttribute('#moves', 'data-moves')).toBe('');
    await plain.close();
  });

  it('passes axe-core with the heat map and the chart shown, on a desktop and a 360 px phone in Spanish', async () => {
    // On the phone in Spanish, whose words are longer.
    for (const [width, scheme, language] of [
      [1280, 'light', 'en'],
      [360, 'dark', 'es'],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ colorScheme: scheme });
      await open(page, `?opponent=1&seed=2&lang=${language}`);
      expect(await page.getAttribute('html', 'lang')).toBe(language);
      await page.click('#board button[data-cell="4"]');
      await idle();
      await askHint();
      await page.click('#analyze');
      await page.waitForSelector('#analysis-body svg');
      await page.click('#analysis-body summary');
      expect(await page.locator('#board button[data-result]').count()).toBe(7);
      expect(await scan()).toEqual([]);
    }

    // At 360 px the page never scrolls sideways, and every cell of every board is at least 24 × 24 px
    // (WCAG 2.2's target size): a board too wide for the screen scrolls in its frame.
    for (const key of Object.keys(RULES)) {
      await page.selectOption('#rules', key);
      const { scroll, width, height, fits } = await page.evaluate(() => {
        const sizes = Array.from(document.querySelectorAll('#board button.cell')).map((cell) =>
          cell.getBoundingClientRect(),
        );
        const frame = document.getElementById('board-frame')!.parentElement!;
        return {
          scroll: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          width: Math.min(...sizes.map((size) => size.width)),
          height: Math.min(...sizes.map((size) => size.height)),
          fits: frame.scrollWidth <= frame.clientWidth,
        };
      });
      expect(scroll, key).toBe(0);
      expect(Math.min(width, height), key).toBeGreaterThanOrEqual(24);
      if (key === 'gomoku') expect(fits, key).toBe(false);
    }
    // On gomoku the far corner is in reach: played by a tap, and by the keyboard, which scrolls to it.
    await page.click('#board button[data-cell="224"]');
    await idle();
    expect(await page.getAttribute('#moves', 'data-moves')).toMatch(/^o15 /);
    await page.locator('#board button[tabindex="0"]').focus();
    await page.keyboard.press('Control+Home');
    const inView = await page.evaluate(() => {
      const cell = document.activeElement!.getBoundingClientRect();
      const frame = document.getElementById('board-frame')!.parentElement!.getBoundingClientRect();
      return cell.left >= frame.left - 1 && cell.right <= frame.right + 1;
    });
    expect(inView).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('passes axe-core on the heat maps of Connect Four, gomoku (and at 360 px) and 3×3 after b2 a1 b1 b3', async () => {
    for (const [key, moves, width, language] of [
      ['tic-tac-toe', [4, 0, 1, 7], 1280, 'en'],
      ['connect-four', [3, 3, 2, 4, 4], 1280, 'en'],
      ['gomoku', [112, 113, 97, 98], 1280, 'en'],
      ['gomoku', [112, 113, 97, 98], 360, 'es'],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await open(page, `?opponent=local&think=100&rules=${key}&lang=${language}`);
      for (const cell of moves) await page.click(`#board button[data-cell="${cell}"]`);
      await askHint();
      expect(await page.locator('#board button[data-result]').count(), key).toBeGreaterThan(0);
      expect(await scan(), `${key} at ${width} px`).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('routes every word of the page through strings.js', async () => {
    // The markup's words are the English fallback of data-t keys, the same as the catalogue's,
    // which the page puts in their place; no word stands outside a key.
    const markup = readFileSync(join(root, 'examples/playground/index.html'), 'utf8');
    await open(page);
    await page.addScriptTag({ type: 'module', content: "import { t } from './strings.js'; window.t = t;" });
    await page.waitForFunction(() => 't' in window);
    const mismatches = await page.evaluate((text) => {
      const t = (window as unknown as { t: (key: string) => string }).t;
      const document = new DOMParser().parseFromString(text, 'text/html');
      const words = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
      const found: string[] = [];
      if (words(document.title) !== t('page.title')) found.push(`title: ${document.title}`);
      for (const element of Array.from(document.body.querySelectorAll('[data-t]'))) {
        const key = element.getAttribute('data-t')!;
        if (words(element.textContent) !== t(key)) found.push(`${key}: ${words(element.textContent)}`);
      }
      for (const element of Array.from(document.body.querySelectorAll('[data-t-aria-label]'))) {
        const key = element.getAttribute('data-t-aria-label')!;
        if (element.getAttribute('aria-label') !== t(key)) found.push(`${key}: ${element.getAttribute('aria-label')}`);
      }
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (words(node.textContent) && !node.parentElement?.closest('[data-t], noscript, script, [translate="no"]'))
          found.push(node.textContent!);
      }
      return found;
    }, markup);
    expect(mismatches).toEqual([]);
    const empty = await page.$$eval('[data-t]', (elements) =>
      elements.filter((element) => !element.textContent?.trim()).map((element) => element.outerHTML),
    );
    expect(empty).toEqual([]);
  });

  it('speaks Spanish and French when chosen, in place, without losing the game', async () => {
    const ACTIONS = ['actions.hint', 'actions.undo', 'actions.redo', 'actions.new', 'actions.analyze'];
    const buttons = () => page.locator('#hint, #undo, #redo, #restart, #analyze').allTextContents();
    await open(page);
    await page.evaluate(() => localStorage.clear());
    await open(page, '?opponent=local');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await buttons()).toEqual(['Hint', 'Undo', 'Redo', 'New game', 'Analyze']);
    // The menu names each language by its catalogue's name, in that language.
    expect(
      await page.$$eval('#lang option', (options) =>
        (options as HTMLOptionElement[]).map((option) => [option.value, option.lang, option.text]),
      ),
    ).toEqual([en, es, fr].map((catalogue) => [catalogue.locale, catalogue.locale, catalogue.name]));

    // A game on this device: X b2, O a1, and the heat map of a hint for X.
    const rules = RULES['tic-tac-toe']!;
    for (const cell of [4, 0]) await page.click(`#board button[data-cell="${cell}"]`);
    await askHint();
    const state = await gameOf(page, rules);
    const hint = new TicTacToeAI().getHint(state, 'x')!;
    for (const language of ['es', 'fr'] as const) {
      const catalogue = CATALOGUES[language];
      await page.selectOption('#lang', language);
      await page.waitForSelector(`html[lang="${catalogue.locale}"][dir="${catalogue.direction}"]`);
      expect(await page.title()).toBe(pageText(language, 'page.title'));
      expect(await buttons()).toEqual(ACTIONS.map((key) => pageText(language, key)));
      // The same game, its heat map still shown, in the library's words of that language.
      expect(await page.getAttribute('#moves', 'data-moves')).toBe('b2 a1');
      const a1 = cellLabel(0, state.rules, catalogue);
      expect(await page.textContent('#status')).toBe(
        `${pageText(language, 'status.played', { mark: 'O', cell: 'a1', label: a1 })} ` +
          describeStatus(state, catalogue),
      );
      expect((await painted()).map((cell) => cell.name)).toEqual(cellNames(state, hint, language));
      expect(await page.textContent('#hint-text')).toBe(describeHint(hint, catalogue));
      expect(await page.locator('#rules option:checked').textContent()).toBe(labelRules(rules, catalogue));
      expect(await page.locator('#opponent option[value="6"]').textContent()).toBe(
        pageText(language, 'opponent.level', { level: 6, name: labelDifficulty(6, catalogue) }),
      );
    }

    // In French, X wins with the center column; a link that is no link is refused. Then in Spanish:
    // the result, the analysis (verdicts, counts, accuracies) and the refusal are said again.
    for (const cell of [1, 3, 7]) await page.click(`#board button[data-cell="${cell}"]`);
    await page.fill('#open-input', 'not-a-link');
    await page.click('#open-form button[type="submit"]');
    await page.waitForSelector('#verdict[data-code]');
    await page.waitForSelector('#analysis-body svg');
    const over = await gameOf(page, rules);
    expect(over.winningLine?.cells).toEqual([1, 4, 7]);
    const analysis = unwrap(new TicTacToeAI().analyzeGame(over));
    const refused = await openCode('not-a-link', null);
    for (const language of ['fr', 'es'] as const) {
      const catalogue = CATALOGUES[language];
      if (language === 'es') {
        await page.selectOption('#lang', language);
        await page.waitForSelector(`html[lang="${catalogue.locale}"]`);
      }
      const b3 = cellLabel(7, state.rules, catalogue);
      expect(await page.textContent('#status')).toBe(
        `${pageText(language, 'status.played', { mark: 'X', cell: 'b3', label: b3 })} ` +
          describeStatus(over, catalogue),
      );
      expect(await page.locator('#analysis-body tbody td:nth-child(4)').allTextContents()).toEqual(
        analysis.moves.map((move) => translate(`classification.${move.classification}`, {}, catalogue)),
      );
      expect(await page.locator('#analysis-body .accuracy-value').allTextContents()).toEqual(
        analysis.players.map(({ accuracy }) => pageText(language, 'analysis.accuracyValue', { accuracy })),
      );
      const o = analysis.players[1];
      expect(await page.locator('#analysis-body .accuracy-o li').allTextContents()).toEqual([
        translate('analysis.best', { count: o.best }, catalogue),
        translate('analysis.inaccuracies', { count: o.inaccuracies }, catalogue),
        translate('analysis.mistakes', { count: o.mistakes }, catalogue),
        translate('analysis.blunders', { count: o.blunders }, catalogue),
      ]);
      expect(await page.textContent('#verdict')).toBe(
        pageText(language, 'link.refused', {
          reason: !refused.ok ? describeError(refused.error, undefined, catalogue) : '',
        }),
      );
    }

    // The choice is remembered: the page opens in Spanish next time.
    await open(page);
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    await page.evaluate(() => localStorage.clear());
  });

  it('opens in the language of ?lang=, else the first of the browser that it has, else English', async () => {
    const visitor = watch(await browser!.context.newPage());
    const prefer = (languages: string[]) =>
      visitor.addInitScript((tags) => {
        Object.defineProperty(navigator, 'languages', { get: () => tags, configurable: true });
      }, languages);
    await prefer(['de-DE', 'pt-BR']);
    // ?lang=fr: French, the AI's move in the library's French, and how its level plays.
    await open(visitor, '?lang=fr&opponent=1&seed=8');
    expect(await visitor.getAttribute('html', 'lang')).toBe('fr');
    expect(await visitor.textContent('#hint')).toBe(pageText('fr', 'actions.hint'));
    expect(await visitor.textContent('#opponent-note')).toBe(describeDifficulty(1, fr));
    await visitor.click('#board button[data-cell="4"]');
    await idle(visitor);
    const { cell } = (await gameOf(visitor, RULES['tic-tac-toe']!)).lastMove!;
    expect(await visitor.textContent('#status')).toBe(
      `${translate('status.ai-move', { mark: 'O', cell: cellName(cell), label: cellLabel(cell, undefined, fr) }, fr)}` +
        ' ' +
        pageText('fr', 'status.yourMove', { mark: 'X' }),
    );
    // A language the page does not have is passed over: neither German nor Portuguese, so English,
    // for which no other language is downloaded (the AI's worker included).
    const requested: string[] = [];
    visitor.on('request', (request) => requested.push(request.url()));
    await open(visitor, '?lang=de');
    await idle(visitor);
    expect(await visitor.getAttribute('html', 'lang')).toBe('en');
    expect(await visitor.textContent('#hint')).toBe('Hint');
    expect(requested.filter((address) => /locales\/|lang\/(?!en)/.test(address))).toEqual([]);
    expect(requested.some((address) => address.endsWith('/lang/en.js'))).toBe(true);
    await open(visitor, '?lang=es-AR');
    expect(await visitor.getAttribute('html', 'lang')).toBe('es');
    await prefer(['pt-BR', 'fr-CA', 'en-US']);
    await open(visitor);
    expect(await visitor.getAttribute('html', 'lang')).toBe('fr');
    await visitor.close();
  });

  it('says how to serve it when opened from a file, where no module loads', async () => {
    // The browser reports the modules it refused in the console: this page is not watched.
    const file = await browser!.context.newPage();
    await file.goto(pathToFileURL(join(root, 'docs/playground/index.html')).href);
    expect(await file.isVisible('#file-note')).toBe(true);
    expect(await file.isVisible('main')).toBe(false);
    expect(await file.textContent('#file-note pre')).toBe('npm run playground -- --serve');
    await file.close();
  });
});

// ---------------------------------------------------------------------------------------------
// Ultimate tic-tac-toe, on a 9 × 9 board of nine local boards: two players on this device, then
// against the AI with its hints, evaluation and analysis. Every position the page shows is checked
// against UltimateEngine in Node, each view of the AI against UltimateAI's answers, and the words
// against the catalogues, worked out here.

const ultimate = new UltimateEngine();
/** A game X wins with a line of boards (a1 is the bottom left, as the UGI engines write squares). */
const ULTIMATE_WIN = 'c6 g8 a6 a9 b9 d8 b6 d9 c9 g9 c8 g6 c7 g1 a3 d7 b3 g7 c3'.split(' ');
/** Positions of a 3 × 3 grid, row by row from the top left. */
const NINE = PRESETS['tic-tac-toe'];

/** The row and column of a move (`board × 9 + cell`) on the 9 × 9 grid. */
const rowColumn = (move: number): [number, number] => {
  const board = Math.floor(move / 9);
  const cell = move % 9;
  return [Math.floor(board / 3) * 3 + Math.floor(cell / 3), (board % 3) * 3 + (cell % 3)];
};
/** The move of a square's name: files a–i from the left, ranks 1–9 from the bottom. */
const moveOf = (square: string): number => {
  const column = square.charCodeAt(0) - 97;
  const row = 9 - Number(square[1]);
  return (Math.floor(row / 3) * 3 + Math.floor(column / 3)) * 9 + (row % 3) * 3 + (column % 3);
};

/** A position of a 3 × 3 grid as it reads in a sentence of `language`: "top left", "centro". */
const place = (index: number, language: Language) =>
  cellLabel(index as CellIndex, NINE, CATALOGUES[language]).toLocaleLowerCase(CATALOGUES[language].locale);

/** A cell's expected accessible name: its mark first (what is seen), then its board and cell. */
function ultimateName(mark: 'X' | 'O' | null, move: number, language: Language = 'en'): string {
  const where = pageText(language, 'ultimate.where', {
    board: place(Math.floor(move / 9), language),
    cell: place(move % 9, language),
  });
  if (mark) return pageText(language, 'ultimate.cellMark', { mark, where });
  const name = pageText(language, 'ultimate.cellEmpty', { where });
  return name.charAt(0).toLocaleUpperCase(CATALOGUES[language].locale) + name.slice(1);
}

/** The game on the page, replayed in Node from the squares of its move list. */
async function ultimateGameOf(target: Page = page): Promise<UltimateState> {
  const moves = (await target.getAttribute('#moves', 'data-moves')) ?? '';
  return unwrap(ultimate.replay(moves ? moves.split(' ') : [], {}, PLAYERS));
}

/** What the page shows of each cell and each local board. */
async function ultimateBoard(target: Page = page) {
  return target.evaluate(() => ({
    cells: Array.from(document.querySelectorAll<HTMLButtonElement>('#ultimate-board button.cell')).map((cell) => ({
      move: Number(cell.dataset.move),
      mark: cell.dataset.mark ?? null,
      name: cell.getAttribute('aria-label'),
      disabled: cell.getAttribute('aria-disabled') === 'true',
    })),
    boards: Array.from(document.querySelectorAll<HTMLElement>('#ultimate-frame .local')).map((local) => ({
      result: local.dataset.result ?? null,
      forced: local.classList.contains('forced'),
      playable: local.classList.contains('playable'),
      win: local.classList.contains('win'),
      outline: getComputedStyle(local).outlineStyle,
      outlineWidth: Number.parseFloat(getComputedStyle(local).outlineWidth),
    })),
  }));
}

/**
 * Checks that the board shows `state`: the marks and names of the 81 cells, the cells that may be
 * played (the others aria-disabled), the board the player is sent to in a thick solid frame (a
 * dashed one around each open board on a free move), the closed boards with their results, the
 * winning line of boards.
 */
async function expectUltimateBoard(state: UltimateState, language: Language = 'en'): Promise<void> {
  const shown = await ultimateBoard();
  const cells = [...shown.cells].sort((a, b) => a.move - b.move);
  expect(cells.map((cell) => cell.mark)).toEqual(state.board);
  expect(cells.map((cell) => cell.name)).toEqual(state.board.map((mark, move) => ultimateName(mark, move, language)));
  const legal = new Set(
    ultimate.getLegalMoves(state, state.currentPlayerId ?? '').map((m) => m.data.board * 9 + m.data.cell),
  );
  expect(cells.filter((cell) => !cell.disabled).map((cell) => cell.move)).toEqual([...legal].sort((a, b) => a - b));
  const open = new Set([...legal].map((move) => Math.floor(move / 9)));
  expect(shown.boards.map((board) => board.playable)).toEqual(state.boards.map((_, board) => open.has(board)));
  expect(shown.boards.map((board) => board.forced)).toEqual(
    state.boards.map((_, board) => board === state.forcedBoard),
  );
  for (const [board, local] of shown.boards.entries()) {
    if (local.forced) expect([local.outline, local.outlineWidth >= 3]).toEqual(['solid', true]);
    else if (local.playable) expect(local.outline).toBe('dashed');
    else if (!local.win) expect(local.outline, `board ${board}`).toBe('none');
  }
  expect(shown.boards.map((board) => board.result)).toEqual(state.boards);
  const line = new Set(state.winningLine ?? []);
  expect(shown.boards.map((board) => board.win)).toEqual(state.boards.map((_, board) => line.has(board)));
}

/** A text as a regular expression that matches it. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where the game stands, in the words of `language`. */
function ultimateStatus(state: UltimateState, language: Language = 'en'): string {
  if (state.status === 'draw') return translate('status.draw', {}, CATALOGUES[language]);
  if (state.winner) {
    const boards = new Intl.ListFormat(CATALOGUES[language].locale, { type: 'conjunction' }).format(
      state.winningLine!.map((board) => place(board, language)),
    );
    return pageText(language, 'ultimate.wonLine', { mark: state.winner.symbol, boards });
  }
  const mark = state.currentPlayer!;
  return state.forcedBoard === null
    ? pageText(language, 'ultimate.toMoveAny', { mark })
    : pageText(language, 'ultimate.toMoveIn', { mark, board: place(state.forcedBoard, language) });
}

/** The sentence of a move just played, then where the game stands. */
function ultimatePlayed(before: UltimateState, after: UltimateState, square: string, language: Language = 'en') {
  const move = moveOf(square);
  const where = pageText(language, 'ultimate.where', {
    board: place(Math.floor(move / 9), language),
    cell: place(move % 9, language),
  });
  const played = pageText(language, 'status.played', { mark: before.currentPlayer!, cell: square, label: where });
  return `${played} ${ultimateStatus(after, language)}`;
}

describeInBrowser('the playground on Ultimate tic-tac-toe', () => {
  it('plays a game to a win by clicks: the boards to play in follow the rules, closed boards, the line', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, '?opponent=local&rules=ultimate');
    expect(await page.inputValue('#rules')).toBe('ultimate');
    expect(await page.isVisible('#board-frame')).toBe(false);
    expect(await page.locator('#ultimate-board button.cell').count()).toBe(81);
    expect(await page.getAttribute('#ultimate-board', 'role')).toBe('grid');
    expect(await page.locator('#ultimate-board [role="row"]').count()).toBe(9);
    // Two players on this device; the AI's controls are on (hints for the player to move), play by
    // link is not offered yet, and the link panel says so.
    for (const control of ['#opponent', '#side', '#think', '#coach', '#hint'])
      expect(await page.isDisabled(control), control).toBe(false);
    for (const control of ['#analyze', '#link-start', '#opponent option[value="link"]'])
      expect(await page.isDisabled(control), control).toBe(true);
    expect(await page.textContent('#opponent-note')).toBe(pageText('en', 'opponent.localNote'));
    expect(await page.textContent('#verdict')).toBe(pageText('en', 'ultimate.noLink'));

    let state = unwrap(ultimate.createInitialState({}, PLAYERS));
    expect(await page.textContent('#status')).toBe(ultimateStatus(state));
    await expectUltimateBoard(state);
    let freeMoves = 0;
    for (const square of ULTIMATE_WIN) {
      await page.click(`#ultimate-board button[data-square="${square}"]`);
      const next = unwrap(ultimate.applyMove(state, ultimateMove(square, state.currentPlayer!)));
      expect(await page.textContent('#status')).toBe(ultimatePlayed(state, next, square));
      state = next;
      await expectUltimateBoard(state);
      if (state.status === 'in-progress' && state.forcedBoard === null) freeMoves++;
    }
    // The game had free moves (sent to a closed board), closed boards, and ends on a line of boards.
    expect(freeMoves).toBeGreaterThan(0);
    expect(state.boards.filter((result) => result !== null).length).toBeGreaterThan(3);
    expect(state.winner?.symbol).toBe('X');
    expect(await page.getAttribute('#status', 'data-over')).toBe('true');
    expect(await page.getAttribute('#moves', 'data-moves')).toBe(ULTIMATE_WIN.join(' '));
    expect(await page.isVisible('#ultimate-frame .global-line')).toBe(true);
    expect(await page.textContent('#tally')).toBe(pageText('en', 'tally.local', { x: 1, o: 0, draws: 0 }));
    // Over: no cell plays, a click changes nothing.
    expect(await page.locator('#ultimate-board button.cell:not([aria-disabled])').count()).toBe(0);
    await page.click('#ultimate-board button[data-square="e5"]', { force: true });
    expect(await page.getAttribute('#moves', 'data-moves')).toBe(ULTIMATE_WIN.join(' '));

    // Undo takes the last move back (and the win off the tally), redo plays it again.
    await page.click('#undo');
    state = unwrap(ultimate.undo(state));
    await expectUltimateBoard(state);
    expect(await page.textContent('#status')).toBe(ultimateStatus(state));
    expect(await page.textContent('#tally')).toBe(pageText('en', 'tally.local', { x: 0, o: 0, draws: 0 }));
    await page.click('#redo');
    expect(await ultimateGameOf()).toMatchObject({ status: 'won', moveCount: ULTIMATE_WIN.length });
    expect(await page.textContent('#tally')).toBe(pageText('en', 'tally.local', { x: 1, o: 0, draws: 0 }));
    expect(await page.isDisabled('#redo')).toBe(true);
    // A new game: an empty board, X to move anywhere; the tally stays.
    await page.click('#restart');
    state = unwrap(ultimate.createInitialState({}, PLAYERS));
    await expectUltimateBoard(state);
    expect(await page.textContent('#status')).toBe(ultimateStatus(state));
    expect(await page.textContent('#tally')).toBe(pageText('en', 'tally.local', { x: 1, o: 0, draws: 0 }));
    expect(await page.isDisabled('#undo')).toBe(true);

    // Back to tic-tac-toe: the 3 × 3 board, and play by link offered again.
    await page.selectOption('#rules', 'tic-tac-toe');
    expect(await page.isVisible('#ultimate-frame')).toBe(false);
    expect(await page.locator('#board button.cell').count()).toBe(9);
    for (const control of ['#opponent', '#side', '#think', '#coach', '#hint', '#link-start'])
      expect(await page.isDisabled(control), control).toBe(false);
    expect(await page.isDisabled('#opponent option[value="link"]')).toBe(false);
    expect(await page.inputValue('#opponent')).toBe('local');
    const fresh = unwrap(engine.createInitialState(RULES['tic-tac-toe']!, PLAYERS));
    expect(await page.textContent('#status')).toBe(describeStatus(fresh));
  });

  it('plays by keyboard alone: one tab stop, arrows across the 81 cells, a move elsewhere refused aloud', async () => {
    await open(page, '?rules=ultimate&opponent=local');
    expect(await page.locator('#ultimate-board button[tabindex="0"]').count()).toBe(1);
    const focused = () =>
      page
        .evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.move ?? null)
        .then((move) => (move === null ? Number.NaN : Number(move)));
    for (let presses = 0; Number.isNaN(await focused()); presses++) {
      expect(presses).toBeLessThan(12);
      await page.keyboard.press('Tab');
    }
    expect(await focused()).toBe(40); // e5, the center of the center board
    const ring = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(ring).toBe('solid');
    // The arrows cross from one local board to the next; Home/End, Page Up/Down reach the edges.
    for (const [key, square] of [
      ['ArrowRight', 'f5'],
      ['ArrowRight', 'g5'],
      ['ArrowUp', 'g6'],
      ['ArrowUp', 'g7'],
      ['End', 'i7'],
      ['ArrowRight', 'i7'],
      ['Home', 'a7'],
      ['PageUp', 'a9'],
      ['ArrowUp', 'a9'],
      ['PageDown', 'a1'],
      ['Control+End', 'i1'],
      ['Control+Home', 'a9'],
    ] as const) {
      await page.keyboard.press(key);
      expect(await focused(), `${key} to ${square}`).toBe(moveOf(square));
    }
    expect(await page.locator('#ultimate-board button[tabindex="0"]').count()).toBe(1);

    /** Walks the focus to a square with the arrows. */
    const walkTo = async (square: string) => {
      const [toRow, toColumn] = rowColumn(moveOf(square));
      for (let steps = 0; ; steps++) {
        expect(steps).toBeLessThan(17);
        const [row, column] = rowColumn(await focused());
        if (row === toRow && column === toColumn) return;
        await page.keyboard.press(
          row < toRow ? 'ArrowDown' : row > toRow ? 'ArrowUp' : column < toColumn ? 'ArrowRight' : 'ArrowLeft',
        );
      }
    };
    let state = unwrap(ultimate.createInitialState({}, PLAYERS));
    for (const [ply, square] of ULTIMATE_WIN.entries()) {
      if (ply === 2) {
        // X is sent to the middle-left board (g8 is the middle-left cell of its board): a cell of
        // another board is marked aria-disabled, and Enter on it is refused aloud.
        expect(state.forcedBoard).toBe(3);
        const wrong = 'e5';
        await walkTo(wrong);
        expect(await page.getAttribute(`#ultimate-board button[data-square="${wrong}"]`, 'aria-disabled')).toBe('true');
        await page.keyboard.press('Enter');
        const refused = pageText('en', 'ultimate.refusedBoard', { mark: 'X', board: place(3, 'en') });
        expect(await page.textContent('#status')).toBe(`${refused} ${ultimateStatus(state)}`);
        expect(await ultimateGameOf()).toMatchObject({ moveCount: 2 });
        // A taken cell is refused in the library's words.
        await walkTo(ULTIMATE_WIN[0]!);
        await page.keyboard.press(' ');
        expect(await page.textContent('#status')).toMatch(/^Refused: /);
        expect(await ultimateGameOf()).toMatchObject({ moveCount: 2 });
      }
      await walkTo(square);
      await page.keyboard.press(ply % 2 === 0 ? 'Enter' : ' ');
      const next = unwrap(ultimate.applyMove(state, ultimateMove(square, state.currentPlayer!)));
      expect(await page.textContent('#status')).toBe(ultimatePlayed(state, next, square));
      state = next;
      expect(await page.getAttribute(`#ultimate-board button[data-square="${square}"]`, 'aria-label')).toBe(
        ultimateName(state.board[moveOf(square)]!, moveOf(square)),
      );
    }
    await expectUltimateBoard(state);
    expect(await page.getAttribute('#status', 'role')).toBe('status');
    expect(state.status).toBe('won');
  });

  it('switches language in place: the same game, its names, status and rules menu in Spanish and French', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, '?rules=ultimate&opponent=local&lang=en');
    const played = ULTIMATE_WIN.slice(0, 3);
    for (const square of played) await page.click(`#ultimate-board button[data-square="${square}"]`);
    const before = unwrap(ultimate.replay(played.slice(0, 2), {}, PLAYERS));
    const state = unwrap(ultimate.replay(played, {}, PLAYERS));
    for (const language of ['es', 'fr', 'en'] as const) {
      await page.selectOption('#lang', language);
      await page.waitForSelector(`html[lang="${CATALOGUES[language].locale}"]`);
      expect(await page.getAttribute('#moves', 'data-moves')).toBe(played.join(' '));
      expect(await page.inputValue('#rules')).toBe('ultimate');
      expect(await page.textContent('#rules option[value="ultimate"]')).toBe(pageText(language, 'rules.ultimate'));
      expect(await page.getAttribute('#ultimate-board', 'aria-label')).toBe(pageText(language, 'ultimate.board'));
      expect(await page.textContent('#status')).toBe(ultimatePlayed(before, state, played[2]!, language));
      expect(await page.textContent('#opponent-note')).toBe(pageText(language, 'opponent.localNote'));
      expect(await page.textContent('#verdict')).toBe(pageText(language, 'ultimate.noLink'));
      await expectUltimateBoard(state, language);
    }
  });

  it('passes axe-core mid-game and won, on a desktop and on a 360 px phone in Spanish and French', async () => {
    for (const [width, scheme, language] of [
      [1280, 'light', 'en'],
      [360, 'dark', 'es'],
      [360, 'light', 'fr'],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ colorScheme: scheme });
      await open(page, `?rules=ultimate&opponent=local&lang=${language}`);
      expect(await page.getAttribute('html', 'lang')).toBe(language);
      let state = unwrap(ultimate.createInitialState({}, PLAYERS));
      for (const [ply, square] of ULTIMATE_WIN.entries()) {
        await page.click(`#ultimate-board button[data-square="${square}"]`);
        state = unwrap(ultimate.applyMove(state, ultimateMove(square, state.currentPlayer!)));
        // Mid-game (closed boards and a free move), and at the end.
        if (ply === 12 || ply === ULTIMATE_WIN.length - 1) {
          expect(await page.textContent('#status')).toMatch(
            new RegExp(`${literally(ultimateStatus(state, language))}$`),
          );
          await expectUltimateBoard(state, language);
          expect(await scan(), `${language} at ${width} px, move ${ply + 1}`).toEqual([]);
        }
      }
      // The page never scrolls sideways; every cell is at least 24 × 24 px (WCAG 2.2's target
      // size), the board fitting the screen or scrolling in its own frame.
      const { scroll, smallest } = await page.evaluate(() => {
        const sizes = Array.from(document.querySelectorAll('#ultimate-board button.cell')).map((cell) =>
          cell.getBoundingClientRect(),
        );
        return {
          scroll: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          smallest: Math.min(...sizes.flatMap((size) => [size.width, size.height])),
        };
      });
      expect(scroll, `${language} at ${width} px`).toBe(0);
      expect(smallest, `${language} at ${width} px`).toBeGreaterThanOrEqual(24);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: 'light' });
  });
});

// ---------------------------------------------------------------------------------------------
// Ultimate against the AI: its moves, the heat map of a hint, the hint in words, the evaluation and
// its line, the analysis. The page's views are checked against the answers its worker gave (an
// estimate depends on the time a search had), and those answers against UltimateEngine and
// UltimateAI in Node.

/** A square of a move of Ultimate. */
const squareOf = (move: { data: { board: number; cell: number } }) => {
  const [row, column] = rowColumn(move.data.board * 9 + move.data.cell);
  return `${'abcdefghi'[column]}${9 - row}`;
};

/** The legal moves of a position, as squares, in order. */
const legalSquares = (state: UltimateState) =>
  ultimate
    .getLegalMoves(state, state.currentPlayerId ?? '')
    .map(squareOf)
    .sort();

/**
 * The short text of a heat-map cell for a ranked move, worked out here: a proven value by its
 * letter (and its distance when measured), an estimate as the mover's expected score in %, or
 * `~W`/`~L` when decisive.
 */
function ultimateLabel(
  { chance, proven, plies }: { chance: number; proven: 'win' | 'loss' | 'draw' | null; plies: number | null },
  language: Language = 'en',
): string {
  if (proven === 'draw') return pageText(language, 'heat.draw');
  if (proven) {
    if (plies === null) return pageText(language, proven === 'win' ? 'heat.winProven' : 'heat.lossProven');
    return pageText(language, proven === 'win' ? 'heat.win' : 'heat.loss', { moves: plies });
  }
  const score = 2 * chance - 1;
  if (Math.abs(score) >= DECISIVE) return pageText(language, score > 0 ? 'heat.winEstimated' : 'heat.lossEstimated');
  return new Intl.NumberFormat(CATALOGUES[language].locale).format(shareOf(score));
}

/** The evaluation's sentence and X's share of the bar, worked out here from the page's evaluation. */
function ultimateEvaluation(evaluation: UltimateEvaluation, mover: 'X' | 'O', language: Language = 'en') {
  const other = mover === 'X' ? 'O' : 'X';
  if (evaluation.proven) {
    const note = pageText(language, 'eval.proven');
    if (evaluation.proven === 'draw') {
      return { text: pageText(language, 'eval.sentence', { text: pageText(language, 'eval.draw'), note }), x: 50 };
    }
    const winner = evaluation.proven === 'win' ? mover : other;
    const text =
      evaluation.plies === null
        ? pageText(language, 'value.wins', { mark: winner })
        : pageText(language, 'eval.wins', { mark: winner, moves: evaluation.plies });
    return { text: pageText(language, 'eval.sentence', { text, note }), x: winner === 'X' ? 100 : 0 };
  }
  const score = 2 * evaluation.chance - 1;
  const key = gradeKey(score);
  const text = key === 'grade.even' ? pageText(language, 'eval.even') : pageText(language, key, { mark: mover });
  const note = pageText(language, 'eval.estimated', { mark: mover, share: shareOf(score) });
  return { text: pageText(language, 'eval.sentence', { text, note }), x: shareOf(mover === 'X' ? score : -score) };
}

/**
 * Checks the heat map, the hint's words, the evaluation and its line against the answers the page
 * was given, and those against the position in Node: the hint ranks every legal move; each move
 * the search reached is painted with its value, the others are blank; the hinted one is ringed.
 */
async function expectUltimateCoach(language: Language = 'en'): Promise<UltimateHint> {
  const state = await ultimateGameOf();
  const mover = state.currentPlayer!;
  const hint = await answered<UltimateHint>('hint');
  expect(hint.symbol).toBe(mover);
  expect(hint.moves.map((move) => move.square).sort()).toEqual(legalSquares(state));
  const shown = await page.$$eval('#ultimate-board button.cell[data-proven]', (cells) =>
    cells.map((cell) => ({
      square: (cell as HTMLElement).dataset.square!,
      label: cell.querySelector('.heat')?.textContent ?? null,
      proven: (cell as HTMLElement).dataset.proven,
      hinted: cell.classList.contains('hinted'),
      name: cell.getAttribute('aria-label') ?? '',
    })),
  );
  const reached = hint.moves.filter((move) => move.chance !== null);
  expect(shown.map((cell) => cell.square).sort()).toEqual(reached.map((move) => move.square).sort());
  const bySquare = new Map(shown.map((cell) => [cell.square, cell]));
  for (const move of reached) {
    const cell = bySquare.get(move.square)!;
    expect({ square: move.square, label: cell.label, proven: cell.proven, hinted: cell.hinted }).toEqual({
      square: move.square,
      label: ultimateLabel({ chance: move.chance!, proven: move.proven, plies: move.plies }, language),
      proven: String(move.proven !== null),
      hinted: move.square === hint.square,
    });
    // What the cell shows is part of its name, after where it is.
    expect(cell.name).toContain(`, ${cell.label}`);
  }
  expect(await page.locator('#ultimate-board button.hinted').count()).toBe(1);
  expect(await page.getAttribute('#ultimate-board button.hinted', 'data-square')).toBe(hint.square);
  expect(await page.textContent('#hint-text')).toBe(describeUltimateHint(hint, CATALOGUES[language]));
  const evaluation = await answered<UltimateEvaluation>('evaluate');
  const expected = ultimateEvaluation(evaluation, mover, language);
  expect(await page.textContent('#eval-text')).toBe(expected.text);
  expect(await page.getAttribute('#eval-bar', 'title')).toBe(
    pageText(language, 'eval.bar', { x: expected.x, o: 100 - expected.x }),
  );
  expect(await page.getAttribute('#eval-bar', 'data-proven')).toBe(String(evaluation.proven !== null));
  expect(await page.locator('#line li').allTextContents()).toEqual(
    evaluation.line.map((square, ply) => `${(ply % 2 === 0) === (mover === 'X') ? 'X' : 'O'}${square}`),
  );
  // The line is a line of play from this position.
  expect(
    unwrap(ultimate.replay([...state.history.map((entry) => entry.square), ...evaluation.line], {}, PLAYERS)),
  ).toBeTruthy();
  return hint;
}

/**
 * Checks the analysis chart against the analysis the page was given: one point per ply at X's
 * winning chance after it, one bar per ply, each move's verdict in the table, both accuracies.
 */
async function expectUltimateAnalysis(state: UltimateState): Promise<void> {
  await page.waitForSelector('#analysis-body svg.chance-chart');
  const analysis = await answered<UltimateGameAnalysis>('analyze');
  expect(analysis.moves.map((move) => move.square)).toEqual(state.history.map((entry) => entry.square));
  expect(await page.locator('#analysis-body .point').count()).toBe(state.history.length);
  expect(await page.locator('#analysis-body .bar').count()).toBe(state.history.length);
  const points = await page.$$eval('#analysis-body .point', (circles) =>
    circles.map((circle) => ({ cls: circle.getAttribute('class') ?? '', title: circle.textContent ?? '' })),
  );
  for (const [ply, move] of analysis.moves.entries()) {
    const forX = move.symbol === 'X' ? move.after : 1 - move.after;
    const share = shareOf(2 * forX - 1);
    expect(points[ply]!.cls).toContain(`bar-${move.classification}`);
    expect(points[ply]!.title).toBe(
      pageText('en', 'analysis.pointTitle', {
        ply: ply + 1,
        mark: move.symbol,
        cell: move.square,
        classification: move.classification,
        share,
      }),
    );
  }
  expect(await page.locator('#analysis-body tbody td:nth-child(3)').allTextContents()).toEqual(
    analysis.moves.map((move) => move.square),
  );
  expect(await page.locator('#analysis-body tbody td:nth-child(4)').allTextContents()).toEqual(
    analysis.moves.map((move) => move.classification),
  );
  expect(await page.locator('#analysis-body .accuracy-value').allTextContents()).toEqual(
    analysis.players.map((player) => `${player.accuracy}%`),
  );
  // The same game analyzed in Node: one record per ply, the same moves and players.
  const here = unwrap(new UltimateAI({ seed: 1 }).analyzeGame(state, { timeLimit: 1 }));
  expect(here.moves.map((move) => [move.ply, move.symbol, move.square])).toEqual(
    analysis.moves.map((move) => [move.ply, move.symbol, move.square]),
  );
}

describeInBrowser('the playground on Ultimate tic-tac-toe against the AI', () => {
  it('plays a game against the AI to the end: its moves legal, the board the engine’s, undo, the chart', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, '?rules=ultimate&opponent=2&think=100&seed=4&lang=en');
    expect(await page.textContent('#opponent-note')).toBe(describeDifficulty(2, undefined, 'ultimate'));
    // The levels are Ultimate's: its level 6 is the strongest, not perfect.
    expect(await page.textContent('#opponent option[value="6"]')).toContain(labelDifficulty(6, undefined, 'ultimate'));
    expect(await page.textContent('#status')).toBe(pageText('en', 'ultimate.yourMoveAny', { mark: 'X' }));
    let state = unwrap(ultimate.createInitialState({}, PLAYERS));
    for (let ply = 0; state.status === 'in-progress'; ply += 2) {
      expect(ply).toBeLessThan(81);
      // The person plays the first legal move of each position (in the order of the engine's moves).
      const mine = squareOf(ultimate.getLegalMoves(state, 'x')[0]!);
      await page.click(`#ultimate-board button[data-square="${mine}"]`);
      await idle();
      // The AI's reply is a legal move (the replay of the move list would fail otherwise).
      const shown = await ultimateGameOf();
      const after = unwrap(ultimate.applyMove(state, ultimateMove(mine, 'X')));
      expect(shown.history.slice(0, after.history.length).map((entry) => entry.square)).toEqual(
        after.history.map((entry) => entry.square),
      );
      expect(shown.history.length).toBe(
        after.status === 'in-progress' ? after.history.length + 1 : after.history.length,
      );
      state = shown;
      await expectUltimateBoard(state);
      if (state.status === 'in-progress' && state.history.length === after.history.length + 1) {
        const last = state.lastMove!;
        const aiMove = translate('status.ai-move', {
          mark: 'O',
          cell: last.square,
          label: pageText('en', 'ultimate.where', {
            board: place(last.board, 'en'),
            cell: place(last.cell, 'en'),
          }),
        });
        expect(await page.textContent('#status')).toMatch(new RegExp(`^${literally(aiMove)} `));
      }
      if (ply === 6) {
        // Undo takes back the AI's reply and the person's move together; redo plays both again.
        await page.click('#undo');
        const back = unwrap(ultimate.undo(unwrap(ultimate.undo(state))));
        await expectUltimateBoard(back);
        await page.click('#redo');
        await idle();
        expect(await ultimateGameOf()).toEqual(state);
      }
    }
    // Over: the verdict for this screen, then how; the analysis drawn at once.
    const verdict =
      state.winner === null ? '' : translate(state.winner.playerId === 'x' ? 'status.you-win' : 'status.ai-wins', {});
    expect(await page.textContent('#status')).toMatch(
      new RegExp(`${literally(`${verdict} ${ultimateStatus(state)}`.trim())}$`),
    );
    await idle();
    await expectUltimateAnalysis(state);

    // Playing O: the AI opens as X, with a legal move.
    await page.selectOption('#side', 'o');
    await idle();
    const opened = await ultimateGameOf();
    expect(opened.history.length).toBe(1);
    await expectUltimateBoard(opened);
    expect(await page.textContent('#tally')).toMatch(/^You \d+ · Draws \d+ · AI \d+$/);
    // A new game: the AI opens again.
    await page.click('#restart');
    await idle();
    expect((await ultimateGameOf()).history.length).toBe(1);
  });

  it('drops the AI answer to a position the game has left (undo while it thinks)', async () => {
    // Level 6 searches for the whole second it is given.
    await open(page, '?rules=ultimate&opponent=6&think=1000&lang=en');
    await page.click('#ultimate-board button[data-square="e5"]');
    await page.waitForSelector('#ultimate-frame[data-thinking="true"]');
    const center = pageText('en', 'ultimate.where', { board: place(4, 'en'), cell: place(4, 'en') });
    const played = pageText('en', 'status.youPlayed', { cell: 'e5', label: center });
    expect(await page.textContent('#status')).toBe(`${played} ${pageText('en', 'status.thinking', { mark: 'O' })}`);
    await page.click('#undo');
    expect(await page.getAttribute('#ultimate-frame', 'data-thinking')).toBe('false');
    expect(await page.getAttribute('#moves', 'data-moves')).toBe('');
    expect(await page.getAttribute('body', 'data-busy')).toBe('true');
    await idle();
    expect(await page.getAttribute('#moves', 'data-moves')).toBe('');
    expect(await page.textContent('#status')).toBe(pageText('en', 'ultimate.yourMoveAny', { mark: 'X' }));
  });

  it('shows a hint as a heat map over the legal moves, in words in each language, the evaluation', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, '?rules=ultimate&opponent=local&think=100&lang=en');
    // From the start: 81 legal moves, every one ranked.
    await askHint();
    await expectUltimateCoach();
    // A few moves in: a board to play in, its nine cells or fewer.
    for (const square of ULTIMATE_WIN.slice(0, 5)) await page.click(`#ultimate-board button[data-square="${square}"]`);
    expect(await page.locator('#ultimate-board button[data-proven]').count()).toBe(0);
    await askHint();
    const hint = await expectUltimateCoach();
    // The hint in the page's language, as describeUltimateHint says it with that catalogue.
    for (const language of ['es', 'fr', 'en'] as const) {
      await page.selectOption('#lang', language);
      await page.waitForSelector(`html[lang="${CATALOGUES[language].locale}"]`);
      expect(await page.textContent('#hint-text')).toBe(describeUltimateHint(hint, CATALOGUES[language]));
      await expectUltimateCoach(language);
    }
    // The analysis on demand, mid-game: one point per ply.
    await page.click('#analyze');
    await expectUltimateAnalysis(await ultimateGameOf());

    // One move from the end (X wins with c3): proven, and marked so on the cell and the bar.
    for (const square of ULTIMATE_WIN.slice(5, -1)) await page.click(`#ultimate-board button[data-square="${square}"]`);
    await askHint();
    const won = await expectUltimateCoach();
    expect([won.square, won.reason, won.proven]).toEqual(['c3', 'win', 'win']);
    expect(await page.getAttribute('#ultimate-board button[data-square="c3"]', 'data-proven')).toBe('true');
    expect(await page.getAttribute('#eval-bar', 'data-proven')).toBe('true');
  });

  it('passes axe-core with the heat map and the chart shown, on a desktop and a 360 px phone in Spanish', async () => {
    for (const [width, scheme, language] of [
      [1280, 'light', 'en'],
      [360, 'dark', 'es'],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ colorScheme: scheme });
      await open(page, `?rules=ultimate&opponent=3&think=100&seed=2&lang=${language}`);
      for (const square of ['e5', 'e4', 'e6']) {
        const state = await ultimateGameOf();
        const legal = legalSquares(state);
        await page.click(`#ultimate-board button[data-square="${legal.includes(square) ? square : legal[0]}"]`);
        await idle();
      }
      await askHint();
      await page.click('#analyze');
      await page.waitForSelector('#analysis-body svg.chance-chart');
      await page.click('#analysis-body summary');
      expect(await page.locator('#ultimate-board button[data-proven]').count()).toBeGreaterThan(0);
      expect(await scan(), `${language} at ${width} px`).toEqual([]);
      const scroll = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      const wide = await page.evaluate(() =>
        Array.from(document.querySelectorAll('body *'))
          .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
          .slice(0, 8)
          .map(
            (element) =>
              `${element.tagName}#${element.id}.${element.className} ${element.getBoundingClientRect().right}`,
          ),
      );
      expect(wide).toEqual([]);
      expect(scroll, `${language} at ${width} px`).toBe(0);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: 'light' });
  });
});
