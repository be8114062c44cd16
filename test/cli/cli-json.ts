// What the CLI's JSON should be, written apart from src/cli: the library's objects with each cell
// as `{ cell, name }`, and no `move` or `position` (other shapes of the same cell).
import { cellName, type GameAnalysis, type Hint, type Rules } from '../../src/index.js';

/** What JSON.stringify makes of a value, read back. */
export const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/** A hint as the CLI writes it. */
export function hintJson(hint: Hint, rules: Rules): object {
  const { move: _, position: __, moves, ...rest } = hint;
  return json({
    ...rest,
    name: cellName(hint.cell, rules),
    moves: moves.map(({ move: ___, ...ranked }) => ({ ...ranked, name: cellName(ranked.cell, rules) })),
  }) as object;
}

/** An analysis as the CLI writes it. */
export function analysisJson(analysis: GameAnalysis, rules: Rules): object {
  return json({
    ...analysis,
    moves: analysis.moves.map(({ move: _, ...m }) => ({
      ...m,
      name: cellName(m.cell, rules),
      bestMoves: m.bestMoves.map((cell) => ({ cell, name: cellName(cell, rules) })),
    })),
  }) as object;
}
