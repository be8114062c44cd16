// What the library produces (statuses of every 3×3 position and of games on other boards, hints,
// outcomes, errors of every code, labels of every cell and line), rendered in every shipped
// language: no placeholder is left unfilled, and the English agrees with the library's own words.
import { describe, expect, test } from 'vitest';
import { es } from '../../src/i18n/locales/es.js';
import { fr } from '../../src/i18n/locales/fr.js';
import {
  AI_DIFFICULTIES,
  MESSAGE_PARAMS,
  PRESETS,
  TicTacToeAI,
  TicTacToeEngine,
  TicTacToeError,
  cellLabel,
  cellName,
  describeDifficulty,
  describeError,
  describeHint,
  describeOutcome,
  describeRules,
  describeStatus,
  en,
  labelDifficulty,
  labelRules,
  lineLabel,
  loadRecord,
  placeMove,
  translate,
  unwrap,
  winningLines,
  type Catalogue,
  type CellIndex,
  type ErrorData,
  type GameState,
  type Hint,
  type MessageKey,
  type Rules,
  type Variant,
} from '../../src/index.js';
import { englishCellLabel } from '../../src/games/k-in-a-row/rules/cells.js';
import { englishLineLabel } from '../../src/games/k-in-a-row/rules/geometry.js';
import { ERROR_CASES } from '../support/error-cases.js';

const engine = new TicTacToeEngine();
const PLAYERS = [{ id: 'ann' }, { id: 'bob' }];
const CATALOGUES = [en, es, fr] as const;

/** Fails on text that is empty, or has a placeholder left or an `undefined`/`NaN` in it. */
function filled(text: string, what: string): string {
  expect(text, what).toMatch(/\S/);
  expect(text, what).not.toMatch(/[{}]|\bundefined\b|\bNaN\b|\bnull\b|\[object/);
  return text;
}

/** Every position of a 3×3 game reachable from the empty board, once each. */
function positions(variant: Variant): GameState[] {
  const start = unwrap(engine.createInitialState({ variant }, PLAYERS));
  const seen = new Map<string, GameState>([[start.board.join(), start]]);
  const queue = [start];
  for (let state = queue.pop(); state; state = queue.pop()) {
    if (state.status !== 'in-progress') continue;
    for (const move of engine.getLegalMoves(state, state.currentPlayerId!)) {
      const next = unwrap(engine.applyMove(state, move));
      const key = next.board.join();
      if (!seen.has(key)) {
        seen.set(key, next);
        queue.push(next);
      }
    }
  }
  return [...seen.values()];
}

const ALL = { standard: positions('standard'), misere: positions('misere') };
const RECORD = {
  version: 1,
  variant: 'standard',
  gameId: 'g',
  players: [
    { id: 'ann', symbol: 'X' },
    { id: 'bob', symbol: 'O' },
  ],
  moves: [4, 0],
};

/** The error of a failed result. */
function failed(result: { readonly ok: boolean; readonly error?: ErrorData }): ErrorData {
  if (!result.error) throw new Error('expected an error');
  return result.error;
}

describe('statuses', () => {
  test('every 3×3 position, both variants: English as the CLI says it, and every language filled', () => {
    expect(ALL.standard).toHaveLength(5478);
    // Checked once at the end: an expect per state would cost most of the test's time.
    const problems: string[] = [];
    for (const [variant, states] of Object.entries(ALL)) {
      for (const state of states) {
        const over = engine.isTerminal(state);
        const expected =
          over === null
            ? `${state.currentPlayer} to move.`
            : !over.line
              ? "It's a draw."
              : variant === 'misere'
                ? `${over.loser!.symbol} completed the ${lineLabel(over.line)}, so ${over.winner!.symbol} wins.`
                : `${over.winner!.symbol} wins with the ${lineLabel(over.line)}.`;
        if (describeStatus(state) !== expected) problems.push(`${describeStatus(state)} is not ${expected}`);
        for (const catalogue of [es, fr]) {
          const text = describeStatus(state, catalogue);
          if (!/^[^{}]+[.]$/.test(text)) problems.push(text);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test('Spanish and French name the line and the marks', () => {
    const won = unwrap(engine.replay([2, 0, 4, 1, 6], {}, PLAYERS));
    expect(describeStatus(won, es)).toBe('Gana X con la diagonal que baja de derecha a izquierda.');
    expect(describeStatus(won, fr)).toBe('X gagne avec la diagonale descendant vers la gauche.');
    const lost = unwrap(engine.replay([2, 0, 4, 1, 6], { variant: 'misere' }, PLAYERS));
    expect(describeStatus(lost, es)).toBe('X completó la diagonal que baja de derecha a izquierda, así que gana O.');
    expect(describeStatus(lost, fr)).toBe('X a complété la diagonale descendant vers la gauche, donc O gagne.');
    expect(describeStatus(unwrap(engine.replay([], {}, PLAYERS)), fr)).toBe('Au tour de X.');
    expect(describeStatus(JSON.parse(JSON.stringify(won)), es)).toBe(describeStatus(won, es));
  });

  test.each([
    ['connect-four', PRESETS['connect-four']],
    ['gomoku', PRESETS.gomoku],
    ['4×4 misère', { ...PRESETS['4x4'], variant: 'misere' }],
    ['1×5, one in a row', { rows: 1, columns: 5, inARow: 1 }],
    ['5×3, three in a row, gravity', { rows: 5, columns: 3, inARow: 3, gravity: true }],
  ] as const)('random games on %s: every status filled, in every language', (_, settings) => {
    const ai = new TicTacToeAI({ seed: 3 });
    for (let game = 0; game < 4; game++) {
      let state = unwrap(engine.createInitialState(settings, PLAYERS));
      for (;;) {
        for (const catalogue of CATALOGUES) filled(describeStatus(state, catalogue), catalogue.locale);
        if (state.status !== 'in-progress') break;
        state = unwrap(engine.applyMove(state, unwrap(ai.getMoveSync(state, 1, state.currentPlayerId!))));
      }
      const over = engine.isTerminal(state)!;
      if (over.line)
        expect(describeStatus(state)).toBe(
          state.rules.variant === 'misere'
            ? `${over.loser!.symbol} completed ${lineLabel(over.line)}, so ${over.winner!.symbol} wins.`
            : `${over.winner!.symbol} wins with ${lineLabel(over.line)}.`,
        );
    }
  });

  test.each([
    [
      '4×4',
      PRESETS['4x4'],
      [0, 4, 1, 5, 2, 6, 3],
      [
        ['X wins with Row 1.', 'Gana X con la fila 1.', 'X gagne avec la ligne 1.'],
        [
          'X completed Row 1, so O wins.',
          'X completó la fila 1, así que gana O.',
          'X a complété la ligne 1, donc O gagne.',
        ],
      ],
    ],
    [
      'Connect Four, a row',
      PRESETS['connect-four'],
      [35, 28, 36, 29, 37, 30, 38],
      [
        ['X wins with Row 6, a6 to d6.', 'Gana X con la fila 6, de a6 a d6.', 'X gagne avec la ligne 6, de a6 à d6.'],
        [
          'X completed Row 6, a6 to d6, so O wins.',
          'X completó la fila 6, de a6 a d6, así que gana O.',
          'X a complété la ligne 6, de a6 à d6, donc O gagne.',
        ],
      ],
    ],
    [
      'Connect Four, a column',
      PRESETS['connect-four'],
      [37, 38, 30, 31, 23, 24, 16],
      [
        [
          'X wins with Column c, c3 to c6.',
          'Gana X con la columna c, de c3 a c6.',
          'X gagne avec la colonne c, de c3 à c6.',
        ],
        [
          'X completed Column c, c3 to c6, so O wins.',
          'X completó la columna c, de c3 a c6, así que gana O.',
          'X a complété la colonne c, de c3 à c6, donc O gagne.',
        ],
      ],
    ],
    [
      'gomoku, a row',
      PRESETS.gomoku,
      [108, 123, 109, 124, 110, 125, 111, 126, 112],
      [
        ['X wins with Row 8, d8 to h8.', 'Gana X con la fila 8, de d8 a h8.', 'X gagne avec la ligne 8, de d8 à h8.'],
        [
          'X completed Row 8, d8 to h8, so O wins.',
          'X completó la fila 8, de d8 a h8, así que gana O.',
          'X a complété la ligne 8, de d8 à h8, donc O gagne.',
        ],
      ],
    ],
    [
      'gomoku, a diagonal',
      PRESETS.gomoku,
      [0, 1, 16, 2, 32, 3, 48, 4, 64],
      [
        [
          'X wins with Diagonal a1 to e5.',
          'Gana X con la diagonal de a1 a e5.',
          'X gagne avec la diagonale de a1 à e5.',
        ],
        [
          'X completed Diagonal a1 to e5, so O wins.',
          'X completó la diagonal de a1 a e5, así que gana O.',
          'X a complété la diagonale de a1 à e5, donc O gagne.',
        ],
      ],
    ],
  ] as const)('a win on %s, in every language, standard and misère', (_, rules, moves, [won, lost]) => {
    const say = (variant: Variant): string[] => {
      const state = unwrap(engine.replay(moves, { ...rules, variant }, PLAYERS));
      return CATALOGUES.map((catalogue) => describeStatus(state, catalogue));
    };
    expect(say('standard')).toEqual(won);
    expect(say('misere')).toEqual(lost);
  });
});

describe('cells and lines', () => {
  const SHAPES: readonly Pick<Rules, 'rows' | 'columns' | 'inARow'>[] = [
    PRESETS['tic-tac-toe'],
    PRESETS['connect-four'],
    PRESETS['4x4'],
    { rows: 3, columns: 5, inARow: 3 },
    { rows: 5, columns: 3, inARow: 2 },
    { rows: 1, columns: 1, inARow: 1 },
    { rows: 2, columns: 4, inARow: 1 },
    { rows: 19, columns: 19, inARow: 19 },
  ];

  test.each(SHAPES)('%j: in English, cellLabel and lineLabel say what the English-only labels say', (shape) => {
    for (let cell = 0; cell < shape.rows * shape.columns; cell++) {
      expect(cellLabel(cell, shape)).toBe(englishCellLabel(cell, shape));
      expect(cellLabel(cell, shape, en)).toBe(englishCellLabel(cell, shape));
    }
    for (const line of winningLines(shape)) {
      expect(lineLabel(line)).toBe(englishLineLabel(line));
      expect(lineLabel(line, en)).toBe(englishLineLabel(line));
    }
  });

  test.each(SHAPES)('%j: every label in Spanish and French is filled, and names are unique on a board', (shape) => {
    for (const catalogue of [es, fr]) {
      const cells = Array.from({ length: shape.rows * shape.columns }, (_, cell) =>
        filled(cellLabel(cell, shape, catalogue), catalogue.locale),
      );
      expect(new Set(cells).size).toBe(cells.length);
      const lines = winningLines(shape).map((line) => filled(lineLabel(line, catalogue), catalogue.locale));
      expect(new Set(lines).size).toBe(lines.length);
    }
  });

  test('a few labels', () => {
    const c4 = winningLines(PRESETS['connect-four']);
    expect(c4.map((line) => lineLabel(line, es)).filter((name) => name.includes('c3'))).toContain(
      'columna c, de c3 a c6',
    );
    expect(lineLabel(winningLines(PRESETS['4x4'])[0]!, fr)).toBe('ligne 1');
    expect(lineLabel(winningLines(PRESETS['4x4']).at(-1)!, fr)).toBe('diagonale inverse de d1 à a4');
    expect(cellLabel(4, undefined, es)).toBe('Centro');
    expect(cellLabel(0, PRESETS.gomoku, fr)).toBe('Ligne 1, colonne 1');
    expect(cellLabel(11, PRESETS['connect-four'], es)).toBe('Fila 2, columna 5');
  });
});

describe('hints and outcomes', () => {
  const ai = new TicTacToeAI({ seed: 1 });

  test('every open 3×3 position, both variants (some with an opponent model)', () => {
    const reasons = new Set<string>();
    // Problems are collected and checked once: an expect per hint would cost most of the test's time.
    const problems: string[] = [];
    const check = (ok: boolean, what: string): void => {
      if (!ok) problems.push(what);
    };
    const unfilled = /[{}]|\bundefined\b|\bNaN\b/;
    for (const states of Object.values(ALL)) {
      for (const [index, state] of states.entries()) {
        if (state.status !== 'in-progress') continue;
        const hints = [ai.getHint(state, state.currentPlayerId!)!];
        // An opponent model changes which perfect move is hinted (and costs more): a sample of positions.
        if (index % 16 === 0) hints.push(ai.getHint(state, state.currentPlayerId!, { opponent: 'random' })!);
        for (const hint of hints) {
          reasons.add(hint.reason);
          for (const { outcome } of hint.moves) check(describeOutcome(outcome) === outcome.message, outcome.message);
          const english = describeHint(hint);
          // The result sentence is the library's, and the cell is named.
          if (hint.outcome.result === 'win' && hint.reason !== 'forced-win')
            check(english.endsWith(` ${hint.outcome.message}.`), english);
          if (hint.outcome.result === 'draw') check(english.endsWith(' Draw with best play.'), english);
          for (const catalogue of CATALOGUES) {
            const text = describeHint(hint, catalogue);
            check(text.includes(cellName(hint.cell)) && !unfilled.test(text), text);
            check(!unfilled.test(describeOutcome(hint.outcome, catalogue)), hint.outcome.message);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    // Every reason of the 3×3 board shows up.
    expect([...reasons].sort()).toEqual(
      [
        'win',
        'block',
        'fork',
        'block-fork',
        'center',
        'opposite-corner',
        'empty-corner',
        'empty-side',
        'only-move',
        'delaying-a-loss',
        'mirror',
        // With an opponent model, in a lost position: the move most likely to save it.
        'best-chance',
      ].sort(),
    );
  });

  test.each([
    ['connect-four, proven and estimated', PRESETS['connect-four'], [38, 31, 37, 39]],
    ['4×4', PRESETS['4x4'], [5, 0, 6]],
    ['4×4, a threat to answer', PRESETS['4x4'], [0, 4, 1, 5]],
    ['5×5 misère', { ...PRESETS['5x5'], variant: 'misere' as const }, [12]],
    ['gomoku', PRESETS.gomoku, [112, 113, 97]],
  ])('hints on %s: filled in every language', (_, settings, moves) => {
    const state = unwrap(engine.replay(moves, settings, PLAYERS));
    const hint = ai.getHint(state, state.currentPlayerId!, { timeLimit: 20 })!;
    for (const ranked of hint.moves) expect(describeOutcome(ranked.outcome)).toBe(ranked.outcome.message);
    for (const catalogue of CATALOGUES) {
      filled(describeHint(hint, catalogue), hint.message);
      for (const ranked of hint.moves) filled(describeOutcome(ranked.outcome, catalogue), ranked.outcome.message);
    }
  });

  test('an estimate in words, graded and for the player hinted, in each language', () => {
    const gomoku = unwrap(engine.replay([112, 113], PRESETS.gomoku, PLAYERS));
    const hint = ai.getHint(gomoku, 'ann', { timeLimit: 0 })!;
    const estimated = (score: number): Hint => ({
      ...hint,
      reason: 'positional',
      cell: 97 as CellIndex,
      position: { row: 6, col: 7 },
      outcome: {
        ...hint.outcome,
        proven: false,
        score,
        result: Math.abs(score) < 0.1 ? 'draw' : score > 0 ? 'win' : 'loss',
        winner: Math.abs(score) < 0.1 ? null : score > 0 ? 'X' : 'O',
      },
    });
    const said = (score: number): string[] => CATALOGUES.map((catalogue) => describeHint(estimated(score), catalogue));
    expect(said(-0.11)).toEqual([
      'Play h7. Estimated: slightly worse for you.',
      'Juega en h7. Estimación: un poco peor para ti.',
      'Jouez h7. Estimation\u00a0: légèrement moins bon pour vous.',
    ]);
    expect(said(0.05)[0]).toBe('Play h7. Estimated: about even.');
    expect(said(0.34)[0]).toBe('Play h7. Estimated: slightly better for you.');
    expect(said(0.35)[0]).toBe('Play h7. Estimated: better for you.');
    expect(said(-0.6)[0]).toBe('Play h7. Estimated: worse for you.');
    expect(said(0.9)[0]).toBe('Play h7. Estimated: you are winning.');
    expect(said(-0.95)).toEqual([
      'Play h7. Estimated: you are losing.',
      'Juega en h7. Estimación: vas perdiendo.',
      'Jouez h7. Estimation\u00a0: vous êtes en train de perdre.',
    ]);
    expect(CATALOGUES.map((catalogue) => describeOutcome(estimated(-0.2).outcome, catalogue))).toEqual([
      'O is slightly better (estimated)',
      'O está un poco mejor (estimación)',
      'O a un léger avantage (estimation)',
    ]);
  });

  test('a lost position against an opponent model: the best chance, in each language', () => {
    // X a1, O b1, X a3: O loses with best play, but b2 gives random play the most chances to go wrong.
    const lost = unwrap(engine.replay([0, 1, 6], {}, PLAYERS));
    const hint = ai.getHint(lost, 'bob', { opponent: 'random' })!;
    expect([hint.reason, hint.cell]).toEqual(['best-chance', 4]);
    expect(hint.message).toBe(
      'You lose in 4 moves with best play, but b2 gives X the most chances to go wrong.' +
        ' b2 wins 66.7% of games against random play.',
    );
    expect(CATALOGUES.map((catalogue) => describeHint(hint, catalogue))).toEqual([
      'You lose in 4 moves with best play, but b2 gives X the most chances to go wrong.',
      'Con juego perfecto pierdes en 4 jugadas, pero b2 le da a X más ocasiones de equivocarse.',
      'Vous perdez en 4 coups avec un jeu parfait, mais b2 donne à X plus de chances de se tromper.',
    ]);
  });

  test('plurals: one move, several moves, in each language', () => {
    const won = unwrap(engine.replay([0, 3, 1, 4], {}, PLAYERS));
    const hint = ai.getHint(won, 'ann')!;
    expect(hint.outcome.moves).toBe(1);
    expect(describeHint(hint)).toBe('Play c1 to win. X wins in 1 move.');
    expect(describeHint(hint, es)).toBe('Juega en c1 para ganar. X gana en 1 jugada.');
    expect(describeHint(hint, fr)).toBe('Jouez c1 pour gagner. X gagne en 1 coup.');
    // X has two threats: O loses whatever it plays, in 2 moves (its own and X's).
    const lost = ai.getHint(unwrap(engine.replay([0, 1, 4, 8, 6], {}, PLAYERS)), 'bob')!;
    expect(lost.reason).toBe('delaying-a-loss');
    expect(describeHint(lost)).toMatch(/^You lose in 2 moves whatever you play: [a-c][1-3] holds out longest\.$/);
    expect(describeHint(lost, fr)).toMatch(/^Vous perdez en 2 coups quoi que vous jouiez\u00a0: [a-c][1-3] résiste/);
    expect(translate('hint.delaying-a-loss', { cell: 'a1', moves: 1 }, es)).toBe(
      'Pierdes en 1 jugada hagas lo que hagas: a1 es la que más resiste.',
    );
    expect(translate('analysis.mistakes', { count: 0 }, fr)).toBe('0 erreur');
    expect(translate('analysis.mistakes', { count: 0 }, es)).toBe('0 errores');
    expect(translate('analysis.mistakes', { count: 0 })).toBe('0 mistakes');
    expect(translate('analysis.mistakes', { count: 2 }, fr)).toBe('2 erreurs');
    expect(translate('analysis.accuracy', { accuracy: 87.5 }, fr)).toBe('précision de 87,5\u00a0%');
  });
});

describe('errors', () => {
  test('the cases cover every code with a key', () => {
    const codes = new Set(ERROR_CASES.map(({ error }) => error.code));
    const keyed = Object.keys(MESSAGE_PARAMS)
      .map((key) => /^error\.([A-Z_]+)$/.exec(key)?.[1])
      .filter(Boolean);
    expect([...keyed].filter((code) => !codes.has(code!))).toEqual([]);
  });

  /** The whole sentence, in English, Spanish and French, of each case of an error of one move of a list. */
  const WITH_MOVE: Readonly<Record<string, readonly [string, string, string]>> = {
    'MALFORMED_MOVE in a replay, with its move': [
      'Move 2: This is not a move.',
      'Jugada 2: esto no es una jugada.',
      'Coup 2\u00a0: ce n’est pas un coup.',
    ],
    'GAME_OVER in a replay, with its move': [
      'Move 6: The game is over.',
      'Jugada 6: la partida ya terminó.',
      'Coup 6\u00a0: la partie est terminée.',
    ],
    'CELL_OCCUPIED, with its cell': [
      'Move 2: b2 is already taken.',
      'Jugada 2: la casilla b2 ya está ocupada.',
      'Coup 2\u00a0: la case b2 est déjà prise.',
    ],
    'CELL_OCCUPIED, with its cell, no shape given': [
      'Move 2: That cell is already taken.',
      'Jugada 2: esa casilla ya está ocupada.',
      'Coup 2\u00a0: cette case est déjà prise.',
    ],
    'CELL_OCCUPIED on Connect Four': [
      'Move 3: d5 is already taken.',
      'Jugada 3: la casilla d5 ya está ocupada.',
      'Coup 3\u00a0: la case d5 est déjà prise.',
    ],
    'BAD_NOTATION, with its move': [
      'Move 2 is not a cell of this board.',
      'La jugada 2 no es una casilla de este tablero.',
      'Le coup 2 n’est pas une case de ce plateau.',
    ],
    'ILLEGAL_SEQUENCE, with its move, cell and cause': [
      'Move 2: b2 is already taken.',
      'Jugada 2: la casilla b2 ya está ocupada.',
      'Coup 2\u00a0: la case b2 est déjà prise.',
    ],
    'ILLEGAL_SEQUENCE of a game over': [
      'Move 6: The game is over.',
      'Jugada 6: la partida ya terminó.',
      'Coup 6\u00a0: la partie est terminée.',
    ],
    'HISTORY_REWRITTEN, with its move': [
      'Move 2 has been changed or taken back.',
      'Se modificó o se deshizo la jugada 2.',
      'Le coup 2 a été modifié ou repris.',
    ],
    'NOT_OPPONENT_MOVE, with its move': [
      'Move 3 is yours: only your opponent may add moves.',
      'La jugada 3 es tuya: solo tu rival puede agregar jugadas.',
      'Le coup 3 est le vôtre\u00a0: seul votre adversaire peut ajouter des coups.',
    ],
    'CELL_OCCUPIED in an analyzed move list, with its move and cell': [
      'Move 2: b2 is already taken.',
      'Jugada 2: la casilla b2 ya está ocupada.',
      'Coup 2\u00a0: la case b2 est déjà prise.',
    ],
  };

  test('every case of an error of one move of a list has its whole sentences', () => {
    const withPly = ERROR_CASES.filter(({ error }) => (error as { ply?: number }).ply !== undefined);
    expect(withPly.map(({ what }) => what).sort()).toEqual(Object.keys(WITH_MOVE).sort());
  });

  for (const { code, what, error, shape } of ERROR_CASES) {
    test(`${what}: a sentence in every language, with its cell and move`, () => {
      expect(error.code).toBe(code);
      const english = describeError(error, shape, en);
      expect(english).not.toBe(translate('error.unknown', { code: error.code }));
      for (const [index, catalogue] of CATALOGUES.entries()) {
        const text = filled(describeError(error, shape, catalogue), error.message);
        const { cell, ply, cause } = error as { cell?: number; ply?: number; cause?: unknown };
        const cellKey = `error.${typeof cause === 'string' ? cause : error.code}.cell` as MessageKey;
        if (cell !== undefined && cellKey in MESSAGE_PARAMS && shape) expect(text).toContain(cellName(cell, shape));
        // Without a shape, no cell is named: the sentence is that of the error without its cell.
        if (cell !== undefined && !shape)
          expect(text).toBe(describeError({ ...error, cell: undefined } as ErrorData, shape, catalogue));
        // The move's number is told, in its sentence (`b2` holds a 2 too: the whole sentence is compared).
        if (ply !== undefined) expect(text).toBe(WITH_MOVE[what]![index]);
      }
    });
  }

  test('an unknown code, a cell off the board and a junk field are left out, not shown wrongly', () => {
    expect(describeError({ code: 'MY_OWN', message: 'x' }, undefined, es)).toBe('Error MY_OWN.');
    expect(describeError({ code: 'CELL_OCCUPIED', message: 'x', cell: 40 } as never)).toBe(
      'That cell is already taken.',
    );
    expect(describeError({ code: 'CELL_OCCUPIED', message: 'x', cell: 40 } as never, PRESETS['connect-four'], fr)).toBe(
      'La case f6 est déjà prise.',
    );
    expect(describeError({ code: 'MALFORMED_RECORD', message: 'x', field: 7 } as never, undefined, es)).toBe(
      'Este registro de partida no es válido.',
    );
    expect(describeError({ code: 'GAME_OVER', message: 'x', ply: -1 } as never)).toBe('The game is over.');
    expect(describeError({ code: 'X'.repeat(1000), message: 'x' })).toBe(`Error ${'X'.repeat(40)}….`);
  });

  test('a long code or field is clipped at 40 characters, never inside a character: the text stays well-formed', () => {
    const wellFormed = (text: string): boolean => (text as unknown as { isWellFormed(): boolean }).isWellFormed();
    const emoji = '😀'.repeat(50);
    const code = describeError({ code: `${'X'.repeat(39)}${emoji}`, message: '' });
    expect(code).toBe(`Error ${'X'.repeat(39)}😀….`);
    expect(wellFormed(code)).toBe(true);
    const field = describeError(
      { code: 'MALFORMED_RECORD', message: '', field: `a${emoji}` } as ErrorData,
      undefined,
      fr,
    );
    expect(field).toBe(
      `Cet enregistrement de partie n’est pas valide\u00a0: le champ «\u00a0a${'😀'.repeat(39)}…\u00a0» est incorrect.`,
    );
    expect(wellFormed(field)).toBe(true);
    // Short text is kept whole; ill-formed text is quoted up to its first lone surrogate.
    expect(describeError({ code: '😀😀', message: '' })).toBe('Error 😀😀.');
    expect(describeError({ code: 'A\ud83dB', message: '' })).toBe('Error A….');
    expect(describeError({ code: '\ude00'.repeat(100), message: '' })).toBe('Error ….');
  });

  describe('on other boards: the cell is named on the shape given, and left out without one', () => {
    const fourByFour = failed(engine.replay([5, 5], PRESETS['4x4'], PLAYERS));
    const connectFour = failed(
      engine.applyMove(
        unwrap(engine.createInitialState(PRESETS['connect-four'], PLAYERS)),
        placeMove(3, 'X', PRESETS['connect-four']),
      ),
    );
    test.each([
      [
        '4×4, with its shape',
        fourByFour,
        PRESETS['4x4'],
        [
          'Move 2: b2 is already taken.',
          'Jugada 2: la casilla b2 ya está ocupada.',
          'Coup 2\u00a0: la case b2 est déjà prise.',
        ],
      ],
      [
        '4×4, without a shape',
        fourByFour,
        undefined,
        [
          'Move 2: That cell is already taken.',
          'Jugada 2: esa casilla ya está ocupada.',
          'Coup 2\u00a0: cette case est déjà prise.',
        ],
      ],
      [
        'Connect Four, with its shape',
        connectFour,
        PRESETS['connect-four'],
        [
          'd1 has an empty cell below it: with gravity, a mark goes in the lowest empty cell of its column.',
          'La casilla d1 tiene una casilla vacía debajo: con gravedad, cada marca va a la casilla vacía más baja' +
            ' de su columna.',
          'La case d1 a une case vide en dessous\u00a0: avec la gravité, une marque va dans la case vide la plus' +
            ' basse de sa colonne.',
        ],
      ],
      [
        'Connect Four, without a shape',
        connectFour,
        undefined,
        [
          'With gravity, a mark goes in the lowest empty cell of its column.',
          'Con gravedad, cada marca va a la casilla vacía más baja de su columna.',
          'Avec la gravité, une marque va dans la case vide la plus basse de sa colonne.',
        ],
      ],
    ] as const)('%s', (_, error, shape, expected) => {
      expect(CATALOGUES.map((catalogue) => describeError(error, shape, catalogue))).toEqual(expected);
    });
  });

  test.each(['at-move', 'unknown', 'CELL_OCCUPIED.cell', 'ILLEGAL_SEQUENCE.move', 'MOVER_FAILED.cause', 'game_over'])(
    'a code that is a message key but not a code, %s: an unknown code, as a code and as a cause',
    (code) => {
      expect(describeError({ code, message: '', cell: 4, ply: 1, field: 'f' } as ErrorData)).toBe(`Error ${code}.`);
      expect(describeError({ code, message: '' }, undefined, fr)).toBe(`Erreur ${code}.`);
      const sequence = { code: 'ILLEGAL_SEQUENCE', message: '', cause: code, cell: 4, ply: 1 };
      expect(describeError(sequence, PRESETS['tic-tac-toe'])).toBe('Move 2 of this game cannot be played.');
      const mover = { code: 'MOVER_FAILED', message: '', cause: { code, message: '' } };
      expect(describeError(mover, undefined, es)).toBe(`No se pudo elegir una jugada: error ${code}.`);
    },
  );

  test('a TicTacToeError (from unwrap): its cell, move, field and cause are read from its data', () => {
    const thrown = (f: () => unknown): TicTacToeError => {
      try {
        f();
      } catch (error) {
        if (error instanceof TicTacToeError) return error;
      }
      throw new Error('expected a TicTacToeError');
    };
    const replay = thrown(() => unwrap(engine.replay([4, 4], {}, PLAYERS)));
    expect(CATALOGUES.map((catalogue) => describeError(replay, PRESETS['tic-tac-toe'], catalogue))).toEqual([
      'Move 2: b2 is already taken.',
      'Jugada 2: la casilla b2 ya está ocupada.',
      'Coup 2\u00a0: la case b2 est déjà prise.',
    ]);
    const record = thrown(() => unwrap(loadRecord({ version: 1, variant: 'standard', players: [], moves: [] })));
    expect(describeError(record)).toBe(describeError(record.data!));
    expect(describeError(record)).toMatch(/^This is not a valid game record: .+ is wrong\.$/);
    const sequence = thrown(() => unwrap(loadRecord({ ...RECORD, moves: [0, 3, 1, 4, 2, 5] })));
    expect(describeError(sequence, PRESETS['tic-tac-toe'], es)).toBe('Jugada 6: la partida ya terminó.');
    // A mover that failed with a TicTacToeError: the cause's fields come from its data too.
    const cause = {
      code: 'MOVER_FAILED',
      message: 'x',
      cause: thrown(() => unwrap(engine.replay([4, 4], {}, PLAYERS))),
    };
    expect(describeError(cause, PRESETS['tic-tac-toe'])).toBe('No move could be chosen: b2 is already taken.');
  });

  test('a mover that failed with its own error: the cause is told too', () => {
    const error = { code: 'MOVER_FAILED', message: 'x', cause: { code: 'NOT_YOUR_TURN', message: 'y' } };
    expect(describeError(error)).toBe('No move could be chosen: It is not your turn.');
    expect(describeError(error, undefined, es)).toBe('No se pudo elegir una jugada: no es tu turno.');
    expect(describeError(error, undefined, fr)).toBe('Aucun coup n’a pu être choisi\u00a0: ce n’est pas votre tour.');
  });

  describe('a sentence after a colon: a small letter in Spanish and French, where its first word is a word', () => {
    const atMove = (code: string, fields: object = {}): ErrorData =>
      ({ code: 'ILLEGAL_SEQUENCE', message: '', cause: code, ply: 5, ...fields }) as ErrorData;
    const mover = (code: string): ErrorData =>
      ({ code: 'MOVER_FAILED', message: '', cause: { code, message: '' } }) as ErrorData;
    test.each([
      [
        'a move of a list',
        atMove('GAME_OVER'),
        ['Move 6: The game is over.', 'Jugada 6: la partida ya terminó.', 'Coup 6\u00a0: la partie est terminée.'],
      ],
      [
        'a cell name first',
        atMove('CELL_OCCUPIED', { cell: 4 }),
        [
          'Move 6: b2 is already taken.',
          'Jugada 6: la casilla b2 ya está ocupada.',
          'Coup 6\u00a0: la case b2 est déjà prise.',
        ],
      ],
      [
        'a mover that failed',
        mover('NOT_YOUR_TURN'),
        [
          'No move could be chosen: It is not your turn.',
          'No se pudo elegir una jugada: no es tu turno.',
          'Aucun coup n’a pu être choisi\u00a0: ce n’est pas votre tour.',
        ],
      ],
      [
        'a mark first',
        mover('BAD_MARK_COUNT'),
        [
          'No move could be chosen: X must have as many marks as O, or one more.',
          'No se pudo elegir una jugada: X debe tener tantas marcas como O, o una más.',
          'Aucun coup n’a pu être choisi\u00a0: X doit avoir autant de marques que O, ou une de plus.',
        ],
      ],
      [
        'an unknown code',
        mover('ROOM_FULL'),
        [
          'No move could be chosen: Error ROOM_FULL.',
          'No se pudo elegir una jugada: error ROOM_FULL.',
          'Aucun coup n’a pu être choisi\u00a0: erreur ROOM_FULL.',
        ],
      ],
    ] as const)('%s', (_, error, expected) => {
      expect(CATALOGUES.map((catalogue) => describeError(error, PRESETS['tic-tac-toe'], catalogue))).toEqual(expected);
    });

    test('a catalogue of your own chooses; an acronym, a symbol or a letter first stays', () => {
      const de = (lower: boolean, first: string): Catalogue => ({
        locale: 'de',
        name: 'Deutsch',
        direction: 'ltr',
        lowercaseAfterColon: lower,
        messages: { 'error.at-move': 'Zug {move}: {error}', 'error.GAME_OVER': first },
      });
      const say = (catalogue: Catalogue): string => describeError(atMove('GAME_OVER'), undefined, catalogue);
      expect(say(de(false, 'Das Spiel ist aus.'))).toBe('Zug 6: Das Spiel ist aus.');
      expect(say(de(true, 'Das Spiel ist aus.'))).toBe('Zug 6: das Spiel ist aus.');
      expect(say(de(true, 'KI gewinnt.'))).toBe('Zug 6: KI gewinnt.');
      expect(say(de(true, '✕ gewinnt.'))).toBe('Zug 6: ✕ gewinnt.');
      expect(say(de(true, 'O gewinnt.'))).toBe('Zug 6: O gewinnt.');
      expect(say(de(true, 'Ärger.'))).toBe('Zug 6: ärger.');
      expect(say(de(true, '𝐀bc.'))).toBe('Zug 6: 𝐀bc.');
    });
  });
});

describe('levels and rules', () => {
  test.each(CATALOGUES.map((c) => [c.locale, c] as const))('%s: six distinct names and descriptions', (_, c) => {
    const names = AI_DIFFICULTIES.map((level) => filled(labelDifficulty(level, c), String(level)));
    const descriptions = AI_DIFFICULTIES.map((level) => filled(describeDifficulty(level, c), String(level)));
    expect(new Set(names).size).toBe(6);
    expect(new Set(descriptions).size).toBe(6);
  });

  test.each(CATALOGUES.map((c) => [c.locale, c] as const))(
    "%s: Ultimate's levels, its own where they play otherwise (2–6), and no level 6 called perfect",
    (_, c) => {
      const names = AI_DIFFICULTIES.map((level) => filled(labelDifficulty(level, c, 'ultimate'), String(level)));
      const said = AI_DIFFICULTIES.map((level) => filled(describeDifficulty(level, c, 'ultimate'), String(level)));
      expect(new Set(names).size).toBe(6);
      expect(new Set(said).size).toBe(6);
      expect(names.slice(0, 5)).toEqual(AI_DIFFICULTIES.slice(0, 5).map((level) => labelDifficulty(level, c)));
      expect(names[5]).not.toBe(labelDifficulty(6, c));
      expect(said[0]).toBe(describeDifficulty(1, c));
      for (const level of [2, 3, 4, 5, 6] as const)
        expect(describeDifficulty(level, c, 'ultimate')).not.toBe(describeDifficulty(level, c));
      expect(describeDifficulty(3, c, 'k-in-a-row')).toBe(describeDifficulty(3, c));
    },
  );

  test('a game that is not one is INVALID_ARGUMENT', () => {
    for (const game of ['ultimate ', 'Ultimate', null, 7, {}])
      for (const f of [labelDifficulty, describeDifficulty])
        expect(() => f(2, undefined, game as never)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });

  const RULES: readonly [string, Partial<Rules>][] = [
    ...Object.entries(PRESETS).flatMap(([name, rules]): [string, Partial<Rules>][] => [
      [name, rules],
      [`${name} misère`, { ...rules, variant: 'misere' }],
    ]),
    ['1×1', { rows: 1, columns: 1, inARow: 1 }],
    ['7×6 gravity', { rows: 7, columns: 6, inARow: 4, gravity: true }],
    ['settings with defaults', {}],
  ];

  test.each(RULES)('%s: a name and instructions in every language', (_, rules) => {
    const names = CATALOGUES.map((catalogue) => filled(labelRules(rules as Rules, catalogue), catalogue.locale));
    for (const catalogue of CATALOGUES) filled(describeRules(rules as Rules, catalogue), catalogue.locale);
    if (rules.variant === 'misere') expect(names).toEqual(expect.arrayContaining([expect.stringMatching(/misère/)]));
  });

  describe('misère, with and without gravity: the name and the instructions, whole', () => {
    const PLACE = {
      en: 'X and O take turns placing a mark on an empty cell of a 3 × 3 board; X goes first.',
      es: 'X y O se turnan para poner una marca en una casilla vacía de un tablero de 3 × 3; empieza X.',
      fr: 'X et O placent à tour de rôle une marque sur une case vide d’un plateau de 3 × 3\u202f; X commence.',
    };
    const DROP = {
      en:
        'X and O take turns dropping a mark into a column of a 7 × 6 board, where it falls to the lowest empty cell;' +
        ' X goes first.',
      es:
        'X y O se turnan para dejar caer una marca en una columna de un tablero de 7 × 6, donde cae hasta la casilla' +
        ' vacía más baja; empieza X.',
      fr:
        'X et O lâchent à tour de rôle une marque dans une colonne d’un plateau de 7 × 6, où elle tombe jusqu’à la' +
        ' case vide la plus basse\u202f; X commence.',
    };
    const LOSE = {
      en: (k: number) => `Misère: whoever gets ${k} in a row, across, down or diagonally, loses.`,
      es: (k: number) =>
        `Variante inversa: pierde quien ponga ${k} en línea, en horizontal, en vertical o en diagonal.`,
      fr: (k: number) =>
        `Qui perd gagne\u00a0: celui qui aligne ${k} marques, horizontalement, verticalement ou en diagonale, perd.`,
    };
    const DRAW = {
      en: 'A full board without a line is a draw.',
      es: 'Si el tablero se llena sin ninguna línea, es empate.',
      fr: 'Si le plateau est plein sans aucun alignement, la partie est nulle.',
    };
    test.each([
      [
        'tic-tac-toe',
        { ...PRESETS['tic-tac-toe'], variant: 'misere' },
        ['Tic-tac-toe, misère', 'Ta-Te-Ti, versión inversa', 'Morpion, qui perd gagne'],
        PLACE,
        3,
      ],
      [
        'Connect Four',
        { ...PRESETS['connect-four'], variant: 'misere' },
        ['Connect Four, misère', 'Cuatro en línea, versión inversa', 'Puissance 4, qui perd gagne'],
        undefined,
        4,
      ],
      [
        '7 × 6 with gravity',
        { rows: 7, columns: 6, inARow: 4, gravity: true, variant: 'misere' },
        [
          '4 in a row on 7 × 6, with gravity, misère',
          '4 en línea en 7 × 6, con gravedad, versión inversa',
          '4 en ligne sur 7 × 6, avec gravité, qui perd gagne',
        ],
        DROP,
        4,
      ],
      [
        '5 × 5',
        { ...PRESETS['5x5'], variant: 'misere' },
        ['4 in a row on 5 × 5, misère', '4 en línea en 5 × 5, versión inversa', '4 en ligne sur 5 × 5, qui perd gagne'],
        undefined,
        4,
      ],
    ] as const)('%s', (_, rules, names, first, inARow) => {
      expect(CATALOGUES.map((catalogue) => labelRules(rules as Rules, catalogue))).toEqual(names);
      if (first)
        expect(CATALOGUES.map((catalogue) => describeRules(rules as Rules, catalogue))).toEqual(
          (['en', 'es', 'fr'] as const).map((l) => `${first[l]} ${LOSE[l](inARow)} ${DRAW[l]}`),
        );
    });
  });

  test('names', () => {
    expect(labelRules(PRESETS['tic-tac-toe'], es)).toBe('Ta-Te-Ti');
    expect(labelRules(PRESETS['connect-four'], fr)).toBe('Puissance 4');
    expect(labelRules({ ...PRESETS['tic-tac-toe'], variant: 'misere' }, fr)).toBe('Morpion, qui perd gagne');
    expect(labelRules(PRESETS['5x5'])).toBe('4 in a row on 5 × 5');
    expect(labelRules({ rows: 7, columns: 6, inARow: 4, gravity: true } as Rules, es)).toBe(
      '4 en línea en 7 × 6, con gravedad',
    );
    expect(describeRules({ rows: 1, columns: 1, inARow: 1 } as Rules, fr)).toContain(
      'Le premier à poser 1 marque gagne.',
    );
  });
});

describe('every key, in every language', () => {
  const sample = (name: string): string | number =>
    ['moves', 'count', 'inARow', 'move', 'row', 'column', 'rows', 'columns', 'accuracy'].includes(name)
      ? 2
      : `<${name}>`;

  test.each(CATALOGUES.map((c) => [c.locale, c] as const))('%s: translate fills every placeholder', (_, catalogue) => {
    for (const key of Object.keys(MESSAGE_PARAMS) as MessageKey[]) {
      const names = [...MESSAGE_PARAMS[key]] as string[];
      const params = Object.fromEntries(names.map((name) => [name, sample(name)]));
      for (const count of [0, 1, 2, 1_000_000]) {
        const text = filled(
          translate(
            key,
            Object.fromEntries(Object.entries(params).map(([k, v]) => [k, v === 2 ? count : v])) as never,
            catalogue as Catalogue,
          ),
          key,
        );
        for (const name of names) if (typeof sample(name) === 'string') expect(text, key).toContain(`<${name}>`);
      }
    }
  });
});
