// Records, share codes and signatures: operations per second on the built package.
import { Bench } from 'tinybench';
import {
  TicTacToeEngine,
  decodeRecord,
  encodeRecord,
  loadRecord,
  openCode,
  parseMoves,
  formatMoves,
  saveRecord,
  signRecord,
  unwrap,
  verifyRecord,
} from '../dist/index.js';

const engine = new TicTacToeEngine();
const moves = [4, 0, 2, 6, 3, 5, 1, 7, 8];
const state = unwrap(engine.replay(moves, { metadata: { gameId: 'abc123' } }, [{ id: 'ann' }, { id: 'bob' }]));
const record = unwrap(saveRecord(state));
const json = JSON.stringify(record);
const code = unwrap(encodeRecord(record));
const raw = Uint8Array.from({ length: 32 }, (_, i) => i);
const key = await crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
const signed = unwrap(await signRecord(record, key));

const bench = new Bench({ time: 300 });
bench
  .add('formatMoves + parseMoves (9 moves, digits)', () => parseMoves(formatMoves(moves, { notation: 'digits' })))
  .add('saveRecord (9-move game)', () => saveRecord(state))
  .add('loadRecord (JSON text, 9 moves replayed)', () => loadRecord(json))
  .add('encodeRecord (9-move record)', () => encodeRecord(record))
  .add('decodeRecord (9-move code)', () => decodeRecord(code))
  .add('signRecord (CryptoKey)', async () => signRecord(record, key))
  .add('verifyRecord (CryptoKey)', async () => verifyRecord(signed, key))
  .add('verifyRecord (raw key bytes, imported per call)', async () => verifyRecord(signed, raw))
  .add('openCode (signed, with seen)', async () => openCode(signed, 'bob', { key, seen: record }));
await bench.run();
console.table(bench.table());
console.log(
  `code lengths: unsigned ${code.length}, signed ${signed.length} (9 moves, game id "abc123", players "ann" and "bob")`,
);
