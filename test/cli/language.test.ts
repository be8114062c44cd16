// The CLI's language: --lang, else LC_ALL, LC_MESSAGES, LANG; what is translated (play, hint,
// analyze, stats, demo, --help, errors) and what is not (--json).
import { describe, expect, test } from 'vitest';
import { TicTacToeEngine, cellFromName, placeMove, unwrap, type GameState, type Mark } from '../../src/index.js';
import { Terminal, tictactoe } from './terminal.js';

const engine = new TicTacToeEngine();

describe('choosing the language', () => {
  // Each case is a process of its own: run side by side.
  test.concurrent.each([
    ['--lang es', ['--lang', 'es'], {}, 'es'],
    ['--lang=fr', ['--lang=fr'], {}, 'fr'],
    ['--lang FR_ca', ['--lang', 'FR_ca'], {}, 'fr'],
    ['--lang en over LANG', ['--lang', 'en'], { LANG: 'es_AR.UTF-8' }, 'en'],
    ['LANG=es_AR.UTF-8', [], { LANG: 'es_AR.UTF-8' }, 'es'],
    ['LC_MESSAGES over LANG', [], { LC_MESSAGES: 'fr_FR.UTF-8', LANG: 'es_ES.UTF-8' }, 'fr'],
    ['LC_ALL over LC_MESSAGES and LANG', [], { LC_ALL: 'es_MX', LC_MESSAGES: 'fr_FR', LANG: 'fr_FR' }, 'es'],
    ['an empty LC_ALL is not set', [], { LC_ALL: '', LANG: 'fr_FR@euro' }, 'fr'],
    ['LC_ALL=C', [], { LC_ALL: 'C', LANG: 'es_AR.UTF-8' }, 'en'],
    ['a language without a catalogue', [], { LANG: 'de_DE.UTF-8' }, 'en'],
    ['no locale at all', [], {}, 'en'],
  ])('%s', async (_, args, env, language) => {
    const run = await tictactoe(['hint', 'b2', ...args], '', env);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const line = run.stdout.split('\n').find((text) => /^(O to move|Turno de O|Au tour de O)/.test(text));
    expect(line?.slice(0, 4)).toBe({ en: 'O to', es: 'Turn', fr: 'Au t' }[language]);
  });

  test.each([['de'], ['']])('--lang %j: a usage error listing the languages', async (code) => {
    const run = await tictactoe(['hint', 'b2', '--lang', code]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      `tictactoe: --lang takes en, es, fr (or a locale such as es_AR), not "${code}" (see tictactoe --help)\n`,
    );
  });

  test('--lang is an option of every command, and of none', async () => {
    for (const command of [
      ['demo'],
      ['stats', '--rows', '2', '--columns', '2', '--in-a-row', '2'],
      ['analyze', 'b2'],
      ['--version'],
    ])
      expect((await tictactoe([...command, '--lang', 'fr'])).code).toBe(0);
    const json = await tictactoe(['--lang', 'xx', '--json', 'hint', 'b2']);
    expect(JSON.parse(json.stdout)).toEqual({
      error: { code: 'USAGE', message: '--lang takes en, es, fr (or a locale such as es_AR), not "xx"' },
    });
  });
});

describe('what is translated', () => {
  test('hint in Spanish: the hint, the outcomes, the best moves', async () => {
    const run = await tictactoe(['hint', 'X.O/.X./..O', '--lang', 'es']);
    expect(run.stdout.split('\n').slice(7)).toEqual([
      'Turno de X: bloquea a O en c2. Con juego perfecto, termina en empate.',
      '  c2  empate  (mejor jugada)',
      '  b1  O gana en 2 jugadas',
      '  a2  O gana en 2 jugadas',
      '  a3  O gana en 2 jugadas',
      '  b3  O gana en 2 jugadas',
      '',
    ]);
  });

  test('hint in French: the hint after the colon starts with a small letter, as in Spanish', async () => {
    const run = await tictactoe(['hint', 'X.O/.X./..O', '--lang', 'fr']);
    expect(run.stdout.split('\n')[7]).toBe('Au tour de X\u00a0: bloquez O en c2. Partie nulle avec un jeu parfait.');
  });

  test('analyze in French: classifications, counts with French plurals, typography', async () => {
    const run = await tictactoe(['analyze', 'b2 b1 a1 c3 a3 c1 a2', '--lang', 'fr']);
    expect(run.stdout).toMatchSnapshot();
    expect(run.stdout).toContain('O\u00a0: 3 coups, 2 meilleurs coups, 0 imprécision, 0 erreur, 1 gaffe\u202f;');
    expect(run.stdout).toContain(' 2. O b1  gaffe  (meilleurs coups\u00a0: a1, c1, a3, c3)\n');
  });

  test('analyze: the best moves, one or several, with the plural of the language', async () => {
    const several = 'b2 b1 a1 c3 a3 c1 a2';
    const one = 'a1 b2 c3 b1 b3 a2';
    const line = async (moves: string, language: string, ply: string): Promise<string | undefined> =>
      (await tictactoe(['analyze', moves, '--lang', language])).stdout.split('\n').find((l) => l.startsWith(ply));
    expect(await line(several, 'en', ' 2.')).toBe(' 2. O b1  blunder  (best: a1, c1, a3, c3)');
    expect(await line(one, 'en', ' 6.')).toBe(' 6. O a2  blunder  (best: a3)');
    expect(await line(several, 'es', ' 2.')).toBe(' 2. O b1  error grave  (mejores jugadas: a1, c1, a3, c3)');
    expect(await line(one, 'es', ' 6.')).toBe(' 6. O a2  error grave  (mejor jugada: a3)');
    expect(await line(several, 'fr', ' 2.')).toBe(' 2. O b1  gaffe  (meilleurs coups\u00a0: a1, c1, a3, c3)');
    expect(await line(one, 'fr', ' 6.')).toBe(' 6. O a2  gaffe  (meilleur coup\u00a0: a3)');
  });

  test('the demo in Spanish and in French', async () => {
    for (const language of ['es', 'fr']) {
      const run = await tictactoe(['demo', '--lang', language]);
      expect(run.code).toBe(0);
      expect(run.stdout).toMatchSnapshot(language);
      // No English left: every line of text (boards aside) is another language's.
      expect(run.stdout).not.toMatch(/\b(level|draws?|best|accuracy|move|wins?|Play)\b/);
    }
  });

  test('errors of bad input, in one line each', async () => {
    const cases = [
      [['hint', 'b2 b2', '--lang', 'es'], 'tictactoe: Jugada 2: la casilla b2 ya está ocupada.'],
      [['hint', 'b2 d4', '--lang', 'fr'], 'tictactoe: Le coup 2 n’est pas une case de ce plateau.'],
      [
        ['hint', 'XXX/OO./...', '--lang', 'es'],
        'tictactoe: La partida terminó (ganó X): no hay ninguna jugada que sugerir.',
      ],
      [['hint', 'XX./.../...', '--lang', 'fr'], 'tictactoe: X doit avoir autant de marques que O, ou une de plus.'],
      [
        ['analyze', 'X../...', '--lang', 'es'],
        'tictactoe: «X../...» es un tablero: escribe las jugadas de la partida, como «b2 a1 c3»',
      ],
    ] as const;
    for (const [args, line] of cases) {
      const run = await tictactoe(args);
      expect(run.code).toBe(1);
      expect(run.stderr).toBe(`${line}\n`);
    }
  });

  test('play in French: the prompt, French commands (English ones too), refused moves, undo, help', async () => {
    const terminal = new Terminal(['play', '--two-players', '--lang', 'fr']);
    const read = async (line?: string): Promise<string> => {
      if (line !== undefined) terminal.type(line);
      return (await terminal.prompt()).text;
    };
    expect(await read()).toMatch(
      /^Deux joueurs\u00a0: X commence\.\nTapez une case \(a1 est en haut à gauche\), ou bien indice/,
    );
    expect(await read('annuler')).toBe('Rien à annuler.\nAu tour de X > ');
    expect(await read('b2')).toMatch(/Au tour de O > $/);
    expect(await read('b2')).toBe('✗ La case b2 est déjà prise.\nAu tour de O > ');
    expect(await read('z9')).toBe(
      '✗ z9 est hors du plateau\u00a0: les colonnes vont de a à c, les lignes de 1 à 3.\nAu tour de O > ',
    );
    expect(await read('hop')).toBe(
      '✗ «\u00a0hop\u00a0» n’est pas une case\u00a0: tapez le nom d’une case, comme b2.\nAu tour de O > ',
    );
    expect(await read('indice')).toMatch(/^Prenez un coin, [ac][13]\. Partie nulle avec un jeu parfait\.\n/);
    expect(await read('undo')).toMatch(/^Le dernier coup est annulé\./);
    expect(await read('aide')).toBe(
      'Tapez une case (a1 est en haut à gauche), ou bien indice, annuler ou quitter.\nAu tour de X > ',
    );
    terminal.type('quitter');
    expect(await terminal.prompt()).toEqual({ text: 'Partie abandonnée.\n', exited: true });
  });

  test('play in Spanish from LANG: the rules, the AI named and its moves, and who won', async () => {
    const terminal = new Terminal(['play', '--ai', '6', '--misere'], { LANG: 'es_AR.UTF-8' });
    let state: GameState = unwrap(engine.createInitialState({ variant: 'misere' }, [{ id: 'X' }, { id: 'O' }]));
    let transcript = '';
    for (;;) {
      const { text, exited } = await terminal.prompt();
      transcript += text;
      for (const [, mark, name] of text.matchAll(/^La IA \(([XO])\) juega en ([a-c][1-3]) \(/gm))
        state = unwrap(engine.applyMove(state, placeMove(cellFromName(name!)!, mark as Mark)));
      if (exited || state.status !== 'in-progress') break;
      // The person plays the first empty cell: in misère, level 6 makes them complete a line.
      const cell = state.board.indexOf(null);
      state = unwrap(engine.applyMove(state, placeMove(cell, 'X')));
      terminal.type(`${'abc'[cell % 3]}${Math.floor(cell / 3) + 1}`);
    }
    await terminal.exit();
    expect(transcript).toMatch(
      /^Juegas con X contra la IA \(nivel 6: Perfecto\)\.\nReglas: Ta-Te-Ti, versión inversa\.\nVariante inversa: /,
    );
    expect(transcript).toMatch(/La IA \(O\) juega en [a-c][1-3] \((Arriba|En medio|Abajo|Centro)/);
    expect(transcript).toContain('Turno de X > ');
    expect(transcript).toMatch(/\nX completó la .+, así que gana O\. Gana la IA\.\nMarcador tras 1 partida: /);
  });
});

describe('what is not translated', () => {
  test('--json is the same in every language', async () => {
    for (const args of [['hint', 'b2 b2'], ['demo']]) {
      const english = await tictactoe([...args, '--json']);
      expect(await tictactoe([...args, '--json', '--lang', 'fr'])).toEqual(english);
      expect(await tictactoe([...args, '--json'], '', { LANG: 'es_AR.UTF-8' })).toEqual(english);
    }
    const play = await tictactoe(['play', '--two-players', '--json', '--lang', 'es'], 'b2\nb2\nhelp\nquit\n');
    expect(play.stdout).toContain('"message":"b2 is taken by X."');
    expect(play.stdout).toContain('"message":"Type a cell (a1 is the top left), or: hint, undo, quit."');
  });

  test('--help, usage errors and stats are translated too (JSON aside)', async () => {
    expect((await tictactoe(['--help', '--lang', 'es'])).stdout).toMatch(/^Uso: tictactoe <comando>/);
    expect((await tictactoe(['frob', '--lang', 'fr'])).stderr).toBe(
      'tictactoe: commande inconnue\u00a0: «\u00a0frob\u00a0» (voir tictactoe --help)\n',
    );
    expect(
      (await tictactoe(['stats', '--rows', '2', '--columns', '2', '--in-a-row', '2', '--lang', 'fr'])).stdout,
    ).toMatch(/^Parties\u00a0: +24 \(X gagne 24, O gagne 0, nulles 0\)\n/);
    expect(JSON.parse((await tictactoe(['frob', '--lang', 'fr', '--json'])).stdout)).toEqual({
      error: { code: 'USAGE', message: 'unknown command "frob"' },
    });
    expect(JSON.parse((await tictactoe(['--help', '--lang', 'fr', '--json'])).stdout).usage).toMatch(
      /^Usage: tictactoe/,
    );
  });
});
