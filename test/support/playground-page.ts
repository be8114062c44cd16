// The playground's page for its browser tests (test/examples/playground*.test.ts): the static
// server and the browser, shared helpers, and the words of the page, worked out from its catalogues.
// The playground itself is built once for the whole run by the global setup (test/build.global-setup.ts).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import {
  PRESETS,
  TicTacToeEngine,
  cellLabel,
  describeHint,
  describeOutcome,
  describeStatus,
  en,
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
import { fr } from '../../src/i18n/locales/fr.js';
import { CHROMIUM, launch, root, serve, type StaticServer } from './browser.js';

export const engine = new TicTacToeEngine();
export const PLAYERS = [{ id: 'x' }, { id: 'o' }];
export const RULES: Record<string, Rules> = {
  'tic-tac-toe': PRESETS['tic-tac-toe'],
  misere: { ...PRESETS['tic-tac-toe'], variant: 'misere' },
  '4x4': PRESETS['4x4'],
  '5x5': PRESETS['5x5'],
  'connect-four': PRESETS['connect-four'],
  gomoku: PRESETS.gomoku,
};

export type Language = 'en' | 'es' | 'fr';
export const CATALOGUES: Record<Language, Catalogue> = { en, es, fr };
export type PageMessage = string | Readonly<Record<string, string>>;
/** The page's own strings in each language (examples/playground/lang/), plain modules that Node imports too. */
export const PAGE = Object.fromEntries(
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
export function pageText(language: Language, key: string, params: Record<string, string | number> = {}): string {
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

export let server: StaticServer | undefined;
export let url: string;
export let browser: { context: BrowserContext; close(): Promise<void> } | undefined;
export let page: Page;
export const problems: string[] = [];

/** Records every console error, page error and request that leaves the test server. */
export function watch(target: Page): Page {
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
export function recordAi(): void {
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
export async function answered<T>(type: 'hint' | 'evaluate' | 'analyze', target: Page = page): Promise<T> {
  const value = await target.evaluate((wanted) => {
    const log = (
      window as unknown as { __ai: { request?: { type: string }; answer: { ok: boolean; value: unknown } }[] }
    ).__ai;
    return log.filter((entry) => entry.request?.type === wanted && entry.answer.ok).at(-1)?.answer.value;
  }, type);
  if (value === undefined) throw new Error(`the page received no ${type}`);
  return value as T;
}

/** Serves the built playground and opens a browser for the file's tests, checking that no page logs a problem. */
export function usePage(): void {
  beforeAll(async () => {
    if (!CHROMIUM) return;
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
}

/** Opens the playground with a query string (the settings menus can be set by it). */
export async function open(target: Page, query = ''): Promise<void> {
  await target.goto(`${url}${query}`);
  await target.waitForSelector('html[data-ready="true"]');
}

/** Waits until the AI has answered everything asked (its move, a hint, an analysis). */
export async function idle(target: Page = page): Promise<void> {
  await target.waitForFunction(
    () =>
      document.body.dataset.busy !== 'true' &&
      Array.from(document.querySelectorAll('.board-frame')).every(
        (frame) => frame.getAttribute('data-thinking') !== 'true',
      ),
  );
}

/** The game on the page, replayed in Node from the move list it shows. */
export async function gameOf(target: Page, rules: Rules): Promise<GameState> {
  const moves = (await target.getAttribute('#moves', 'data-moves')) ?? '';
  return unwrap(engine.replay(moves ? unwrap(parseMoves(moves, rules)) : [], rules, PLAYERS));
}

/** Asks for a hint and waits for the heat map. */
export async function askHint(target: Page = page): Promise<void> {
  await target.click('#hint');
  await target.waitForSelector('#hint-text[data-ready="true"]');
}

/** An estimate at least this far from 0 is decisive: it may be shown as a win or a loss (`~W`, `~L`). */
export const DECISIVE = 0.9;

/**
 * The mover's expected score in % for an estimate, rounded half away from 50 (so the two sides'
 * shares add up to 100): 44 for −0.11.
 */
export const shareOf = (score: number): number => 50 + Math.sign(score) * Math.round(50 * Math.abs(score));

/** How an estimate is said, for the mover: `grade.*` by how far the score is from 0. */
export function gradeKey(score: number): string {
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
export function expectedLabel(outcome: Outcome, language: Language = 'en'): string {
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
export function expectedHeatName(
  cell: CellIndex,
  rules: Rules,
  outcome: Outcome,
  mover: 'X' | 'O',
  language: Language,
) {
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
export function englishValue(outcome: Outcome, mover: 'X' | 'O'): string {
  const shown = expectedLabel(outcome);
  if (outcome.proven) return `${shown}, ${describeOutcome(outcome)}`;
  const grade = pageText('en', gradeKey(outcome.score), { mark: mover });
  return `${Math.abs(outcome.score) >= DECISIVE ? shown : `${shareOf(outcome.score)}%`}, ${grade} (estimated)`;
}

/** The evaluation's sentence on the page, worked out here from the evaluation the page was given. */
export function expectedEvaluation(
  evaluation: PositionEvaluation,
  mover: 'X' | 'O',
  language: Language = 'en',
): string {
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
export function overText(state: GameState): string {
  if (!state.winner) return describeStatus(state);
  const verdict = translate(state.winner.playerId === 'x' ? 'status.you-win' : 'status.ai-wins', {});
  return `${verdict} ${describeStatus(state)}`;
}

/**
 * The accessible name of every cell of a 3×3 board in `language`: the library's cell labels,
 * marks and outcomes (the hint's heat map) in that language, in the page's sentences.
 */
export function cellNames(state: GameState, hint: Hint | null, language: Language): string[] {
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

export interface PaintedCell {
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
export async function painted(target: Page = page): Promise<PaintedCell[]> {
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
export function hueOf([r = 0, g = 0, b = 0]: number[]): 'win' | 'loss' | 'draw' {
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
export async function expectHeatMap(rules: Rules): Promise<Hint> {
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
export async function scan(target: Page = page): Promise<string[]> {
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

/**
 * Opens the page at `query` (with `&lang=`) on a 1280 px desktop in English, light, then on a
 * 360 px phone in Spanish, dark, whose words are longer, and runs `check` on each.
 */
export async function onDesktopAndPhone(query: string, check: (language: Language) => Promise<void>): Promise<void> {
  for (const [width, scheme, language] of [
    [1280, 'light', 'en'],
    [360, 'dark', 'es'],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.emulateMedia({ colorScheme: scheme });
    await open(page, `${query}&lang=${language}`);
    await check(language);
  }
}
