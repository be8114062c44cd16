// An independent oracle for the tests: the 8 lines written out as in the rules document (002),
// and a plain-array line check that shares no code with the engine.
export const PATTERNS = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
] as const;

export type OracleCell = 'X' | 'O' | null;

/** The marks that have a complete line on `board`. */
export function lineOwners(board: readonly OracleCell[]): ('X' | 'O')[] {
  const owners = new Set<'X' | 'O'>();
  for (const [a, b, c] of PATTERNS) {
    const mark = board[a];
    if (mark && mark === board[b] && mark === board[c]) owners.add(mark);
  }
  return [...owners];
}

/** The number of lines `mark` fills on `board`. */
export function linesOf(board: readonly OracleCell[], mark: 'X' | 'O'): number {
  return PATTERNS.filter(([a, b, c]) => board[a] === mark && board[b] === mark && board[c] === mark).length;
}

/** The outcome by the rules: the mark that completed a line, 'draw', or null while in progress. */
export function oracleOutcome(board: readonly OracleCell[]): 'X' | 'O' | 'draw' | null {
  const owners = lineOwners(board);
  if (owners.length > 1) throw new Error(`oracle: two line owners on ${board.join()}`);
  if (owners[0]) return owners[0];
  return board.every((cell) => cell !== null) ? 'draw' : null;
}

export const text = (board: readonly OracleCell[]): string => board.map((c) => c ?? '.').join('');
