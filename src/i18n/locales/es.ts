/**
 * The Spanish catalogue, imported apart from the rest of the library, so that apps that do not use
 * it do not ship it:
 *
 * ```ts
 * import { es } from 'tictactoe-engine/locales/es';
 * ```
 *
 * Neutral Spanish, with `tú`; the game is Ta-Te-Ti. A regional variant is a spread away:
 * `{ ...es, locale: 'es-AR', messages: { ...es.messages, 'hint.positional': 'Jugá en {cell}.' } }`.
 *
 * @module tictactoe-engine/locales/es
 * @packageDocumentation
 */
import type { Catalogue, Messages } from '../types.js';

/** Freezes a catalogue and everything in it. (Each locale has its own copy: a locale imports no code.) */
function frozen<T extends object>(value: T): T {
  for (const item of Object.values(value)) if (typeof item === 'object') frozen(item);
  return Object.freeze(value);
}

/**
 * Spanish (`es`), frozen. Pass it to any translation function of `tictactoe-engine`.
 *
 * @example
 * ```ts
 * import { TicTacToeEngine, describeStatus, unwrap } from 'tictactoe-engine';
 * import { es } from 'tictactoe-engine/locales/es';
 * const engine = new TicTacToeEngine();
 * const state = unwrap(engine.replay([4, 0, 2, 6, 3, 5, 8, 1, 7], {}, [{ id: 'ann' }, { id: 'bob' }]));
 * describeStatus(state, es); // 'Empate.'
 * ```
 */
export const es: Catalogue = /* @__PURE__ */ frozen({
  locale: 'es',
  name: 'Español',
  direction: 'ltr',
  lowercaseAfterColon: true,
  messages: {
    'mark.X': 'X',
    'mark.O': 'O',

    'game.tic-tac-toe': 'Ta-Te-Ti',
    'game.connect-four': 'Cuatro en línea',
    'game.gomoku': 'Gomoku',
    'game.k-in-a-row': '{inARow} en línea en {rows} × {columns}',
    'game.k-in-a-row-gravity': '{inARow} en línea en {rows} × {columns}, con gravedad',
    'game.misere': '{game}, versión inversa',
    'rules.place':
      'X y O se turnan para poner una marca en una casilla vacía de un tablero de {rows} × {columns}; empieza X.',
    'rules.drop':
      'X y O se turnan para dejar caer una marca en una columna de un tablero de {rows} × {columns}, donde cae' +
      ' hasta la casilla vacía más baja; empieza X.',
    'rules.win': 'Gana quien primero ponga {inARow} en línea, en horizontal, en vertical o en diagonal.',
    'rules.lose': 'Variante inversa: pierde quien ponga {inARow} en línea, en horizontal, en vertical o en diagonal.',
    'rules.draw': 'Si el tablero se llena sin ninguna línea, es empate.',

    'status.turn': 'Turno de {mark}.',
    'status.won': 'Gana {mark} con la {line}.',
    'status.won-misere': '{loser} completó la {line}, así que gana {mark}.',
    'status.won-other-board': 'Gana {mark} con la {line}.',
    'status.won-misere-other-board': '{loser} completó la {line}, así que gana {mark}.',
    'status.draw': 'Empate.',
    'status.you-win': '¡Ganaste!',
    'status.you-lose': 'Perdiste.',
    'status.ai-wins': 'Gana la IA.',
    'status.ai-move': 'La IA ({mark}) juega en {cell} ({label}).',

    'difficulty.1.name': 'Principiante',
    'difficulty.1.description': 'Juega al azar.',
    'difficulty.2.name': 'Fácil',
    'difficulty.2.description': 'Bloquea tus jugadas ganadoras; si no, juega al azar.',
    'difficulty.3.name': 'Intermedio',
    'difficulty.3.description': 'Aprovecha sus jugadas ganadoras y bloquea las tuyas; si no, juega al azar.',
    'difficulty.4.name': 'Difícil',
    'difficulty.4.description': 'Piensa dos o tres jugadas por adelantado.',
    'difficulty.5.name': 'Experto',
    'difficulty.5.description': 'Piensa cuatro o cinco jugadas por adelantado.',
    'difficulty.6.name': 'Perfecto',
    'difficulty.6.description': 'Juega a la perfección: nunca pierde.',
    'difficulty.ultimate.6.name': 'Máximo',
    'difficulty.ultimate.2.description':
      'Gana un tablero cuando puede; si no, bloquea los tuyos; si no, juega al azar.',
    'difficulty.ultimate.3.description':
      'Gana o bloquea tableros, y nunca te envía adonde ganes un tablero o la partida, ' +
      'ni te da una jugada libre, si puede evitarlo.',
    'difficulty.ultimate.4.description':
      'Mira tres jugadas adelante y valora cada tablero por las líneas de tableros que aún puede servir.',
    'difficulty.ultimate.5.description': 'Juega de cabeza unos miles de partidas (búsqueda en árbol de Monte Carlo).',
    'difficulty.ultimate.6.description':
      'Piensa todo el tiempo que se le da y resuelve el final con exactitud: el más fuerte, pero no perfecto.',

    'hint.win': 'Juega en {cell} para ganar.',
    'hint.block': 'Bloquea a {mark} en {cell}.',
    'hint.fork': 'Juega en {cell} para crear una doble amenaza: {mark} no podrá frenar las dos.',
    'hint.block-fork': 'Ocupa {cell} para impedir una doble amenaza de {mark}.',
    'hint.center': 'Ocupa el centro, {cell}.',
    'hint.opposite-corner': 'Ocupa {cell}, la esquina opuesta a la de {mark}.',
    'hint.empty-corner': 'Ocupa una esquina, {cell}.',
    'hint.empty-side': 'Ocupa una casilla lateral, {cell}.',
    'hint.only-move': 'Solo puedes jugar en {cell}.',
    'hint.delaying-a-loss': {
      one: 'Pierdes en {moves} jugada hagas lo que hagas: {cell} es la que más resiste.',
      other: 'Pierdes en {moves} jugadas hagas lo que hagas: {cell} es la que más resiste.',
    },
    'hint.mirror': 'Responde a {mark} en espejo respecto del centro: {cell}.',
    'hint.threat': 'Juega en {cell} para amenazar: {mark} tendrá que responder.',
    'hint.forced-win': {
      one: 'Juega en {cell}: victoria forzada en {moves} jugada.',
      other: 'Juega en {cell}: victoria forzada en {moves} jugadas.',
    },
    'hint.positional': 'Juega en {cell}.',
    'hint.best-chance': {
      one: 'Con juego perfecto pierdes en {moves} jugada, pero {cell} le da a {mark} más ocasiones de equivocarse.',
      other: 'Con juego perfecto pierdes en {moves} jugadas, pero {cell} le da a {mark} más ocasiones de equivocarse.',
    },
    'hint.message': '{reason} {result}',
    'hint.result.win': { one: '{mark} gana en {moves} jugada.', other: '{mark} gana en {moves} jugadas.' },
    'hint.result.draw': 'Con juego perfecto, termina en empate.',
    'hint.result.loss': {
      one: 'Pierdes en {moves} jugada hagas lo que hagas.',
      other: 'Pierdes en {moves} jugadas hagas lo que hagas.',
    },
    'hint.result.better': 'Estimación: {mark} está mejor.',
    'hint.result.even': 'Estimación: posición igualada.',
    'hint.result.slightly-better': 'Estimación: un poco mejor para ti.',
    'hint.result.slightly-worse': 'Estimación: un poco peor para ti.',
    'hint.result.better-for-you': 'Estimación: mejor para ti.',
    'hint.result.worse-for-you': 'Estimación: peor para ti.',
    'hint.result.winning': 'Estimación: vas ganando.',
    'hint.result.losing': 'Estimación: vas perdiendo.',
    'hint.win-board': 'Juega en {cell} para ganar el tablero {board}.',
    'hint.block-game': 'Juega en {cell} para impedir que {mark} gane el tablero {board}, que le daría la partida.',
    'hint.block-board': 'Juega en {cell} para impedir que {mark} gane el tablero {board}.',
    'hint.sacrifice': 'Juega en {cell}: cedes el tablero {board} a {mark} a cambio de una partida mejor en otro lugar.',
    'hint.free-move': 'Juega en {cell}: {mark} podrá jugar en cualquier tablero, pero cualquier otra jugada es peor.',
    'hint.result.proven-win': 'Con juego perfecto, {mark} gana.',
    'hint.result.proven-loss': 'Con juego perfecto, pierdes.',

    'outcome.win': { one: '{mark} gana en {moves} jugada', other: '{mark} gana en {moves} jugadas' },
    'outcome.draw': 'empate',
    'outcome.better': '{mark} está mejor (estimación)',
    'outcome.even': 'igualado (estimación)',
    'outcome.slightly-better': '{mark} está un poco mejor (estimación)',
    'outcome.winning': '{mark} va ganando (estimación)',

    'classification.best': 'mejor jugada',
    'classification.inaccuracy': 'imprecisión',
    'classification.mistake': 'error',
    'classification.blunder': 'error grave',
    'analysis.moves': { one: '{count} jugada', other: '{count} jugadas' },
    'analysis.best': { one: '{count} mejor jugada', other: '{count} mejores jugadas' },
    'analysis.inaccuracies': { one: '{count} imprecisión', other: '{count} imprecisiones' },
    'analysis.mistakes': { one: '{count} error', other: '{count} errores' },
    'analysis.blunders': { one: '{count} error grave', other: '{count} errores graves' },
    'analysis.accuracy': 'precisión del {accuracy}\u00a0%',
    'analysis.best-moves': { one: 'mejor jugada: {cells}', other: 'mejores jugadas: {cells}' },

    'cell.top-left': 'Arriba a la izquierda',
    'cell.top-center': 'Arriba en el centro',
    'cell.top-right': 'Arriba a la derecha',
    'cell.middle-left': 'En medio a la izquierda',
    'cell.center': 'Centro',
    'cell.middle-right': 'En medio a la derecha',
    'cell.bottom-left': 'Abajo a la izquierda',
    'cell.bottom-center': 'Abajo en el centro',
    'cell.bottom-right': 'Abajo a la derecha',
    'cell.at': 'Fila {row}, columna {column}',
    'line.top-row': 'fila de arriba',
    'line.middle-row': 'fila del medio',
    'line.bottom-row': 'fila de abajo',
    'line.left-column': 'columna de la izquierda',
    'line.center-column': 'columna del medio',
    'line.right-column': 'columna de la derecha',
    'line.top-left-diagonal': 'diagonal que baja de izquierda a derecha',
    'line.top-right-diagonal': 'diagonal que baja de derecha a izquierda',
    'line.row': 'fila {row}',
    'line.row-part': 'fila {row}, de {from} a {to}',
    'line.column': 'columna {letter}',
    'line.column-part': 'columna {letter}, de {from} a {to}',
    'line.diagonal': 'diagonal de {from} a {to}',
    'line.anti-diagonal': 'diagonal inversa de {from} a {to}',
    'line.cell': 'casilla {cell}',

    'error.INVALID_STATE': 'Este estado de partida no es válido.',
    'error.MALFORMED_MOVE': 'Esto no es una jugada.',
    'error.UNKNOWN_PLAYER': 'Este jugador no participa en la partida.',
    'error.GAME_OVER': 'La partida ya terminó.',
    'error.NOT_YOUR_TURN': 'No es tu turno.',
    'error.WRONG_SYMBOL': 'Esa no es tu marca.',
    'error.NOT_INTEGER': 'La fila o la columna no es un número entero.',
    'error.OUT_OF_RANGE': 'Esa casilla no está en el tablero.',
    'error.CELL_OCCUPIED': 'Esa casilla ya está ocupada.',
    'error.CELL_OCCUPIED.cell': 'La casilla {cell} ya está ocupada.',
    'error.FLOATING_CELL': 'Con gravedad, cada marca va a la casilla vacía más baja de su columna.',
    'error.FLOATING_CELL.cell':
      'La casilla {cell} tiene una casilla vacía debajo: con gravedad, cada marca va a la casilla vacía más baja' +
      ' de su columna.',
    'error.COLUMN_FULL': 'Esa columna está llena.',
    'error.WRONG_BOARD': 'Esa jugada no está en el tablero al que te envían.',
    'error.BOARD_CLOSED': 'Ese tablero está cerrado: ya está ganado o lleno.',
    'error.INVALID_PLAYERS': 'Una partida necesita dos jugadores, cada uno con su identificador.',
    'error.DUPLICATE_PLAYER': 'Los dos jugadores necesitan identificadores distintos.',
    'error.INVALID_SETTINGS': 'Con esta configuración no se puede jugar una partida.',
    'error.BAD_POSITION': 'Esto no es un tablero de esta partida: cada casilla debe tener X, O o estar vacía.',
    'error.BAD_MARK_COUNT': 'X debe tener tantas marcas como O, o una más.',
    'error.TWO_WINNERS': 'X y O no pueden tener línea a la vez.',
    'error.WINNER_NOT_LAST': 'Quien tiene la línea debe haber hecho la última jugada.',
    'error.PLAYED_ON_AFTER_WIN': 'La partida siguió después de completarse una línea.',
    'error.FLOATING_MARK': 'Con gravedad, ninguna marca puede tener una casilla vacía debajo.',
    'error.NO_MOVE_ORDER': 'Ningún orden de jugadas forma estas columnas.',
    'error.BAD_LAST_MOVE': 'La última jugada no tiene una marca del jugador que la hizo.',
    'error.NOTHING_TO_UNDO': 'No hay ninguna jugada para deshacer.',
    'error.PLY_OUT_OF_RANGE': 'Esa jugada no existe en esta partida.',
    'error.GAME_NOT_OVER': 'La partida todavía no terminó.',
    'error.INVALID_TALLY': 'Esto no es un marcador.',
    'error.INVALID_ARGUMENT': 'Un valor no es del tipo esperado.',
    'error.INVALID_OPTIONS': 'Las opciones no son válidas.',
    'error.BAD_NOTATION': 'Esto no es una lista de jugadas de este tablero.',
    'error.BAD_NOTATION.move': 'La jugada {move} no es una casilla de este tablero.',
    'error.MALFORMED_RECORD': 'Este registro de partida no es válido.',
    'error.MALFORMED_RECORD.field': 'Este registro de partida no es válido: el campo «{field}» es incorrecto.',
    'error.MALFORMED_CODE': 'Esto no es un código de partida.',
    'error.UNSUPPORTED_VERSION': 'Esta partida se guardó en un formato que esta versión no puede leer.',
    'error.ILLEGAL_SEQUENCE': 'Una jugada de esta partida no se puede hacer.',
    'error.ILLEGAL_SEQUENCE.move': 'La jugada {move} de esta partida no se puede hacer.',
    'error.BOARD_MISMATCH': 'El tablero del registro no coincide con sus jugadas.',
    'error.STATUS_MISMATCH': 'El resultado del registro no coincide con sus jugadas.',
    'error.INCOMPLETE_HISTORY':
      'Esta partida no tiene todas sus jugadas desde el principio, así que no se puede guardar.',
    'error.UNENCODABLE_FIELD': 'Un nombre o identificador es demasiado largo para un código, o no es texto válido.',
    'error.UNENCODABLE_FIELD.field': 'El campo «{field}» es demasiado largo para un código, o no es texto válido.',
    'error.CRYPTO_UNAVAILABLE': 'Las firmas necesitan Web Crypto, que no está disponible aquí.',
    'error.INVALID_KEY': 'La clave de firma no es válida.',
    'error.MISSING_SIGNATURE': 'Este código no está firmado.',
    'error.BAD_SIGNATURE': 'La firma no coincide: el código se modificó o se firmó con otra clave.',
    'error.WRONG_GAME': 'Este código es de otra partida.',
    'error.HISTORY_REWRITTEN': 'Se modificó o se deshizo una jugada ya hecha.',
    'error.HISTORY_REWRITTEN.move': 'Se modificó o se deshizo la jugada {move}.',
    'error.NOT_OPPONENT_MOVE': 'Una jugada nueva no es de tu rival.',
    'error.NOT_OPPONENT_MOVE.move': 'La jugada {move} es tuya: solo tu rival puede agregar jugadas.',
    'error.INVALID_DIFFICULTY': 'El nivel debe ser un número entero del 1 al 6.',
    'error.INVALID_TIME_LIMIT': 'El tiempo límite debe ser un número de milisegundos, 0 o más.',
    'error.NOTHING_TO_REDO': 'No hay ninguna jugada para rehacer.',
    'error.NO_MOVER': 'Esta partida no tiene una IA ni otro jugador que elija jugadas.',
    'error.MOVER_BUSY': 'Ya se está eligiendo una jugada.',
    'error.MOVER_FAILED': 'No se pudo elegir una jugada.',
    'error.MOVER_FAILED.cause': 'No se pudo elegir una jugada: {error}',
    'error.STALE_MOVE': 'La partida cambió mientras se elegía una jugada, así que esa jugada se descartó.',
    'error.INVALID_LISTENER': 'Esta función de escucha no se puede usar.',
    'error.at-move': 'Jugada {move}: {error}',
    'error.unknown': 'Error {code}.',
  } satisfies Messages,
});
