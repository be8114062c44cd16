import {
  cellName,
  describeError,
  describeHint,
  labelDifficulty,
  labelRules,
  translate,
  type AIDifficulty,
  type Catalogue,
  type ErrorData,
  type GameState,
  type Hint,
  type Mark,
  type Rules,
} from 'tictactoe-engine';
import { clip } from './args.js';
import { CATALOGUES, type Language } from './language.js';
import { isTicTacToe } from './rules.js';

/** French typography: a no-break space before `:`, a narrow one before `;`, `!` and `?`, and inside « ». */
const NBSP = '\u00a0';
const NNBSP = '\u202f';

/**
 * What the CLI says in one language: the library's sentences from its catalogue (statuses, the AI's
 * moves, errors, hints, outcomes, classifications, levels), and the CLI's own lines. English keeps
 * the library's own messages for errors and hints: they say more (the lines and threats concerned).
 * The usage text, usage errors and `stats` are English in every language.
 */
export interface Words {
  readonly language: Language;
  readonly catalogue: Catalogue;
  /** The words typed at the prompt in this language, besides the English ones (always understood). */
  readonly commands: { readonly hint: string; readonly undo: string; readonly quit: string; readonly help: string };
  /** Between a label and what it introduces: `': '` (French: a no-break space before the colon). */
  readonly colon: string;
  /** Between the parts of a list of lists: `'; '`. */
  readonly semicolon: string;
  /** A sentence as it reads after {@link Words.colon}: with a small first letter in Spanish and French. */
  afterColon(sentence: string): string;
  /**
   * The first lines of `play`: who plays whom, and the rules when they are not tic-tac-toe's.
   * `perfect`: level 6 plays these rules perfectly (the game is proven), else it is only the strongest level.
   */
  intro(rules: Rules, level: AIDifficulty | null, human: Mark, perfect: boolean): string;
  /** How to play a move, at the start of `play` and on `help`. */
  help(rules: Rules): string;
  /** The prompt, without its `> `: `X to move`. */
  toMove(mark: Mark): string;
  readonly abandoned: string;
  nothingToUndo(againstAI: boolean): string;
  tookBack(againstAI: boolean): string;
  /** A cell name or column letter beyond the board (`the columns are a to c, the rows 1 to 3`). */
  offBoard(word: string, rules: Rules): string;
  /** Something typed that is not a cell, and what to type instead. */
  notACell(text: string, rules: Rules): string;
  /** A board given where a move list is needed. */
  isABoard(text: string): string;
  /** A library error, for a line of its own (no end punctuation needed). */
  error(error: ErrorData, rules: Rules): string;
  /** A hint, in a sentence or two. */
  hint(hint: Hint): string;
  /** Why `hint` has nothing to say about a finished game. */
  gameOver(state: GameState): string;
  /** The result line of `analyze`. */
  result(state: GameState): string;
  readonly demo: DemoWords;
}

/** The demo's own lines. */
export interface DemoWords {
  readonly matches: string;
  pairing(a: number, b: number, winsA: number, winsB: number, draws: number): string;
  perfect(moves: string): string;
  end(state: GameState): string;
  readonly hint: string;
  readonly analysis: string;
  readonly closing: string;
}

/** The last column letter of a board. */
const lastColumn = ({ columns }: Rules): string => String.fromCharCode(96 + columns);

/** The cell in the middle of a board, as an example of a cell name. */
const middle = (rules: Rules): string =>
  `${String.fromCharCode(96 + Math.ceil(rules.columns / 2))}${Math.ceil(rules.rows / 2)}`;

const winnerOf = (state: GameState): Mark => state.winner!.symbol;

/** How a game stands, in words: `playing` while it goes on, `draw`, or `won` of its winner. */
const standing = (state: GameState, playing: string, draw: string, won: (mark: Mark) => string): string =>
  state.status === 'in-progress' ? playing : state.status === 'draw' ? draw : won(winnerOf(state));

/** Selects by the plural rules of `locale`: `one` or `other`. */
const plural = (locale: string, n: number, one: string, other: string): string =>
  new Intl.PluralRules(locale).select(n) === 'one' ? one : other;

/**
 * A sentence with a small first letter, as Spanish and French write it after a colon: only a
 * capitalized first word is lowered (`Bloquea` → `bloquea`), so that a mark (`X`) or a cell name
 * stays as it is (the library's describeError does the same for the sentences it nests).
 */
const lowerFirst = (sentence: string): string =>
  sentence.replace(/^\p{Lu}(?=\p{Ll})/u, (letter) => letter.toLowerCase());

/** The parts every language shares: the library's sentences from the catalogue. */
function fromCatalogue(language: Language): Pick<Words, 'language' | 'catalogue' | 'error' | 'hint'> {
  const catalogue = CATALOGUES[language];
  return {
    language,
    catalogue,
    error: (error, rules) => describeError(error, rules, catalogue),
    hint: (hint) => describeHint(hint, catalogue),
  };
}

/** The rules of a game other than tic-tac-toe's, by its name, and misère explained on a line of its own. */
function rulesLine(rules: Rules, catalogue: Catalogue, label: string): string {
  const standard = rules.variant === 'standard';
  if (isTicTacToe(rules) && standard) return '';
  const lose = standard ? '' : `\n${translate('rules.lose', { inARow: rules.inARow }, catalogue)}`;
  return `${label}${labelRules(rules, catalogue)}.${lose}`;
}

/** The name of an AI level in the play intro: the catalogue's, but level 6 is perfect only where the game is proven. */
const levelName = (level: AIDifficulty, perfect: boolean, catalogue: Catalogue, strongest: string): string =>
  level === 6 && !perfect ? strongest : labelDifficulty(level, catalogue);

const english: Words = {
  ...fromCatalogue('en'),
  // The library's English messages say more than the catalogue's sentences (which cell holds
  // what, which line); the words "Illegal move: " are the CLI's ✗.
  error: ({ message, ...error }) => {
    const reason = message.replace(/^Illegal move: /, '');
    const ply = (error as { ply?: number }).ply;
    return ply !== undefined && reason !== message ? `move ${ply + 1}: ${reason}` : reason;
  },
  hint: (hint) => hint.message,
  commands: { hint: 'hint', undo: 'undo', quit: 'quit', help: 'help' },
  colon: ': ',
  semicolon: '; ',
  afterColon: (sentence) => sentence,
  intro(rules, level, human, perfect) {
    const strength = level === 6 ? (perfect ? ', perfect' : ', strongest') : '';
    const who =
      level === null ? 'Two players: X moves first.' : `You play ${human} against the AI (level ${level}${strength}).`;
    return [who, rulesLine(rules, CATALOGUES.en, 'Rules: ')].filter(Boolean).join('\n');
  },
  help: (rules) =>
    `Type ${rules.gravity ? 'a column (a, b …) or a cell' : 'a cell'} (${cellName(0, rules)} is the top left),` +
    ' or: hint, undo, quit.',
  toMove: (mark) => `${mark} to move`,
  abandoned: 'Game abandoned.',
  nothingToUndo: (againstAI) => (againstAI ? 'Nothing to undo: you have not moved yet.' : 'Nothing to undo.'),
  tookBack: (againstAI) => (againstAI ? "Took back your move and the AI's reply." : 'Took back the last move.'),
  offBoard: (word, rules) =>
    `${word} is off the board: the columns are a to ${lastColumn(rules)}, the rows 1 to ${rules.rows}`,
  notACell(text, rules) {
    const name = `a cell name such as ${middle(rules)}`;
    const what = rules.gravity ? `a column letter (a-${lastColumn(rules)}) or ${name}` : name;
    return `"${clip(text)}" is not a cell: type ${what}`;
  },
  isABoard: (text) => `"${clip(text)}" is a board: give the moves of the game instead, such as "b2 a1 c3"`,
  gameOver: (state) =>
    `The game is over (${standing(state, '', 'a draw', (mark) => `${mark} won`)}): there is no move to hint.`,
  result: (state) => `Result: ${standing(state, 'in progress', 'draw', (mark) => `${mark} wins`)}`,
  demo: {
    matches: '1. A short AI-vs-AI match across levels (10 games per pairing, sides alternating)\n',
    pairing: (a, b, winsA, winsB, draws) =>
      `   level ${a} vs level ${b}: ${winsA} - ${winsB}, ${draws} ${plural('en', draws, 'draw', 'draws')}`,
    perfect: (moves) => `\n   level 6 vs level 6: ${moves}\n`,
    end: (state) => `   ${standing(state, '', 'A draw, as perfect play always is.', (mark) => `${mark} wins.`)}\n`,
    hint: '2. A hint on a real position: O to move on X../.O./..X (X threatens a fork)\n',
    analysis: '3. The analysis of a game with a mistake: b2 b1 a1 c3 a3 c1 a2\n',
    closing: '\nPlay yourself: npx tictactoe-engine play   (add --rules connect-four for another game)',
  },
};

const spanish: Words = {
  ...fromCatalogue('es'),
  commands: { hint: 'pista', undo: 'deshacer', quit: 'salir', help: 'ayuda' },
  colon: ': ',
  semicolon: '; ',
  afterColon: lowerFirst,
  intro(rules, level, human, perfect) {
    const who =
      level === null
        ? 'Dos jugadores: empieza X.'
        : `Juegas con ${human} contra la IA (nivel ${level}: ${levelName(level, perfect, CATALOGUES.es, 'el más fuerte')}).`;
    return [who, rulesLine(rules, CATALOGUES.es, 'Reglas: ')].filter(Boolean).join('\n');
  },
  help: (rules) =>
    `Escribe ${rules.gravity ? 'una columna (a, b …) o una casilla' : 'una casilla'}` +
    ` (${cellName(0, rules)} es la de arriba a la izquierda), o bien pista, deshacer o salir.`,
  toMove: (mark) => `Turno de ${mark}`,
  abandoned: 'Partida abandonada.',
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
    return `«${clip(text)}» no es una casilla: escribe ${what}`;
  },
  isABoard: (text) => `«${clip(text)}» es un tablero: escribe las jugadas de la partida, como «b2 a1 c3»`,
  gameOver: (state) =>
    `La partida terminó (${standing(state, '', 'empate', (mark) => `ganó ${mark}`)}):` +
    ' no hay ninguna jugada que sugerir.',
  result: (state) => `Resultado: ${standing(state, 'en curso', 'empate', (mark) => `gana ${mark}`)}`,
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
};

const french: Words = {
  ...fromCatalogue('fr'),
  commands: { hint: 'indice', undo: 'annuler', quit: 'quitter', help: 'aide' },
  colon: `${NBSP}: `,
  semicolon: `${NNBSP}; `,
  afterColon: lowerFirst,
  intro(rules, level, human, perfect) {
    const name = level === null ? '' : levelName(level, perfect, CATALOGUES.fr, 'le plus fort');
    const who =
      level === null
        ? `Deux joueurs${NBSP}: X commence.`
        : `Vous jouez ${human} contre l’IA (niveau ${level}${NBSP}: ${name}).`;
    return [who, rulesLine(rules, CATALOGUES.fr, `Règles${NBSP}: `)].filter(Boolean).join('\n');
  },
  help: (rules) =>
    `Tapez ${rules.gravity ? 'une colonne (a, b …) ou une case' : 'une case'}` +
    ` (${cellName(0, rules)} est en haut à gauche), ou bien indice, annuler ou quitter.`,
  toMove: (mark) => `Au tour de ${mark}`,
  abandoned: 'Partie abandonnée.',
  nothingToUndo: (againstAI) => (againstAI ? `Rien à annuler${NBSP}: vous n’avez pas encore joué.` : 'Rien à annuler.'),
  tookBack: (againstAI) =>
    againstAI ? 'Votre coup et la réponse de l’IA sont annulés.' : 'Le dernier coup est annulé.',
  offBoard: (word, rules) =>
    `${word} est hors du plateau${NBSP}: les colonnes vont de a à ${lastColumn(rules)},` +
    ` les lignes de 1 à ${rules.rows}`,
  notACell(text, rules) {
    const name = `le nom d’une case, comme ${middle(rules)}`;
    const what = rules.gravity ? `une lettre de colonne (a-${lastColumn(rules)}) ou ${name}` : name;
    return `«${NBSP}${clip(text)}${NBSP}» n’est pas une case${NBSP}: tapez ${what}`;
  },
  isABoard: (text) =>
    `«${NBSP}${clip(text)}${NBSP}» est un plateau${NBSP}: donnez plutôt les coups de la partie, comme` +
    ` «${NBSP}b2 a1 c3${NBSP}»`,
  gameOver: (state) =>
    `La partie est terminée (${standing(state, '', 'partie nulle', (mark) => `${mark} a gagné`)})${NBSP}:` +
    ' il n’y a aucun coup à suggérer.',
  result: (state) => `Résultat${NBSP}: ${standing(state, 'en cours', 'partie nulle', (mark) => `${mark} gagne`)}`,
  demo: {
    matches:
      '1. Un court tournoi de l’IA contre elle-même, entre niveaux (10 parties par paire, en alternant X et O)\n',
    pairing: (a, b, winsA, winsB, draws) =>
      `   niveau ${a} contre niveau ${b}${NBSP}: ${winsA} - ${winsB}, ${draws}` +
      ` ${plural('fr', draws, 'partie nulle', 'parties nulles')}`,
    perfect: (moves) => `\n   niveau 6 contre niveau 6${NBSP}: ${moves}\n`,
    end: (state) =>
      `   ${standing(state, '', 'Partie nulle, comme toujours avec un jeu parfait.', (mark) => `${mark} gagne.`)}\n`,
    hint: `2. Un indice sur une vraie position${NBSP}: O joue sur X../.O./..X (X prépare une double menace)\n`,
    analysis: `3. L’analyse d’une partie avec une erreur${NBSP}: b2 b1 a1 c3 a3 c1 a2\n`,
    closing: `\nÀ vous de jouer${NBSP}: npx tictactoe-engine play   (ajoutez --rules connect-four pour un autre jeu)`,
  },
};

/** What the CLI says in each language. */
export const WORDS: Readonly<Record<Language, Words>> = { en: english, es: spanish, fr: french };
