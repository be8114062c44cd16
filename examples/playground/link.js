// Correspondence play: a game passed back and forth as a link whose fragment is a share code.
//
// - The passphrase becomes a 32-byte key (SHA-256 of it), since the library's HMAC keys are bytes.
// - What this browser saw of each game (`seen`, the anti-cheat check of `openCode`) is kept in
//   localStorage per game id, one record per seat, so that a link which rewrites history is refused.
// - Which seat this tab plays is kept in sessionStorage: two tabs of one browser can play the two
//   sides of a game, and a tab that reopens its own link still waits for the opponent.
import { decodeRecord, nextCode, openCode, saveRecord, signRecord, encodeRecord } from 'tictactoe-engine';

/** @typedef {import('tictactoe-engine').GameState} GameState */
/** @typedef {import('tictactoe-engine').GameRecord} GameRecord */
/** @typedef {import('tictactoe-engine').CellIndex} CellIndex */
/** @typedef {import('tictactoe-engine').CorrespondenceView} CorrespondenceView */

const PREFIX = 'tictactoe-playground';

/**
 * Reads a stored JSON value, or `undefined` (nothing stored, unreadable, or storage refused).
 *
 * @param {Storage} storage
 * @param {string} key
 * @returns {unknown}
 */
function read(storage, key) {
  try {
    const text = storage.getItem(key);
    return text === null ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Stores a JSON value; storage that refuses (private modes, quotas) only loses the memory.
 *
 * @param {Storage} storage
 * @param {string} key
 * @param {unknown} value
 */
function write(storage, key, value) {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Nothing to do: the game goes on, only unremembered.
  }
}

/** The remembered passphrase, or ''. */
export function loadPassphrase() {
  const value = read(localStorage, `${PREFIX}:passphrase`);
  return typeof value === 'string' ? value : '';
}

/** Remembers the passphrase in this browser. @param {string} passphrase */
export function savePassphrase(passphrase) {
  write(localStorage, `${PREFIX}:passphrase`, passphrase);
}

/**
 * The signing key of a passphrase: 32 bytes, SHA-256 of it; `undefined` for an empty passphrase
 * (unsigned links); `null` where Web Crypto is missing (a page on plain HTTP): a passphrase is then
 * refused rather than links sent unsigned.
 *
 * @param {string} passphrase
 * @returns {Promise<Uint8Array | undefined | null>}
 */
export async function keyOf(passphrase) {
  if (passphrase === '') return undefined;
  if (!globalThis.crypto?.subtle) return null;
  const bytes = new TextEncoder().encode(`tictactoe-engine playground\n${passphrase}`);
  return new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
}

/** The records this browser saw of a game, by seat. @param {string} gameId @returns {Record<string, GameRecord>} */
function seenOf(gameId) {
  const value = read(localStorage, `${PREFIX}:seen:${gameId}`);
  return value && typeof value === 'object' ? /** @type {Record<string, GameRecord>} */ (value) : {};
}

/**
 * Remembers a record this browser saw (or sent) for `seat`, and that this tab plays `seat`.
 *
 * @param {string} gameId
 * @param {string} seat
 * @param {GameRecord} record
 */
function remember(gameId, seat, record) {
  write(localStorage, `${PREFIX}:seen:${gameId}`, { ...seenOf(gameId), [seat]: record });
  write(sessionStorage, `${PREFIX}:seat:${gameId}`, seat);
}

/**
 * The code in a link, a fragment or a bare code: the text after the last `#`, trimmed.
 *
 * @param {string} text
 */
export function codeOf(text) {
  const trimmed = text.trim();
  return trimmed.slice(trimmed.lastIndexOf('#') + 1);
}

/** The link of a code on this page. @param {string} code */
export function linkOf(code) {
  const url = new URL(location.href);
  url.hash = code;
  return url.href;
}

/** A new game id. */
export function newGameId() {
  return globalThis.crypto?.randomUUID?.() ?? `g-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Opens a received code for this tab: decides which seat this tab plays, checks the code (its
 * signature with the passphrase's key, its game, and that it continues what this browser saw),
 * and remembers it.
 *
 * The seat is this tab's, when it has one for the game (it sent or opened a link of it before);
 * else the seat to move, as the library seats a first visit. Two tabs of one browser can so play
 * the two sides; a tab that reopens its own link still waits for the opponent.
 *
 * @param {string} code
 * @param {Uint8Array | undefined} key
 * @returns {Promise<
 *   | { ok: true, value: CorrespondenceView, gameId: string }
 *   | { ok: false, error: import('tictactoe-engine').ErrorData, rules?: import('tictactoe-engine').Rules }
 * >}
 */
export async function receive(code, key) {
  const peek = decodeRecord(code);
  const gameId = peek.ok ? (peek.value.gameId ?? '') : undefined;
  /** @type {string | null} */
  let me = null;
  /** @type {GameRecord | undefined} */
  let seen;
  if (peek.ok && gameId !== undefined) {
    const seat = read(sessionStorage, `${PREFIX}:seat:${gameId}`);
    const mark = peek.value.moves.length % 2 === 0 ? 'X' : 'O';
    me = typeof seat === 'string' ? seat : (peek.value.players.find((player) => player.symbol === mark)?.id ?? null);
    if (me !== null) seen = seenOf(gameId)[me];
  }
  /** @type {import('tictactoe-engine').OpenCodeOptions} */
  const options = {
    ...(key && { key }),
    ...(gameId && { gameId }),
    ...(seen && { seen }),
  };
  const view = await openCode(code, me, options);
  // A refused code's error may name a cell: its rules (when it could be read) name it on its board.
  if (!view.ok) return peek.ok ? { ...view, rules: peek.value.rules } : view;
  const id = view.value.record.gameId ?? '';
  remember(id, view.value.me.id, view.value.record);
  return { ok: true, value: view.value, gameId: id };
}

/**
 * Plays this tab's move and returns the code to send.
 *
 * @param {GameState} state
 * @param {CellIndex} cell
 * @param {string} me
 * @param {{ gameId: string, createdAt: string }} game
 * @param {Uint8Array | undefined} key
 */
export async function send(state, cell, me, game, key) {
  const sent = await nextCode(state, cell, me, {
    ...(key && { key }),
    gameId: game.gameId,
    createdAt: game.createdAt,
    updatedAt: new Date().toISOString(),
  });
  if (sent.ok) remember(game.gameId, me, sent.value.record);
  return sent;
}

/**
 * Makes the code of the game as it stands, for an opponent who moves next (an invitation, when
 * the opponent plays X): the record, signed when there is a key.
 *
 * @param {GameState} state
 * @param {string} me
 * @param {{ gameId: string, createdAt: string }} game
 * @param {Uint8Array | undefined} key
 */
export async function invite(state, me, game, key) {
  const record = saveRecord(state, { gameId: game.gameId, createdAt: game.createdAt });
  if (!record.ok) return record;
  const code = key ? await signRecord(record.value, key) : encodeRecord(record.value);
  if (code.ok) remember(game.gameId, me, record.value);
  return code;
}
