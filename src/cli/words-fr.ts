import { cellName } from 'tictactoe-engine';
import { fr } from 'tictactoe-engine/locales/fr';
import type { UsageProblem, ValuedFlag } from './args.js';
import { PRESET_NAMES } from './rules.js';
import { clip, lowerFirst, NBSP, NNBSP, plural, table } from './text.js';
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

/** Le texte de `--help`. */
const USAGE = `Usage${NBSP}: tictactoe <commande> [options]
       (installé sous les noms tictactoe et tictactoe-engine${NNBSP}; sans
       l’installer${NBSP}: npx tictactoe-engine <commande>)

Commandes${NBSP}:
  play                      jouer dans le terminal, contre l’IA ou à deux${NNBSP};
                            après chaque partie, une autre, avec le score
      --ai <1-6>              le niveau de l’IA (6 par défaut${NBSP}: le plus fort,
                              parfait là où le jeu est résolu, comme en 3x3)
      --as <x|o>              votre marque (x par défaut${NBSP}: vous commencez)
      --two-players           deux personnes au même clavier, sans IA
      --seed <n>              graine des choix au hasard de l’IA
  hint <position|coups>     le meilleur coup, pourquoi, et tous les coups
                            classés
  analyze <coups>           chaque coup d’une partie face au meilleur jeu
  stats                     toutes les parties d’un petit plateau, comptées et
                            résolues
  demo                      une visite${NBSP}: tournoi de l’IA, un indice, une analyse

Règles (play, hint, analyze, stats${NNBSP}; par défaut${NBSP}: tic-tac-toe)${NBSP}:
  --rules <nom>             tic-tac-toe, connect-four, gomoku, 4x4, 5x5 ou
                            ultimate
  --rows <n>  --columns <n>  --in-a-row <n>
                            lignes, colonnes et marques alignées (sur --rules)
  --gravity                 chaque marque tombe dans la case libre la plus basse
                            de sa colonne
  --misere                  qui complète une ligne perd
  --time <ms>               (play, hint, analyze) combien de temps l’IA peut
                            réfléchir sur les plateaux autres que 3x3${NBSP}: par
                            coup, 1000 par défaut pour play et hint, 250 par
                            coup pour analyze

  Les cases sont nommées par la lettre de la colonne et le numéro de la ligne${NBSP}:
  a1 est en haut à gauche, b2 au centre du 3x3. Une position est un plateau
  comme "X.O/.X./..O" (X, O, . pour une case vide${NNBSP}; une / entre les
  lignes)${NNBSP}; les coups sont des noms de cases${NBSP}: "b2 a1 c3" (sur les plateaux
  d’au plus 10 cases, aussi des chiffres${NBSP}: "408", 0 pour a1). Avec la
  gravité, play attend la lettre d’une colonne.

Tic-tac-toe Ultimate (--rules ultimate)${NBSP}: neuf grilles en une, pour play,
  hint et analyze. Les cases vont de a1 (en bas à gauche) à i9, e5 au centre${NNBSP};
  les coups sont des cases ("e5 e4")${NNBSP}; hint prend aussi une position
  ("9/9/9/9/4x4/9/9/9/9 O 1 e5"). Ses variantes${NBSP}:
  --won-boards <closed|open>
                            une grille gagnée ne prend plus de marques (closed,
                            par défaut) ou en prend jusqu’à être pleine
  --drawn-boards <nobody|both>
                            une grille pleine sans ligne ne compte pour
                            personne (par défaut) ou pour les deux joueurs
  --tiebreak <none|most-boards>
                            sans ligne de grilles${NBSP}: partie nulle (none, par
                            défaut) ou qui a gagné le plus de grilles gagne

Options de toutes les commandes${NBSP}:
  --json                    sortie JSON pour les programmes (play${NBSP}: un objet par
                            ligne)${NNBSP}; les erreurs aussi, comme
                            {"error":{"code","message"}}${NNBSP}; en anglais quelle
                            que soit la langue
  --lang <code>             en, es ou fr (par défaut${NBSP}: selon LC_ALL, LC_MESSAGES
                            ou LANG, sinon en)
  --help, -h                cette aide (aussi${NBSP}: tictactoe help)
  --version, -v             la version de tictactoe-engine

Codes de sortie${NBSP}: 0 succès, 1 entrée incorrecte, 2 usage incorrect.`;

/** Ce que prend chaque option à valeur. */
const TAKES: Readonly<Record<ValuedFlag, string>> = {
  ai: 'un niveau de 1 à 6',
  as: 'x ou o',
  seed: 'un nombre',
  rules: PRESET_NAMES.join(', '),
  rows: 'un nombre entier',
  columns: 'un nombre entier',
  'in-a-row': 'un nombre entier',
  'won-boards': 'closed ou open',
  'drawn-boards': 'nobody ou both',
  tiebreak: 'none ou most-boards',
  time: 'un nombre entier de millisecondes',
  lang: 'en, es ou fr (ou un paramètre régional comme es_AR)',
};

const quote = (word: string): string => `«${NBSP}${clip(word)}${NBSP}»`;

function usageError(problem: UsageProblem): string {
  switch (problem.kind) {
    case 'twice':
      return `--${clip(problem.flag)} est donné deux fois`;
    case 'needs-value':
      return `--${problem.flag} attend une valeur`;
    case 'takes-no-value':
      return `--${clip(problem.flag)} ne prend pas de valeur`;
    case 'unknown-option':
      return `option inconnue${NBSP}: ${clip(problem.option)}`;
    case 'unknown-flag':
      return `${problem.command ?? 'tictactoe'} n’a pas d’option --${clip(problem.flag)}`;
    case 'no-arguments':
      return `${problem.command} ne prend pas d’argument${NBSP}: ${quote(problem.given)} est de trop`;
    case 'unknown-command':
      return `commande inconnue${NBSP}: ${quote(problem.given)}`;
    case 'no-command':
      return 'aucune commande';
    case 'two-players':
      return '--two-players exclut --ai, --as et --seed';
    case 'needs-position':
      return `${problem.command} attend une position ou une liste de coups`;
    case 'needs-moves':
      return `${problem.command} attend une liste de coups`;
    case 'bad-value':
      return `--${problem.flag} prend ${TAKES[problem.flag]}, pas ${quote(problem.given)}`;
    case 'bad-rules':
      return problem.flag === 'in-a-row'
        ? `règles impossibles${NBSP}: --in-a-row va de 1 à ${problem.max} (le plus grand côté), pas ${problem.value}`
        : `règles impossibles${NBSP}: --${problem.flag} va de 1 à ${problem.max}, pas ${problem.value}`;
    case 'not-ultimate':
      return `--${problem.flag} ne s’applique pas à --rules ultimate`;
    case 'ultimate-only':
      return `--${problem.flag} ne s’applique qu’à --rules ultimate`;
  }
}

/** Ce que dit la CLI en français. */
export const french: Words = {
  ...fromCatalogue('fr'),
  usage: USAGE,
  seeHelp: ' (voir tictactoe --help)',
  usageError,
  quote,
  commands: { hint: 'indice', undo: 'annuler', quit: 'quitter', help: 'aide' },
  colon: `${NBSP}: `,
  semicolon: `${NNBSP}; `,
  afterColon: lowerFirst,
  intro(rules, level, human, perfect) {
    const name = level === null ? '' : levelName(level, perfect, fr, 'le plus fort');
    const who =
      level === null
        ? `Deux joueurs${NBSP}: X commence.`
        : `Vous jouez ${human} contre l’IA (niveau ${level}${NBSP}: ${name}).`;
    return [who, rulesLine(rules, fr, `Règles${NBSP}: `)].filter(Boolean).join('\n');
  },
  help: (rules) =>
    `Tapez ${rules.gravity ? 'une colonne (a, b …) ou une case' : 'une case'}` +
    ` (${cellName(0, rules)} est en haut à gauche), ou bien indice, annuler ou quitter.`,
  toMove: (mark) => `Au tour de ${mark}`,
  abandoned: 'Partie abandonnée.',
  round: (round) => `Partie ${round}`,
  tally(tally, human) {
    const [a, b] = winsOf(tally, human);
    const { games, draws } = tally;
    const who = human === null ? `X ${a}, O ${b}` : `vous ${a}, l’IA ${b}`;
    const after = `${games} ${plural('fr', games, 'partie', 'parties')}`;
    return `Score après ${after}${NBSP}: ${who}, ${draws} ${plural('fr', draws, 'partie nulle', 'parties nulles')}.`;
  },
  again: `Une autre partie${NNBSP}? (o/n)`,
  yes: ['o', 'oui'],
  nothingToUndo: (againstAI) => (againstAI ? `Rien à annuler${NBSP}: vous n’avez pas encore joué.` : 'Rien à annuler.'),
  tookBack: (againstAI) =>
    againstAI ? 'Votre coup et la réponse de l’IA sont annulés.' : 'Le dernier coup est annulé.',
  offBoard: (word, rules) =>
    `${word} est hors du plateau${NBSP}: les colonnes vont de a à ${lastColumn(rules)},` +
    ` les lignes de 1 à ${rules.rows}`,
  notACell(text, rules) {
    const name = `le nom d’une case, comme ${middle(rules)}`;
    const what = rules.gravity ? `une lettre de colonne (a-${lastColumn(rules)}) ou ${name}` : name;
    return `${quote(text)} n’est pas une case${NBSP}: tapez ${what}`;
  },
  isABoard: (text) =>
    `${quote(text)} est un plateau${NBSP}: donnez plutôt les coups de la partie, comme` + ` «${NBSP}b2 a1 c3${NBSP}»`,
  gameOver: (state) =>
    `La partie est terminée (${standing(state, '', 'partie nulle', (mark) => `${mark} a gagné`)})${NBSP}:` +
    ' il n’y a aucun coup à suggérer.',
  result: (state) => `Résultat${NBSP}: ${standing(state, 'en cours', 'partie nulle', (mark) => `${mark} gagne`)}`,
  boardTooLarge: ({ rows, columns }, max) =>
    `stats compte toutes les parties des plateaux d’au plus ${max} cases, pas de ${rows}×${columns}` +
    ` (${rows * columns} cases)`,
  stats(f) {
    const n = numberIn('fr');
    const value = { 'X wins': 'X gagne', draw: 'partie nulle', 'O wins': 'O gagne' }[f.value];
    return table(
      [
        ['Parties', `${n(f.games)} (X gagne ${n(f.xWins)}, O gagne ${n(f.oWins)}, nulles ${n(f.draws)})`],
        ['États', `${n(f.states)} dans l’arbre du jeu, comptés en ${n(f.countMs)} ms`],
        ['Positions', `${n(f.positions)} (${n(f.openPositions)} ouvertes, ${n(f.finishedPositions)} terminées)`],
        ['Valeur', `${value} avec un jeu parfait`],
        ...(f.solveMs === undefined
          ? []
          : ([
              [
                'Résolu',
                `toutes les positions ouvertes en ${n(f.solveMs)} ms (${n(f.solverEntries!)} entrées du solveur)`,
              ],
            ] as const)),
      ],
      `${NBSP}:`,
    );
  },
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
  ultimate: {
    intro(rules, level, human) {
      const switches = [
        rules.wonBoards === 'open' ? 'une grille gagnée prend des marques jusqu’à ce qu’elle soit pleine' : '',
        rules.drawnBoards === 'both' ? 'une grille nulle compte pour les deux joueurs' : '',
        rules.tiebreak === 'most-boards' ? 'sans ligne de grilles, qui a gagné le plus de grilles gagne' : '',
      ].filter(Boolean);
      const line = switches.length > 0 ? `\nRègles${NBSP}: ${switches.join(`${NNBSP}; `)}.` : '';
      const who =
        level === null
          ? `deux joueurs${NBSP}: X commence.`
          : `vous jouez ${human} contre l’IA (niveau ${level}${level === 6 ? `${NBSP}: le plus fort` : ''}).`;
      return `Tic-tac-toe Ultimate, ${who}${line}`;
    },
    aiMove: (mark, square) => `${mark} joue ${square}.`,
    help:
      'Tapez une case, de a1 (en bas à gauche) à i9 (en haut à droite), e5 étant au centre,' +
      ' ou bien annuler ou quitter.',
    where: (mark, board) =>
      board === null
        ? `${mark} peut jouer dans n’importe quelle grille ouverte.`
        : `${mark} est envoyé dans la grille ${board} (encadrée de #).`,
    wrongBoard: (mark, board) => `${mark} est envoyé dans la grille ${board}${NBSP}: jouez-y`,
    boardClosed: (board) => `La grille ${board} est fermée${NBSP}: elle est gagnée ou pleine`,
    occupied: (square, mark) => `${square} est déjà prise par ${mark}`,
    notASquare: (text) => `${quote(text)} n’est pas une case${NBSP}: tapez une case comme e5`,
    offBoard: (word) => `${clip(word)} est hors du plateau${NBSP}: les colonnes vont de a à i, les lignes de 1 à 9`,
    result(winner, line, won) {
      if (winner === null) return 'Partie nulle.';
      if (line !== null) return `${winner} gagne avec trois grilles alignées${NBSP}: ${line.join(', ')}.`;
      const loser = winner === 'X' ? 'O' : 'X';
      return `${winner} gagne au nombre de grilles gagnées, ${won[winner]} à ${won[loser]}.`;
    },
  },
};
