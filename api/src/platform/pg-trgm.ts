/**
 * pg_trgm's word similarity, computed in the process as PostgreSQL computes it, so the place
 * search (geo/geo.search.ts) ranks misspelt ward names from memory exactly as its former SQL
 * did. What it copies from pg_trgm, which pg-trgm.test.ts checks against the installed
 * extension on every INEC ward name: how a text splits into trigrams (lower-cased words of
 * letters and digits, each padded as '  word '), `iterate_word_similarity`'s search for the
 * best run of trigrams, single-precision scores, and the default threshold.
 *
 * Kept because the search in memory answered faster than its SQL (docs/bench/geo.md).
 */

/** pg_trgm's default `word_similarity_threshold`, the bar a misspelt ward name must clear. */
export const WORD_SIMILARITY_THRESHOLD = 0.6;

/** pg_trgm's trigrams of a text, in order and with repeats: each word padded as '  word '. */
export function trigramsOf(text: string): string[] {
  const trigrams: string[] = [];
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) trigrams.push(padded.slice(i, i + 3));
  }
  return trigrams;
}

/** pg_trgm computes in single precision; the threshold comparison depends on it. */
const similarityOf = (shared: number, queryTrigrams: number, extentTrigrams: number) =>
  Math.fround(shared / (queryTrigrams + extentTrigrams - shared));

/**
 * PostgreSQL's `word_similarity(query, text)` (pg_trgm's iterate_word_similarity, plain
 * variant): the best similarity between the query's trigrams and any run of the text's
 * trigrams, the run growing from a trigram the query has and its start moved forward
 * while that improves the score.
 */
export function wordSimilarity(query: string, text: string): number {
  const queryTrigrams = new Set(trigramsOf(query));
  const textTrigrams = trigramsOf(text);
  const idOf = new Map<string, number>();
  const ids = textTrigrams.map((trigram) => idOf.get(trigram) ?? idOf.set(trigram, idOf.size).get(trigram)!);
  const inQuery = [...idOf.keys()].map((trigram) => queryTrigrams.has(trigram));
  const lastPosition = new Int32Array(idOf.size).fill(-1);
  const queryCount = queryTrigrams.size;
  let [extentCount, shared, lower, best] = [0, 0, -1, 0];
  for (let upper = 0; upper < ids.length; upper++) {
    const id = ids[upper];
    if (lower >= 0 || inQuery[id]) {
      if (lastPosition[id] < 0) {
        extentCount++;
        if (inQuery[id]) shared++;
      }
      lastPosition[id] = upper;
    }
    if (!inQuery[id]) continue;
    if (lower === -1) [lower, extentCount] = [upper, 1];
    let current = similarityOf(shared, queryCount, extentCount);
    let [tryCount, tryShared] = [extentCount, shared];
    const previousLower = lower;
    for (let tryLower = lower; tryLower <= upper; tryLower++) {
      const score = similarityOf(tryShared, queryCount, tryCount);
      if (score > current) [current, extentCount, lower, shared] = [score, tryCount, tryLower, tryShared];
      const dropped = ids[tryLower];
      if (lastPosition[dropped] === tryLower) {
        tryCount--;
        if (inQuery[dropped]) tryShared--;
      }
    }
    best = Math.max(best, current);
    for (let dropped = previousLower; dropped < lower; dropped++) {
      if (lastPosition[ids[dropped]] === dropped) lastPosition[ids[dropped]] = -1;
    }
  }
  return best;
}
