/*
 * An independent judge of Connect Four (7 columns of 6 rows, four in a row), written for the benches from the
 * rules alone: it shares no code with the library. Reads one position a line from stdin, as the columns played
 * from the empty board (1 to 7, as in Pascal Pons' test sets), and prints the value of each for the player to move:
 * 1 (a win with perfect play), 0 (a draw), -1 (a loss), or "invalid". The table is kept from line to line, so that
 * the positions of one game cost little after the first.
 *
 * Build: cc -O2 -o connect-four bench/judge/connect-four.c
 *
 * The board is a 64-bit set: column c holds bits 7c (its bottom row) to 7c + 5, and bit 7c + 6 stays empty. The
 * search is a plain alpha-beta over the three values, with a table of bounds, a win on the move taken first, a lone
 * threat of the opponent's answered and a move under one avoided.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define WIDTH 7
#define HEIGHT 6
#define H1 (HEIGHT + 1)
#define CELLS (WIDTH * HEIGHT)

static const uint64_t ONE = 1;
static uint64_t bottom_mask, board_mask;

static uint64_t column_mask(int c) { return ((ONE << HEIGHT) - 1) << (c * H1); }

/* The empty cells where the player with stones p would complete four in a row. */
static uint64_t wins_of(uint64_t p, uint64_t mask) {
  uint64_t r = (p << 1) & (p << 2) & (p << 3);
  static const int steps[3] = {H1, H1 - 1, H1 + 1};
  for (int i = 0; i < 3; i++) {
    int s = steps[i];
    uint64_t b = (p << s) & (p << 2 * s);
    r |= b & (p << 3 * s);
    r |= b & (p >> s);
    uint64_t a = (p >> s) & (p >> 2 * s);
    r |= a & (p << s);
    r |= a & (p >> 3 * s);
  }
  return r & (board_mask ^ mask);
}

static int count(uint64_t x) { return __builtin_popcountll(x); }

typedef struct {
  uint64_t key;
  int8_t lo, hi;
} Entry;

#define TABLE_BITS 23
static Entry *table;

static long long nodes;

/* The value for the player to move (stones `cur`, all stones `mask`, `moves` of them) within [alpha, beta]. */
static int search(uint64_t cur, uint64_t mask, int moves, int alpha, int beta) {
  nodes++;
  if (moves == CELLS) return 0;
  uint64_t possible = (mask + bottom_mask) & board_mask;
  if (wins_of(cur, mask) & possible) return 1;
  uint64_t theirs = wins_of(cur ^ mask, mask);
  uint64_t forced = possible & theirs;
  if (forced) {
    if (forced & (forced - 1)) return -1;
    possible = forced;
  }
  possible &= ~(theirs >> 1);
  if (!possible) return -1;
  if (moves + 1 == CELLS) return 0;

  uint64_t key = cur + mask + bottom_mask; /* never 0, the key of an empty slot */
  Entry *e = &table[(key * 0x9E3779B97F4A7C15ull) >> (64 - TABLE_BITS)];
  int lo = -1, hi = 1;
  if (e->key == key) {
    lo = e->lo;
    hi = e->hi;
    if (lo == hi) return lo;
    if (lo >= beta) return lo;
    if (hi <= alpha) return hi;
    if (lo > alpha) alpha = lo;
    if (hi < beta) beta = hi;
  }

  int order[WIDTH], score[WIDTH], n = 0;
  for (int i = 0; i < WIDTH; i++) {
    int c = WIDTH / 2 + (i % 2 ? (i + 1) / 2 : -(i / 2));
    uint64_t move = possible & column_mask(c);
    if (!move) continue;
    int s = count(wins_of(cur | move, mask | move));
    int j = n++;
    while (j > 0 && score[j - 1] < s) {
      order[j] = order[j - 1];
      score[j] = score[j - 1];
      j--;
    }
    order[j] = c;
    score[j] = s;
  }

  int a0 = alpha, best = -2;
  for (int i = 0; i < n; i++) {
    uint64_t move = possible & column_mask(order[i]);
    int v = -search(cur ^ mask, mask | move, moves + 1, -beta, -alpha);
    if (v > best) best = v;
    if (v > alpha) alpha = v;
    if (alpha >= beta) break;
  }
  if (e->key != key) {
    e->key = key;
    e->lo = -1;
    e->hi = 1;
  }
  if (best <= a0) e->hi = (int8_t)(best < e->hi ? best : e->hi);
  else if (best >= beta) e->lo = (int8_t)(best > e->lo ? best : e->lo);
  else e->lo = e->hi = (int8_t)best;
  return best;
}

int main(void) {
  for (int c = 0; c < WIDTH; c++) {
    bottom_mask |= ONE << (c * H1);
    board_mask |= column_mask(c);
  }
  table = calloc((size_t)1 << TABLE_BITS, sizeof(Entry));
  if (!table) return 2;
  char line[256];
  while (fgets(line, sizeof line, stdin)) {
    uint64_t cur = 0, mask = 0;
    int moves = 0, ok = 1, over = 0;
    for (char *p = line; *p && *p != '\n' && *p != '\r'; p++) {
      int c = *p - '1';
      if (c < 0 || c >= WIDTH || over || (mask & (ONE << (c * H1 + HEIGHT - 1)))) {
        ok = 0;
        break;
      }
      uint64_t move = (mask + (ONE << (c * H1))) & column_mask(c);
      if (wins_of(cur, mask) & move) over = 1; /* this move completes a line: the game ends */
      cur ^= mask;
      mask |= move;
      moves++;
    }
    if (!ok || over) {
      puts("invalid");
    } else {
      nodes = 0;
      printf("%d\n", search(cur, mask, moves, -1, 1));
    }
    fflush(stdout);
  }
  return 0;
}
