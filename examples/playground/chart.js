// The analysis of a game, for every game: X's winning chance after each move as an inline SVG line
// (one point per move, colored by its verdict), the value each move lost against the best play as
// bars, each player's accuracy, and the same data as a table for screen readers and for anyone who
// prefers numbers. Verdicts and counts are the library's words (`classification.*`, `analysis.*`),
// in the page's language. The page turns each game's analysis into a `ChartView` (main.js).
import { formatNumber, say, sayList, sayMark, t } from './strings.js';
import { shareOf, valueText } from './value.js';

/** @typedef {import('tictactoe-engine').Mark} Mark */
/** @typedef {import('tictactoe-engine').MoveClassification} MoveClassification */
/** @typedef {import('tictactoe-engine').PlayerAnalysis} PlayerAnalysis */
/** @typedef {import('./value.js').Value} Value */

/**
 * One move of an analysis, whatever the game: `before` and `after` are the mover's values (with
 * the best move, and with the move played).
 *
 * @typedef {object} ChartMove
 * @property {number} ply from 0
 * @property {Mark} symbol the mover's mark
 * @property {string} name the move as the move list writes it (`b2`, `e5`)
 * @property {MoveClassification} classification
 * @property {Value} before
 * @property {Value} after
 */

/**
 * An analysis to draw: its moves, and X's then O's record.
 *
 * @typedef {{ moves: readonly ChartMove[], players: readonly PlayerAnalysis[] }} ChartView
 */

const SVG = 'http://www.w3.org/2000/svg';
const HEIGHT = 160;
const PAD = { top: 10, right: 6, bottom: 22, left: 34 };

/**
 * Creates an SVG element with attributes.
 *
 * @param {string} name
 * @param {Record<string, string | number>} [attributes]
 * @param {string} [text]
 */
function svg(name, attributes = {}, text) {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  if (text !== undefined) element.textContent = text;
  return element;
}

/**
 * Creates an HTML element with a class and text.
 *
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} name
 * @param {string} [className]
 * @param {string} [text]
 * @returns {HTMLElementTagNameMap[K]}
 */
function html(name, className, text) {
  const element = document.createElement(name);
  if (className) element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

/**
 * The results a move lost: what the position was worth before, less what the move kept. A value's
 * score runs from −1 (a loss) to 1 (a win), a proven one by its sign: one result thrown away (a win
 * to a draw, a draw to a loss) is 1, whether the values were proven or not.
 *
 * @param {ChartMove} move
 */
export const lost = (move) => Math.max(0, move.before.score - move.after.score);

/**
 * X's expected score in % after a move (50 is even).
 *
 * @param {ChartMove} move
 */
const xShare = (move) => shareOf(move.symbol === 'X' ? move.after.score : -move.after.score);

/**
 * A player's counts in words: "5 best", "1 inaccuracy", "0 mistakes", "0 blunders".
 *
 * @param {PlayerAnalysis} player
 */
const countsOf = (player) => [
  say('analysis.best', { count: player.best }),
  say('analysis.inaccuracies', { count: player.inaccuracies }),
  say('analysis.mistakes', { count: player.mistakes }),
  say('analysis.blunders', { count: player.blunders }),
];

/**
 * Draws the analysis into `container`.
 *
 * @param {HTMLElement} container
 * @param {ChartView} analysis
 * @param {Partial<Record<Mark, string>>} who a word after each mark, such as "(you)"
 */
export function renderAnalysis(container, analysis, who) {
  // Drawn at the width it is shown, so that its text is the page's size.
  const WIDTH = Math.round(Math.min(720, Math.max(280, container.clientWidth || 320)));
  const [x, o] = analysis.players;
  if (!x || !o) return;
  const cards = html('div', 'accuracy');
  for (const player of [x, o]) {
    const card = html('div', `accuracy-card accuracy-${player.symbol.toLowerCase()}`);
    const mark = sayMark(player.symbol);
    const name = who[player.symbol] ? t('analysis.player', { mark, who: who[player.symbol] ?? '' }) : mark;
    const counts = html('ul', 'accuracy-counts');
    counts.append(...countsOf(player).map((count) => html('li', '', count)));
    card.append(
      html('p', 'accuracy-title', t('analysis.accuracyTitle', { player: name })),
      html('p', 'accuracy-value', t('analysis.accuracyValue', { accuracy: player.accuracy })),
      counts,
    );
    const meter = html('div', 'accuracy-meter');
    meter.setAttribute('aria-hidden', 'true');
    const fill = html('span', 'accuracy-meter-fill');
    fill.style.width = `${player.accuracy}%`;
    meter.append(fill);
    card.append(meter);
    cards.append(card);
  }

  const { chart, y, band, plotHeight } = frame({
    id: 'analysis',
    className: 'chart',
    width: WIDTH,
    title: t('analysis.chartTitle'),
    desc: t('analysis.chartDesc', {
      moves: say('analysis.moves', { count: analysis.moves.length }),
      x: sayList(countsOf(x)),
      o: sayList(countsOf(o)),
    }),
    // One result lost fills half the height; two (a win thrown into a loss), all of it.
    ticks: [0, 1, 2],
    top: 2,
    label: t('analysis.axis'),
    count: analysis.moves.length,
  });
  const every = Math.max(1, Math.ceil(22 / band));
  for (const move of analysis.moves) {
    const left = PAD.left + move.ply * band;
    const height = Math.max(3, PAD.top + plotHeight - y(lost(move)));
    const bar = svg('rect', {
      class: `bar bar-${move.classification} bar-${move.symbol.toLowerCase()}`,
      x: left + band * 0.15,
      y: PAD.top + plotHeight - height,
      width: Math.max(1, band * 0.7),
      height,
      rx: Math.min(3, band * 0.2),
    });
    bar.append(
      svg(
        'title',
        {},
        t('analysis.barTitle', {
          ply: move.ply + 1,
          mark: sayMark(move.symbol),
          cell: move.name,
          classification: say(`classification.${move.classification}`, {}),
          before: valueText(move.before),
          after: valueText(move.after),
        }),
      ),
    );
    chart.append(bar);
    if ((move.ply + 1) % every === 0 || move.ply === 0) {
      chart.append(
        svg(
          'text',
          { class: 'tick', x: left + band / 2, y: HEIGHT - 8, 'text-anchor': 'middle' },
          formatNumber(move.ply + 1),
        ),
      );
    }
  }

  const legend = html('ul', 'chart-legend');
  for (const name of /** @type {const} */ (['best', 'inaccuracy', 'mistake', 'blunder'])) {
    const item = html('li');
    const swatch = html('span', `swatch bar-${name}`);
    swatch.setAttribute('aria-hidden', 'true');
    item.append(swatch, document.createTextNode(say(`classification.${name}`, {})));
    legend.append(item);
  }

  const details = html('details', 'analysis-table');
  details.append(html('summary', '', t('analysis.table')));
  const table = html('table');
  table.append(html('caption', '', t('analysis.caption')));
  const head = html('tr');
  for (const key of /** @type {const} */ ([
    'analysis.col.move',
    'analysis.col.player',
    'analysis.col.cell',
    'analysis.col.class',
    'analysis.col.before',
    'analysis.col.after',
  ])) {
    const th = html('th', '', t(key));
    th.scope = 'col';
    head.append(th);
  }
  const thead = html('thead');
  thead.append(head);
  const tbody = html('tbody');
  for (const move of analysis.moves) {
    const row = html('tr');
    row.dataset.classification = move.classification;
    row.append(
      html('td', '', formatNumber(move.ply + 1)),
      html('td', '', sayMark(move.symbol)),
      html('td', '', move.name),
      html('td', '', say(`classification.${move.classification}`, {})),
      html('td', '', valueText(move.before)),
      html('td', '', valueText(move.after)),
    );
    tbody.append(row);
  }
  table.append(thead, tbody);
  details.append(table);

  container.replaceChildren(cards, chanceChart(analysis, WIDTH), chart, legend, details);
}

/**
 * X's winning chance after each move: a line from the start (50%), one point per move colored by
 * its verdict, each point titled.
 *
 * @param {ChartView} analysis
 * @param {number} width
 */
function chanceChart(analysis, width) {
  const last = analysis.moves.at(-1);
  const { chart, y, band } = frame({
    id: 'chance',
    className: 'chart chance-chart',
    width,
    title: t('analysis.chanceTitle'),
    desc: t('analysis.chanceDesc', {
      moves: say('analysis.moves', { count: analysis.moves.length }),
      share: last ? xShare(last) : 50,
    }),
    ticks: [0, 50, 100],
    top: 100,
    label: t('analysis.chanceAxis'),
    count: analysis.moves.length,
  });
  const xOf = (/** @type {number} */ ply) => PAD.left + (ply + 0.5) * band;
  const points = analysis.moves.map((move) => [xOf(move.ply), y(xShare(move))]);
  chart.append(
    svg('polyline', {
      class: 'chance-line',
      points: [[PAD.left, y(50)], ...points].map(([px, py]) => `${px},${py}`).join(' '),
    }),
  );
  const every = Math.max(1, Math.ceil(22 / band));
  for (const move of analysis.moves) {
    const point = svg('circle', {
      class: `point bar-${move.classification} point-${move.symbol.toLowerCase()}`,
      cx: xOf(move.ply),
      cy: y(xShare(move)),
      r: Math.max(2, Math.min(5, band * 0.3)),
    });
    point.append(
      svg(
        'title',
        {},
        t('analysis.pointTitle', {
          ply: move.ply + 1,
          mark: sayMark(move.symbol),
          cell: move.name,
          classification: say(`classification.${move.classification}`, {}),
          share: xShare(move),
        }),
      ),
    );
    chart.append(point);
    if ((move.ply + 1) % every === 0 || move.ply === 0) {
      chart.append(
        svg(
          'text',
          { class: 'tick', x: xOf(move.ply), y: HEIGHT - 8, 'text-anchor': 'middle' },
          formatNumber(move.ply + 1),
        ),
      );
    }
  }
  return chart;
}

/**
 * A chart's frame: its svg, titled and described for screen readers, with a grid line at each of
 * `ticks` (values from 0 to `top`) and the axis's label; and its scales for `count` moves: `y` of a
 * value, and the `band` of width each move takes.
 *
 * @param {{ id: string, className: string, width: number, title: string, desc: string,
 *   ticks: number[], top: number, label: string, count: number }} options
 */
function frame({ id, className, width, title, desc, ticks, top, label, count }) {
  const chart = svg('svg', {
    viewBox: `0 0 ${width} ${HEIGHT}`,
    role: 'img',
    'aria-labelledby': `${id}-title ${id}-desc`,
    class: className,
  });
  chart.append(svg('title', { id: `${id}-title` }, title), svg('desc', { id: `${id}-desc` }, desc));
  const plotWidth = width - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const y = (/** @type {number} */ value) => PAD.top + plotHeight * (1 - value / top);
  for (const value of ticks) {
    chart.append(
      svg('line', { class: 'grid-line', x1: PAD.left, x2: width - PAD.right, y1: y(value), y2: y(value) }),
      svg('text', { class: 'tick', x: PAD.left - 4, y: y(value) + 4, 'text-anchor': 'end' }, formatNumber(value)),
    );
  }
  chart.append(
    svg(
      'text',
      {
        class: 'axis-label',
        transform: `translate(10 ${PAD.top + plotHeight / 2}) rotate(-90)`,
        'text-anchor': 'middle',
      },
      label,
    ),
  );
  return { chart, y, band: plotWidth / Math.max(1, count), plotHeight };
}
