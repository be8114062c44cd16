/**
 * The French catalogue, imported apart from the rest of the library, so that apps that do not use
 * it do not ship it:
 *
 * ```ts
 * import { fr } from 'tictactoe-engine/locales/fr';
 * ```
 *
 * The game is le morpion; players are addressed with `vous`. French typography: a no-break space
 * (U+00A0) before a colon and a percent sign and inside guillemets, a narrow one (U+202F) before
 * `;`, `!` and `?`.
 *
 * @module tictactoe-engine/locales/fr
 * @packageDocumentation
 */
import type { Catalogue, Messages } from '../types.js';

/** Freezes a catalogue and everything in it. (Each locale has its own copy: a locale imports no code.) */
function frozen<T extends object>(value: T): T {
  for (const item of Object.values(value)) if (typeof item === 'object') frozen(item);
  return Object.freeze(value);
}

/**
 * French (`fr`), frozen. Pass it to any translation function of `tictactoe-engine`.
 *
 * @example
 * ```ts
 * import { TicTacToeEngine, describeStatus, unwrap } from 'tictactoe-engine';
 * import { fr } from 'tictactoe-engine/locales/fr';
 * const engine = new TicTacToeEngine();
 * const state = unwrap(engine.replay([0, 3, 1, 4, 2], {}, [{ id: 'ann' }, { id: 'bob' }]));
 * describeStatus(state, fr); // 'X gagne avec la ligne du haut.'
 * ```
 */
export const fr: Catalogue = /* @__PURE__ */ frozen({
  locale: 'fr',
  name: 'Français',
  direction: 'ltr',
  lowercaseAfterColon: true,
  messages: {
    'mark.X': 'X',
    'mark.O': 'O',

    'game.tic-tac-toe': 'Morpion',
    'game.connect-four': 'Puissance 4',
    'game.gomoku': 'Gomoku',
    'game.k-in-a-row': '{inARow} en ligne sur {rows} × {columns}',
    'game.k-in-a-row-gravity': '{inARow} en ligne sur {rows} × {columns}, avec gravité',
    'game.misere': '{game}, qui perd gagne',
    'rules.place':
      'X et O placent à tour de rôle une marque sur une case vide d’un plateau de {rows} × {columns}\u202f;' +
      ' X commence.',
    'rules.drop':
      'X et O lâchent à tour de rôle une marque dans une colonne d’un plateau de {rows} × {columns}, où elle tombe' +
      ' jusqu’à la case vide la plus basse\u202f; X commence.',
    'rules.win': {
      one: 'Le premier à poser {inARow} marque gagne.',
      other: 'Le premier à aligner {inARow} marques, horizontalement, verticalement ou en diagonale, gagne.',
    },
    'rules.lose': {
      one: 'Qui perd gagne\u00a0: celui qui pose {inARow} marque perd.',
      other:
        'Qui perd gagne\u00a0: celui qui aligne {inARow} marques, horizontalement, verticalement ou en diagonale,' +
        ' perd.',
    },
    'rules.draw': 'Si le plateau est plein sans aucun alignement, la partie est nulle.',

    'status.turn': 'Au tour de {mark}.',
    'status.won': '{mark} gagne avec la {line}.',
    'status.won-misere': '{loser} a complété la {line}, donc {mark} gagne.',
    'status.won-other-board': '{mark} gagne avec la {line}.',
    'status.won-misere-other-board': '{loser} a complété la {line}, donc {mark} gagne.',
    'status.draw': 'Partie nulle.',
    'status.you-win': 'Vous avez gagné\u202f!',
    'status.you-lose': 'Vous avez perdu.',
    'status.ai-wins': 'L’IA gagne.',
    'status.ai-move': 'L’IA ({mark}) joue {cell} ({label}).',

    'difficulty.1.name': 'Débutant',
    'difficulty.1.description': 'Joue au hasard.',
    'difficulty.2.name': 'Facile',
    'difficulty.2.description': 'Bloque vos coups gagnants, sinon joue au hasard.',
    'difficulty.3.name': 'Moyen',
    'difficulty.3.description': 'Joue ses coups gagnants et bloque les vôtres, sinon joue au hasard.',
    'difficulty.4.name': 'Difficile',
    'difficulty.4.description': 'Anticipe deux ou trois coups.',
    'difficulty.5.name': 'Expert',
    'difficulty.5.description': 'Anticipe quatre ou cinq coups.',
    'difficulty.6.name': 'Parfait',
    'difficulty.6.description': 'Joue parfaitement\u00a0: ne perd jamais.',
    'difficulty.ultimate.6.name': 'Maximum',
    'difficulty.ultimate.2.description':
      'Gagne une grille quand il le peut, sinon bloque les vôtres, sinon joue au hasard.',
    'difficulty.ultimate.3.description':
      'Gagne ou bloque des grilles, et ne vous envoie jamais là où vous gagnez une grille ou la partie, ' +
      'ni ne vous donne un coup libre, s’il peut l’éviter.',
    'difficulty.ultimate.4.description':
      'Regarde trois coups à l’avance et juge chaque grille par les lignes de grilles qu’elle peut encore servir.',
    'difficulty.ultimate.5.description':
      'Joue de tête quelques milliers de parties (recherche arborescente Monte-Carlo).',
    'difficulty.ultimate.6.description':
      'Réfléchit tout le temps donné et résout la fin exactement\u00a0: le plus fort, mais pas parfait.',

    'hint.win': 'Jouez {cell} pour gagner.',
    'hint.block': 'Bloquez {mark} en {cell}.',
    'hint.fork': 'Jouez {cell} pour créer une double menace\u00a0: {mark} ne pourra pas parer les deux.',
    'hint.block-fork': 'Prenez {cell} pour empêcher une double menace de {mark}.',
    'hint.center': 'Prenez le centre, {cell}.',
    'hint.opposite-corner': 'Prenez {cell}, le coin opposé à celui de {mark}.',
    'hint.empty-corner': 'Prenez un coin, {cell}.',
    'hint.empty-side': 'Prenez une case de bord, {cell}.',
    'hint.only-move': 'Vous ne pouvez jouer que {cell}.',
    'hint.delaying-a-loss': {
      one: 'Vous perdez en {moves} coup quoi que vous jouiez\u00a0: {cell} résiste le plus longtemps.',
      other: 'Vous perdez en {moves} coups quoi que vous jouiez\u00a0: {cell} résiste le plus longtemps.',
    },
    'hint.mirror': 'Répondez à {mark} en symétrie par rapport au centre\u00a0: {cell}.',
    'hint.threat': 'Jouez {cell} pour créer une menace\u00a0: {mark} devra y répondre.',
    'hint.forced-win': {
      one: 'Jouez {cell}\u00a0: victoire forcée en {moves} coup.',
      other: 'Jouez {cell}\u00a0: victoire forcée en {moves} coups.',
    },
    'hint.positional': 'Jouez {cell}.',
    'hint.best-chance': {
      one: 'Vous perdez en {moves} coup avec un jeu parfait, mais {cell} donne à {mark} plus de chances de se tromper.',
      other:
        'Vous perdez en {moves} coups avec un jeu parfait, mais {cell} donne à {mark} plus de chances de se tromper.',
    },
    'hint.message': '{reason} {result}',
    'hint.result.win': { one: '{mark} gagne en {moves} coup.', other: '{mark} gagne en {moves} coups.' },
    'hint.result.draw': 'Partie nulle avec un jeu parfait.',
    'hint.result.loss': {
      one: 'Vous perdez en {moves} coup quoi que vous jouiez.',
      other: 'Vous perdez en {moves} coups quoi que vous jouiez.',
    },
    'hint.result.better': 'Estimation\u00a0: {mark} a l’avantage.',
    'hint.result.even': 'Estimation\u00a0: position équilibrée.',
    'hint.result.slightly-better': 'Estimation\u00a0: légèrement meilleur pour vous.',
    'hint.result.slightly-worse': 'Estimation\u00a0: légèrement moins bon pour vous.',
    'hint.result.better-for-you': 'Estimation\u00a0: meilleur pour vous.',
    'hint.result.worse-for-you': 'Estimation\u00a0: moins bon pour vous.',
    'hint.result.winning': 'Estimation\u00a0: vous êtes en train de gagner.',
    'hint.result.losing': 'Estimation\u00a0: vous êtes en train de perdre.',
    'hint.win-board': 'Jouez {cell} pour gagner la grille {board}.',
    'hint.block-game': 'Jouez {cell} pour empêcher {mark} de gagner la grille {board}, qui lui donnerait la partie.',
    'hint.block-board': 'Jouez {cell} pour empêcher {mark} de gagner la grille {board}.',
    'hint.sacrifice': 'Jouez {cell}\u00a0: vous cédez la grille {board} à {mark} pour une meilleure partie ailleurs.',
    'hint.free-move':
      'Jouez {cell}\u00a0: {mark} pourra jouer dans n’importe quelle grille, mais tout autre coup est pire.',
    'hint.result.proven-win': '{mark} gagne avec un jeu parfait.',
    'hint.result.proven-loss': 'Vous perdez avec un jeu parfait.',

    'outcome.win': { one: '{mark} gagne en {moves} coup', other: '{mark} gagne en {moves} coups' },
    'outcome.draw': 'nulle',
    'outcome.better': '{mark} a l’avantage (estimation)',
    'outcome.even': 'équilibré (estimation)',
    'outcome.slightly-better': '{mark} a un léger avantage (estimation)',
    'outcome.winning': '{mark} est en train de gagner (estimation)',

    'classification.best': 'meilleur coup',
    'classification.inaccuracy': 'imprécision',
    'classification.mistake': 'erreur',
    'classification.blunder': 'gaffe',
    'analysis.moves': { one: '{count} coup', other: '{count} coups' },
    'analysis.best': { one: '{count} meilleur coup', other: '{count} meilleurs coups' },
    'analysis.inaccuracies': { one: '{count} imprécision', other: '{count} imprécisions' },
    'analysis.mistakes': { one: '{count} erreur', other: '{count} erreurs' },
    'analysis.blunders': { one: '{count} gaffe', other: '{count} gaffes' },
    'analysis.accuracy': 'précision de {accuracy}\u00a0%',
    'analysis.best-moves': { one: 'meilleur coup\u00a0: {cells}', other: 'meilleurs coups\u00a0: {cells}' },

    'cell.top-left': 'En haut à gauche',
    'cell.top-center': 'En haut au centre',
    'cell.top-right': 'En haut à droite',
    'cell.middle-left': 'Au milieu à gauche',
    'cell.center': 'Centre',
    'cell.middle-right': 'Au milieu à droite',
    'cell.bottom-left': 'En bas à gauche',
    'cell.bottom-center': 'En bas au centre',
    'cell.bottom-right': 'En bas à droite',
    'cell.at': 'Ligne {row}, colonne {column}',
    'line.top-row': 'ligne du haut',
    'line.middle-row': 'ligne du milieu',
    'line.bottom-row': 'ligne du bas',
    'line.left-column': 'colonne de gauche',
    'line.center-column': 'colonne du milieu',
    'line.right-column': 'colonne de droite',
    'line.top-left-diagonal': 'diagonale descendant vers la droite',
    'line.top-right-diagonal': 'diagonale descendant vers la gauche',
    'line.row': 'ligne {row}',
    'line.row-part': 'ligne {row}, de {from} à {to}',
    'line.column': 'colonne {letter}',
    'line.column-part': 'colonne {letter}, de {from} à {to}',
    'line.diagonal': 'diagonale de {from} à {to}',
    'line.anti-diagonal': 'diagonale inverse de {from} à {to}',
    'line.cell': 'case {cell}',

    'error.INVALID_STATE': 'Cet état de partie n’est pas valide.',
    'error.MALFORMED_MOVE': 'Ce n’est pas un coup.',
    'error.UNKNOWN_PLAYER': 'Ce joueur ne participe pas à la partie.',
    'error.GAME_OVER': 'La partie est terminée.',
    'error.NOT_YOUR_TURN': 'Ce n’est pas votre tour.',
    'error.WRONG_SYMBOL': 'Ce n’est pas votre marque.',
    'error.NOT_INTEGER': 'La ligne ou la colonne n’est pas un nombre entier.',
    'error.OUT_OF_RANGE': 'Cette case n’est pas sur le plateau.',
    'error.CELL_OCCUPIED': 'Cette case est déjà prise.',
    'error.CELL_OCCUPIED.cell': 'La case {cell} est déjà prise.',
    'error.FLOATING_CELL': 'Avec la gravité, une marque va dans la case vide la plus basse de sa colonne.',
    'error.FLOATING_CELL.cell':
      'La case {cell} a une case vide en dessous\u00a0: avec la gravité, une marque va dans la case vide la plus' +
      ' basse de sa colonne.',
    'error.COLUMN_FULL': 'Cette colonne est pleine.',
    'error.WRONG_BOARD': 'Ce coup n’est pas dans la grille où vous êtes envoyé.',
    'error.BOARD_CLOSED': 'Cette grille est fermée\u00a0: elle est gagnée ou pleine.',
    'error.INVALID_PLAYERS': 'Une partie se joue à deux joueurs, chacun avec un identifiant.',
    'error.DUPLICATE_PLAYER': 'Les deux joueurs doivent avoir des identifiants différents.',
    'error.INVALID_SETTINGS': 'Ces réglages ne permettent pas de jouer une partie.',
    'error.BAD_POSITION': 'Ce n’est pas un plateau de cette partie\u00a0: chaque case doit être X, O ou vide.',
    'error.BAD_MARK_COUNT': 'X doit avoir autant de marques que O, ou une de plus.',
    'error.TWO_WINNERS': 'X et O ne peuvent pas avoir tous les deux un alignement.',
    'error.WINNER_NOT_LAST': 'Le joueur qui a un alignement doit avoir joué le dernier coup.',
    'error.PLAYED_ON_AFTER_WIN': 'La partie a continué après un alignement.',
    'error.FLOATING_MARK': 'Avec la gravité, aucune marque ne peut avoir une case vide en dessous.',
    'error.NO_MOVE_ORDER': 'Aucun ordre de coups ne forme ces colonnes.',
    'error.BAD_LAST_MOVE': 'Le dernier coup ne porte pas une marque du joueur qui l’a joué.',
    'error.NOTHING_TO_UNDO': 'Il n’y a aucun coup à annuler.',
    'error.PLY_OUT_OF_RANGE': 'Ce coup n’existe pas dans cette partie.',
    'error.GAME_NOT_OVER': 'La partie n’est pas encore terminée.',
    'error.INVALID_TALLY': 'Ce n’est pas un tableau des scores.',
    'error.INVALID_ARGUMENT': 'Une valeur n’est pas du type attendu.',
    'error.INVALID_OPTIONS': 'Les options ne sont pas valides.',
    'error.BAD_NOTATION': 'Ce n’est pas une liste de coups de ce plateau.',
    'error.BAD_NOTATION.move': 'Le coup {move} n’est pas une case de ce plateau.',
    'error.MALFORMED_RECORD': 'Cet enregistrement de partie n’est pas valide.',
    'error.MALFORMED_RECORD.field':
      'Cet enregistrement de partie n’est pas valide\u00a0: le champ «\u00a0{field}\u00a0» est incorrect.',
    'error.MALFORMED_CODE': 'Ce n’est pas un code de partage.',
    'error.UNSUPPORTED_VERSION': 'Cette partie a été enregistrée dans un format que cette version ne sait pas lire.',
    'error.ILLEGAL_SEQUENCE': 'Un coup de cette partie ne peut pas être joué.',
    'error.ILLEGAL_SEQUENCE.move': 'Le coup {move} de cette partie ne peut pas être joué.',
    'error.BOARD_MISMATCH': 'Le plateau de l’enregistrement ne correspond pas à ses coups.',
    'error.STATUS_MISMATCH': 'Le résultat de l’enregistrement ne correspond pas à ses coups.',
    'error.INCOMPLETE_HISTORY':
      'Cette partie n’a pas tous ses coups depuis le début, elle ne peut donc pas être enregistrée.',
    'error.UNENCODABLE_FIELD':
      'Un nom ou un identifiant est trop long pour un code de partage, ou n’est pas un texte valide.',
    'error.UNENCODABLE_FIELD.field':
      'Le champ «\u00a0{field}\u00a0» est trop long pour un code de partage, ou n’est pas un texte valide.',
    'error.CRYPTO_UNAVAILABLE': 'Les signatures ont besoin de Web Crypto, qui n’est pas disponible ici.',
    'error.INVALID_KEY': 'La clé de signature n’est pas valide.',
    'error.MISSING_SIGNATURE': 'Ce code n’est pas signé.',
    'error.BAD_SIGNATURE': 'La signature ne correspond pas\u00a0: le code a été modifié ou signé avec une autre clé.',
    'error.WRONG_GAME': 'Ce code appartient à une autre partie.',
    'error.HISTORY_REWRITTEN': 'Un coup déjà joué a été modifié ou repris.',
    'error.HISTORY_REWRITTEN.move': 'Le coup {move} a été modifié ou repris.',
    'error.NOT_OPPONENT_MOVE': 'Un nouveau coup n’est pas de votre adversaire.',
    'error.NOT_OPPONENT_MOVE.move': 'Le coup {move} est le vôtre\u00a0: seul votre adversaire peut ajouter des coups.',
    'error.INVALID_DIFFICULTY': 'Le niveau doit être un nombre entier de 1 à 6.',
    'error.INVALID_TIME_LIMIT': 'Le temps limite doit être un nombre de millisecondes, 0 ou plus.',
    'error.NOTHING_TO_REDO': 'Il n’y a aucun coup à rétablir.',
    'error.NO_MOVER': 'Cette partie n’a ni IA ni autre joueur pour choisir les coups.',
    'error.MOVER_BUSY': 'Un coup est déjà en train d’être choisi.',
    'error.MOVER_FAILED': 'Aucun coup n’a pu être choisi.',
    'error.MOVER_FAILED.cause': 'Aucun coup n’a pu être choisi\u00a0: {error}',
    'error.STALE_MOVE': 'La partie a changé pendant le choix d’un coup\u00a0: ce coup a été abandonné.',
    'error.INVALID_LISTENER': 'Cet écouteur ne peut pas être utilisé.',
    'error.at-move': 'Coup {move}\u00a0: {error}',
    'error.unknown': 'Erreur {code}.',
  } satisfies Messages,
});
