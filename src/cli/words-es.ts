import { cellName } from 'tictactoe-engine';
import { es } from 'tictactoe-engine/locales/es';
import type { UsageProblem, ValuedFlag } from './args.js';
import { PRESET_NAMES } from './rules.js';
import { clip, lowerFirst, plural, table } from './text.js';
import {
  fromCatalogue,
  lastColumn,
  levelName,
  middle,
  numberIn,
  rulesLine,
  standing,
  winsOf,
  type Words,
} from './words.js';

/** El texto de `--help`. */
const USAGE = `Uso: tictactoe <comando> [opciones]
       (instalado como tictactoe y tictactoe-engine; sin instalarlo:
       npx tictactoe-engine <comando>)

Comandos:
  play                      jugar en la terminal, contra la IA o con alguien;
                            al terminar, otra partida, con el marcador
      --ai <1-6>              el nivel de la IA (por omisión 6: el más fuerte,
                              perfecto si el juego está resuelto, como en 3x3)
      --as <x|o>              tu marca (por omisión x: empiezas tú)
      --two-players           dos personas con el mismo teclado, sin IA
      --seed <n>              semilla de las elecciones al azar de la IA
  hint <posición|jugadas>   la mejor jugada, por qué, y todas las jugadas
                            ordenadas
  analyze <jugadas>         cada jugada de una partida frente al mejor juego
  stats                     todas las partidas de un tablero pequeño, contadas
                            y resueltas
  demo                      un paseo: torneo de la IA, una pista, un análisis

Reglas (play, hint, analyze, stats; por omisión: tic-tac-toe):
  --rules <nombre>          tic-tac-toe, connect-four, gomoku, 4x4, 5x5 o
                            ultimate
  --rows <n>  --columns <n>  --in-a-row <n>
                            filas, columnas y marcas en línea (sobre --rules)
  --gravity                 cada marca cae a la casilla libre más baja de su
                            columna
  --misere                  pierde quien completa una línea
  --time <ms>               (play, hint, analyze) cuánto puede pensar la IA en
                            tableros distintos de 3x3: por jugada; por omisión
                            1000 para play y hint, 250 por jugada para analyze

  Las casillas se nombran por la letra de la columna y el número de la fila:
  a1 es la de arriba a la izquierda, b2 el centro de 3x3. Una posición es un
  tablero como "X.O/.X./..O" (X, O, . para una casilla vacía; una / entre
  filas); las jugadas son nombres de casillas: "b2 a1 c3" (en tableros de
  hasta 10 casillas también cifras: "408", con 0 para a1). Con gravedad, en
  play se escribe la letra de una columna.

Tic-tac-toe Ultimate (--rules ultimate): nueve tableros en uno, para play,
  hint y analyze. Las casillas van de a1 (abajo a la izquierda) a i9, con e5
  en el centro; las jugadas son casillas ("e5 e4"); hint también acepta una
  posición ("9/9/9/9/4x4/9/9/9/9 O 1 e5"). Sus variantes:
  --won-boards <closed|open>
                            un tablero ganado no admite más marcas (closed,
                            por omisión) o las admite hasta llenarse
  --drawn-boards <nobody|both>
                            un tablero lleno sin línea no cuenta para nadie
                            (por omisión) o cuenta para los dos
  --tiebreak <none|most-boards>
                            sin línea de tableros: empate (none, por omisión)
                            o gana quien ganó más tableros

Opciones de todos los comandos:
  --json                    salida JSON para programas (play: un objeto por
                            línea); también los errores, como
                            {"error":{"code","message"}}; en inglés sea cual
                            sea el idioma
  --lang <código>           en, es o fr (por omisión: de LC_ALL, LC_MESSAGES o
                            LANG; si no, en)
  --help, -h                esta ayuda (también: tictactoe help)
  --version, -v             la versión de tictactoe-engine

Códigos de salida: 0 bien, 1 entrada incorrecta, 2 uso incorrecto.`;

/** Lo que admite cada opción con valor. */
const TAKES: Readonly<Record<ValuedFlag, string>> = {
  ai: 'un nivel del 1 al 6',
  as: 'x u o',
  seed: 'un número',
  rules: PRESET_NAMES.join(', '),
  rows: 'un número entero',
  columns: 'un número entero',
  'in-a-row': 'un número entero',
  'won-boards': 'closed u open',
  'drawn-boards': 'nobody o both',
  tiebreak: 'none o most-boards',
  time: 'un número entero de milisegundos',
  lang: 'en, es o fr (o una configuración regional como es_AR)',
};

const quote = (word: string): string => `«${clip(word)}»`;

function usageError(problem: UsageProblem): string {
  switch (problem.kind) {
    case 'twice':
      return `--${clip(problem.flag)} aparece dos veces`;
    case 'needs-value':
      return `--${problem.flag} necesita un valor`;
    case 'takes-no-value':
      return `--${clip(problem.flag)} no lleva ningún valor`;
    case 'unknown-option':
      return `opción desconocida: ${clip(problem.option)}`;
    case 'unknown-flag':
      return `${problem.command ?? 'tictactoe'} no tiene la opción --${clip(problem.flag)}`;
    case 'no-arguments':
      return `${problem.command} no lleva argumentos: sobra ${quote(problem.given)}`;
    case 'unknown-command':
      return `comando desconocido: ${quote(problem.given)}`;
    case 'no-command':
      return 'falta el comando';
    case 'two-players':
      return '--two-players no admite --ai, --as ni --seed';
    case 'needs-position':
      return `${problem.command} necesita una posición o una lista de jugadas`;
    case 'needs-moves':
      return `${problem.command} necesita una lista de jugadas`;
    case 'bad-value':
      return `--${problem.flag} admite ${TAKES[problem.flag]}, no ${quote(problem.given)}`;
    case 'bad-rules':
      return problem.flag === 'in-a-row'
        ? `reglas imposibles: --in-a-row va de 1 a ${problem.max} (el lado más largo), no ${problem.value}`
        : `reglas imposibles: --${problem.flag} va de 1 a ${problem.max}, no ${problem.value}`;
    case 'not-ultimate':
      return `--${problem.flag} no se aplica a --rules ultimate`;
    case 'ultimate-only':
      return `--${problem.flag} solo se aplica a --rules ultimate`;
  }
}

/** Lo que dice la CLI en español. */
export const spanish: Words = {
  ...fromCatalogue('es'),
  usage: USAGE,
  seeHelp: ' (ver tictactoe --help)',
  usageError,
  quote,
  commands: { hint: 'pista', undo: 'deshacer', quit: 'salir', help: 'ayuda' },
  colon: ': ',
  semicolon: '; ',
  afterColon: lowerFirst,
  intro(rules, level, human, perfect) {
    const who =
      level === null
        ? 'Dos jugadores: empieza X.'
        : `Juegas con ${human} contra la IA (nivel ${level}: ${levelName(level, perfect, es, 'el más fuerte')}).`;
    return [who, rulesLine(rules, es, 'Reglas: ')].filter(Boolean).join('\n');
  },
  help: (rules) =>
    `Escribe ${rules.gravity ? 'una columna (a, b …) o una casilla' : 'una casilla'}` +
    ` (${cellName(0, rules)} es la de arriba a la izquierda), o bien pista, deshacer o salir.`,
  toMove: (mark) => `Turno de ${mark}`,
  abandoned: 'Partida abandonada.',
  round: (round) => `Partida ${round}`,
  tally(tally, human) {
    const [a, b] = winsOf(tally, human);
    const { games, draws } = tally;
    const who = human === null ? `X ${a}, O ${b}` : `tú ${a}, la IA ${b}`;
    const after = `${games} ${plural('es', games, 'partida', 'partidas')}`;
    return `Marcador tras ${after}: ${who}, ${draws} ${plural('es', draws, 'empate', 'empates')}.`;
  },
  again: '¿Otra partida? (s/n)',
  yes: ['s', 'si', 'sí'],
  nothingToUndo: (againstAI) =>
    againstAI ? 'No hay nada que deshacer: todavía no jugaste.' : 'No hay nada que deshacer.',
  tookBack: (againstAI) =>
    againstAI ? 'Se deshicieron tu jugada y la respuesta de la IA.' : 'Se deshizo la última jugada.',
  offBoard: (word, rules) =>
    `${word} está fuera del tablero: las columnas van de la a a la ${lastColumn(rules)} y las filas del 1 al` +
    ` ${rules.rows}`,
  notACell(text, rules) {
    const name = `el nombre de una casilla, como ${middle(rules)}`;
    const what = rules.gravity ? `una letra de columna (a-${lastColumn(rules)}) o ${name}` : name;
    return `${quote(text)} no es una casilla: escribe ${what}`;
  },
  isABoard: (text) => `${quote(text)} es un tablero: escribe las jugadas de la partida, como «b2 a1 c3»`,
  gameOver: (state) =>
    `La partida terminó (${standing(state, '', 'empate', (mark) => `ganó ${mark}`)}):` +
    ' no hay ninguna jugada que sugerir.',
  result: (state) => `Resultado: ${standing(state, 'en curso', 'empate', (mark) => `gana ${mark}`)}`,
  boardTooLarge: ({ rows, columns }, max) =>
    `stats cuenta todas las partidas de tableros de hasta ${max} casillas, no de ${rows}×${columns}` +
    ` (${rows * columns} casillas)`,
  stats(f) {
    const n = numberIn('es');
    const value = { 'X wins': 'gana X', draw: 'empate', 'O wins': 'gana O' }[f.value];
    return table(
      [
        ['Partidas', `${n(f.games)} (gana X ${n(f.xWins)}, gana O ${n(f.oWins)}, empates ${n(f.draws)})`],
        ['Estados', `${n(f.states)} en el árbol del juego, contados en ${n(f.countMs)} ms`],
        ['Posiciones', `${n(f.positions)} (${n(f.openPositions)} abiertas, ${n(f.finishedPositions)} terminadas)`],
        ['Valor', `${value} con juego perfecto`],
        ...(f.solveMs === undefined
          ? []
          : ([
              [
                'Resuelto',
                `todas las posiciones abiertas en ${n(f.solveMs)} ms` +
                  ` (${n(f.solverEntries!)} entradas del solucionador)`,
              ],
            ] as const)),
      ],
      ':',
    );
  },
  demo: {
    matches: '1. Un breve torneo de la IA contra sí misma, entre niveles (10 partidas por pareja, alternando X y O)\n',
    pairing: (a, b, winsA, winsB, draws) =>
      `   nivel ${a} contra nivel ${b}: ${winsA} - ${winsB}, ${draws} ${plural('es', draws, 'empate', 'empates')}`,
    perfect: (moves) => `\n   nivel 6 contra nivel 6: ${moves}\n`,
    end: (state) =>
      `   ${standing(state, '', 'Empate, como siempre con juego perfecto.', (mark) => `Gana ${mark}.`)}\n`,
    hint: '2. Una pista sobre una posición real: juega O en X../.O./..X (X prepara una doble amenaza)\n',
    analysis: '3. El análisis de una partida con un error: b2 b1 a1 c3 a3 c1 a2\n',
    closing: '\nJuega tú: npx tictactoe-engine play   (agrega --rules connect-four para otro juego)',
  },
  ultimate: {
    intro(rules, level, human) {
      const switches = [
        rules.wonBoards === 'open' ? 'un tablero ganado admite marcas hasta llenarse' : '',
        rules.drawnBoards === 'both' ? 'un tablero empatado cuenta para los dos' : '',
        rules.tiebreak === 'most-boards' ? 'sin línea de tableros, gana quien ganó más tableros' : '',
      ].filter(Boolean);
      const line = switches.length > 0 ? `\nReglas: ${switches.join('; ')}.` : '';
      const who =
        level === null
          ? 'dos jugadores: empieza X.'
          : `juegas con ${human} contra la IA (nivel ${level}${level === 6 ? ': el más fuerte' : ''}).`;
      return `Tic-tac-toe Ultimate, ${who}${line}`;
    },
    aiMove: (mark, square) => `${mark} juega ${square}.`,
    help:
      'Escribe una casilla, de a1 (abajo a la izquierda) a i9 (arriba a la derecha), con e5 en el centro;' +
      ' o bien deshacer o salir.',
    where: (mark, board) =>
      board === null
        ? `${mark} puede jugar en cualquier tablero abierto.`
        : `${mark} juega en el tablero ${board} (enmarcado con #).`,
    wrongBoard: (mark, board) => `${mark} debe jugar en el tablero ${board}`,
    boardClosed: (board) => `El tablero ${board} está cerrado: ya está ganado o lleno`,
    occupied: (square, mark) => `${square} ya está ocupada por ${mark}`,
    notASquare: (text) => `${quote(text)} no es una casilla: escribe una casilla como e5`,
    offBoard: (word) => `${clip(word)} está fuera del tablero: las columnas van de la a a la i, las filas del 1 al 9`,
    result(winner, line, won) {
      if (winner === null) return 'Empate.';
      if (line !== null) return `Gana ${winner} con tres tableros en línea: ${line.join(', ')}.`;
      const loser = winner === 'X' ? 'O' : 'X';
      return `Gana ${winner} por tableros ganados, ${won[winner]} a ${won[loser]}.`;
    },
  },
};
