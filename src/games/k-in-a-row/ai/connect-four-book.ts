/**
 * Level 6's Connect Four opening book, made by `scripts/connect-four-book.mjs` with this library's solver (do not
 * edit: run it again). See connect-four-openings.ts for how it is read.
 *
 * @packageDocumentation
 */

/** The last ply (marks on the board) at which the book has X's move, and O's. */
export const BOOK_PLIES = [8, 7] as const;

/**
 * Where, in X's book and in O's, the book's node after the opponent's first move in column `a` starts (its
 * symbol's index, `[a]`), and after its second in column `b` (`[7 + 7a + b]`); −1 for none. A question reads only
 * the subtrees its position can be in.
 */
export const BOOK_STARTS = [
  [
    1, 149, 549, 907, 1304, 1662, 2062, 2, 17, 32, 47, 104, 119, 134, 150, 207, 264, 321, 378, 435, 492, 550, 607, 664,
    721, 778, 835, 850, 908, 965, 1021, 1078, 1134, 1191, 1247, 1305, 1362, 1377, 1434, 1491, 1548, 1605, 1663, 1720,
    1777, 1834, 1891, 1948, 2005, 2063, 2078, 2093, 2108, 2165, 2180, 2195,
  ],
  [
    0, 400, 800, 1200, 1201, 1601, 2001, 1, 58, 115, 172, 229, 286, 343, 401, 458, 515, 572, 629, 686, 743, 801, 858,
    915, 972, 1029, 1086, 1143, -1, -1, -1, -1, -1, -1, -1, 1202, 1259, 1316, 1373, 1430, 1487, 1544, 1602, 1659, 1716,
    1773, 1830, 1887, 1944, 2002, 2059, 2116, 2173, 2230, 2287, 2344,
  ],
] as const;

/** X's book, then O's: 3-bit symbols in depth-first order, two to a base64url character. */
export const BOOK = [
  'bbbYbTbbbbbbabbbbbbbTbbbYaUbbiTbaSTbjmSicbUbbbTbbbTbbbbbTbbbbbbabbbbbbbTbbZSDbabbabaTTSTbbbbbabaTbbb' +
    'babbbbbbbbbbbbbbbbbbbbbbbbbbbbbbjbbbbbbbaTTaTbbbbbbbabaTabbTbbbbbbbbbbbbbbLkqbbbbbbbbbbbbbbbbbbbbbbb' +
    'bbbZbbbbbbbbbbbbbbbbbbbbbbbbbbbbLbbbbbbbbbbbbbbbbbbbbbbbbbbbcbbbbbbbbbbbbbdbbbbbbbbbbbbbbZbbbbbbbbbb' +
    'bbbbbbbbbbbbbbbbbaTbbbbbbbbbbbbbTbbbbbbbbbbbbbamrbbbc222lbbbTbbbbbbbbbaTbbWSSbbbbbbTbbbTbbbbbbbbbbbb' +
    'bbbRbbbbbbbbbbbbbekkSUeskrbbbbbbbabbbTbbbbbbbbbbbaarazbbabbbabbbababSjbbabbbabbbabbbbTbbbTbbbTba0RTb' +
    'abbbabbbabbbbTbbbTbbbrbTWSabbTbbbTbbbTbaZSlRZclSbSbSVUSibUbqKTrSKUTbbabbbabbbabajSDbbZbbbabbbabbbbTb' +
    'bbTbbbTbaKQTbabbbabbbabbbbTbbbTbbbTbTbTbbbTbbbTbbbTbJgjZTbbbbbbbbbbbbibbbbbbbbbbbCSRTSSSTbbbbbbbbbbb' +
    'bbbMbbbbbbbbbbbbbbbcbbbcbbbbbbkSEbbcjbbbbbbbbcKbbbSAAAbbbbZCTbbbbbbbbbbbbbbbbbbbbbbbbbbbcjbbbbbbbbbb' +
    'bbbbbbbbbbbbbbbbbLbbbbbbbbbbbbbLbbbbbbbbbbbbbbjbbbbbbbbbbbbbbbbbbbbbbbbbbbaabbbbbbbbbbbbZSbbbbbbbTab' +
    'bbaLbbbbbbbbrbbbbbbbbbbbbababakkEjbbbbbadbbbbbbbbbbbbbbbbbbbkbbbbbbbbbbbbbbbbbbbbbbbbbbaKdbbbbdbbbbb' +
    'bbbbbbbbbbbbbbbbbTbbbbbbbbbbbbbbbbbabbbbbbbTbbbbbbabbbbbabbbabbbSbSiiCbbaSTbaSbbSTzbbbabbbbbbbTbbbbb' +
    'babzb',
  'bDbbbbbbbbbbbYbjbbbbbbbbbbbbbbbbbbbcbbbbbbcbbbbbbbbbbbbabbbbbbbbbbbbbbbaTbbbbbbbbbbbbbbDbbbbbbbbbbbZ' +
    'ddbbbbbbbbbbbbbbbbbbbbbbbbbbbcbbbbbbbbbbbbbbbbbbbbbbbbbbbbdbbbbbbabbbabbbbbbbbTbbbbbbbbbbbbbbbTbbbbb' +
    'TYbbbLaTbbbTbbbLbjLbbbbbbbbbbLbSbabTTabTTbbbbaaTiabTSbbababbTbbLbbJZcbbbbbTbbbbbTTbbbabbbbbZbbbbbbbZ' +
    'SbbbberbbzjbbsaSUSSSUSSSKc1bbb1iSaaSUSSSUSSTabbaSSSSRTxjbbziSiSSSqSTabbabTbbSSSSTLdjbbdjSUSSbTbbbbbe' +
    'bbbbbbbbbbbbbbaTbbbbbbbbbbbbbbbbbbbbbbbbbbZTbbbbbbbbbbbbbabbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbTbbZ' +
    'dabbbbbbbbbbbbbbbbbbbbbbbbbbaUbbbbbbbbbbbbbbbbbbbbbbbabbbTdbbbbbbbbbbbbbbbbbbbbbbbbbbabbbbbbbbbbbbbb' +
    '7bbbbbbbbbbbbbbbjbbbbbbbbbbbbbbbbbbbbbbbbbbLcbbbjbbbbbbbbbbbbbbbbbbbbbbbSjbbbbbbbbbbbbbbbbbbbbbbbbbb' +
    'jLrbbcbbbbbbbbbjbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbcrbbbbbbbbbbbbbbbbbbbbbbbbbbcjbbbbbbbbbbbb' +
    'cjDbbbbbcabZKbaLbcaLdckkkjbbacbbbjkkhkTTAbaYbbiIaKkkkkbbbjTbaaabgTakjlTIbbcbTjabjVTbbdbbRbbaYbbZDbbb' +
    'bkrbbbbbbbrbbbbjTbbbccbabTjbbbbdbTrrbbdbbcbdbbjbSKcSTacbbbbbjacbjacbbbUbbbbbbbbbabbdbbdbbbcbdbajbbbb' +
    'zbbbbbbabbbbbbbbbbbbbbbabbbbbbbbTbbbTbbbbbbLbbbbbbbbbbbbbbbbbbbbbbbbbbbbTbbbbbbbbbbbbbbbbbbbbbbbbbbb' +
    'LLrbbbbbbbbbbbebbbbbbbbbbbbbbcjbbbbbbbbbbbbbbbTbbbbbbbbbbbbTbbbbbbTbbbbbbbbbbbbbbbbbbbabzbbbbbbbebbb' +
    'Y',
] as const;
