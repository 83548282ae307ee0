import type { GeoCatalog, PollingUnitIndex } from './geo.catalog.js';
import { trigramsOf, wordSimilarity, WORD_SIMILARITY_THRESHOLD } from '../../platform/pg-trgm.js';
import { PlaceKind, PlaceSearchResult } from './geo.types.js';

/** Letters, digits and space each a symbol, everything else one more: a key for any three characters. */
const SYMBOLS = 38;
const symbolOf = (code: number) =>
  code >= 97 && code <= 122 ? code - 97 : code >= 48 && code <= 57 ? code - 22 : code === 32 ? 36 : 37;
const gramKey = (text: string, i: number) =>
  (symbolOf(text.charCodeAt(i)) * SYMBOLS + symbolOf(text.charCodeAt(i + 1))) * SYMBOLS + symbolOf(text.charCodeAt(i + 2));

/** Places inside [from, to) of the index's numbering: wards, then units, each in code order. */
type Scope = readonly (readonly [number, number])[];
type Hit = { place: number; rank: number; similarity: number };

/**
 * Wards and polling units by name, held in memory beside the unit index, so a search reads
 * no table. Places are numbered wards first, then units, each in code order, so a number's
 * order is the results' tie-break and a state's or an LGA's places are two runs of numbers.
 * Three structures answer the three ways a name can match:
 * - the names sorted (C order): those starting with the query are one range of it;
 * - every three-character piece of every name, with the places holding it: a name that
 *   contains the query holds all its pieces, so the rarest piece's list is read and checked;
 * - pg_trgm's trigrams of ward names, with the wards holding them: a ward can be similar
 *   enough to a misspelling only if it shares enough of its trigrams.
 */
export class PlaceSearchIndex {
  private readonly names: string[] = [];
  private readonly byName: Int32Array;
  private readonly gramStarts: Int32Array;
  private readonly gramPlaces: Int32Array;
  private readonly wardsWithTrigram = new Map<string, number[]>();
  private readonly sharedTrigrams: Int32Array;
  /** The first unit of each ward, by ward number (and one past the last). */
  private readonly wardUnitStarts: Int32Array;
  private readonly scopes = new Map<string, Scope>();

  constructor(
    private readonly catalog: GeoCatalog,
    private readonly units: PollingUnitIndex,
  ) {
    const wards = catalog.wards;
    for (const ward of wards) this.names.push(ward.name.toLowerCase());
    for (let i = 0; i < units.size; i++) this.names.push(units.nameAt(i).toLowerCase());
    const names = this.names;

    this.byName = Int32Array.from(names.keys()).sort((a, b) => (names[a] < names[b] ? -1 : names[a] > names[b] ? 1 : a - b));

    // Each place at most once per piece, in number order: one pass to count, one to fill.
    const keys = SYMBOLS ** 3;
    const lastPlace = new Int32Array(keys).fill(-1);
    this.gramStarts = new Int32Array(keys + 1);
    const eachGram = (visit: (key: number, place: number) => void) => {
      for (let place = 0; place < names.length; place++) {
        const name = names[place];
        for (let i = 0; i + 3 <= name.length; i++) {
          const key = gramKey(name, i);
          if (lastPlace[key] !== place) visit(key, place);
          lastPlace[key] = place;
        }
      }
    };
    eachGram((key) => this.gramStarts[key + 1]++);
    for (let key = 0; key < keys; key++) this.gramStarts[key + 1] += this.gramStarts[key];
    this.gramPlaces = new Int32Array(this.gramStarts[keys]);
    const filled = this.gramStarts.slice(0, keys);
    lastPlace.fill(-1);
    eachGram((key, place) => (this.gramPlaces[filled[key]++] = place));

    wards.forEach((ward, place) => {
      for (const trigram of new Set(trigramsOf(ward.name))) {
        (this.wardsWithTrigram.get(trigram) ?? this.wardsWithTrigram.set(trigram, []).get(trigram)!).push(place);
      }
    });
    this.sharedTrigrams = new Int32Array(wards.length);

    // Units are in the wards' order, so each ward's units start where the previous ward's end.
    const unitCounts = new Map(units.wardRuns.map(([ward, first, end]) => [ward, end - first]));
    this.wardUnitStarts = new Int32Array(wards.length + 1);
    wards.forEach((ward, place) => {
      this.wardUnitStarts[place + 1] = this.wardUnitStarts[place] + (unitCounts.get(ward.fullCode) ?? 0);
    });
    if (this.wardUnitStarts[wards.length] !== units.size) throw new Error('Polling units are not all under the catalog\'s wards');
    wards.forEach((ward, place) => {
      for (const key of [ward.stateCode, `${ward.stateCode}/${ward.lgaCode}`]) {
        const first = this.scopes.get(key)?.[0][0] ?? place;
        const unitsFrom = wards.length + this.wardUnitStarts[first];
        this.scopes.set(key, [[first, place + 1], [unitsFrom, wards.length + this.wardUnitStarts[place + 1]]]);
      }
    });
  }

  /**
   * Up to `limit` places named like the query (already lower-cased and trimmed), ranked:
   * the exact name, names starting with it (the first `limit` of each kind in name order),
   * names containing it, then wards whose names are similar (word similarity, queries of
   * three characters or more). Wards come before units of equal rank, then code order.
   * Scoped to a state ('24') or an LGA ('24/16') when given.
   */
  search(query: string, limit: number, scopeCode?: string): PlaceSearchResult[] {
    const wardCount = this.catalog.wards.length;
    const scope: Scope = scopeCode ? (this.scopes.get(scopeCode) ?? []) : [[0, this.names.length]];
    const inScope = (place: number) => scope.some(([from, to]) => place >= from && place < to);
    const hits: Hit[] = [];

    let [wardsFound, unitsFound] = [0, 0];
    for (let i = this.firstNameFrom(query); i < this.byName.length && (wardsFound < limit || unitsFound < limit); i++) {
      const place = this.byName[i];
      const name = this.names[place];
      if (!name.startsWith(query)) break;
      if (!inScope(place)) continue;
      const isWard = place < wardCount;
      if (isWard ? wardsFound++ >= limit : unitsFound++ >= limit) continue;
      hits.push({ place, rank: name === query ? 0 : 1, similarity: 1 });
    }
    hits.sort((a, b) => a.rank - b.rank || a.place - b.place);
    // Names containing the query, and similar wards, only when the first ranks leave room.
    const room = limit - hits.length;
    if (room > 0) {
      hits.push(...this.containing(query, room, scope));
      if (query.length >= 3) hits.push(...this.similarWards(query, room, inScope));
    }
    return hits.slice(0, limit).map((hit) => this.resultOf(hit.place));
  }

  /** The first position in name order whose name is not below the query. */
  private firstNameFrom(query: string): number {
    let [low, high] = [0, this.byName.length];
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.names[this.byName[middle]] < query) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Places whose names contain the query but do not start with it, in number order. */
  private containing(query: string, limit: number, scope: Scope): Hit[] {
    const hits: Hit[] = [];
    const keep = (place: number) => {
      const name = this.names[place];
      if (name.includes(query) && !name.startsWith(query)) hits.push({ place, rank: 2, similarity: 1 });
      return hits.length < limit;
    };
    if (query.length < 3) {
      // No piece to look up: read the scope's names themselves.
      for (const [from, to] of scope) for (let place = from; place < to; place++) if (!keep(place)) return hits;
      return hits;
    }
    let [start, end] = [0, Number.POSITIVE_INFINITY];
    for (let i = 0; i + 3 <= query.length; i++) {
      const key = gramKey(query, i);
      if (this.gramStarts[key + 1] - this.gramStarts[key] < end - start) [start, end] = [this.gramStarts[key], this.gramStarts[key + 1]];
    }
    for (const [from, to] of scope) {
      // Within each run of the scope, the list's places from `from` on, in order.
      let i = this.firstAtLeast(start, end, from);
      for (; i < end && this.gramPlaces[i] < to; i++) if (!keep(this.gramPlaces[i])) return hits;
    }
    return hits;
  }

  private firstAtLeast(start: number, end: number, place: number): number {
    let [low, high] = [start, end];
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.gramPlaces[middle] < place) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Wards whose names do not contain the query but clear the word-similarity bar, best first. */
  private similarWards(query: string, limit: number, inScope: (place: number) => boolean): Hit[] {
    const queryTrigrams = [...new Set(trigramsOf(query))];
    const touched: number[] = [];
    for (const trigram of queryTrigrams) {
      for (const ward of this.wardsWithTrigram.get(trigram) ?? []) {
        if (this.sharedTrigrams[ward]++ === 0) touched.push(ward);
      }
    }
    // A run of the name shares at most the name's trigrams with the query, so a ward
    // sharing fewer than the bar's share of the query's trigrams cannot clear it.
    const needed = WORD_SIMILARITY_THRESHOLD * queryTrigrams.length - 1e-9;
    const hits: Hit[] = [];
    for (const ward of touched) {
      const shared = this.sharedTrigrams[ward];
      this.sharedTrigrams[ward] = 0;
      const name = this.names[ward];
      if (shared < needed || !inScope(ward) || name.includes(query)) continue;
      const similarity = wordSimilarity(query, name);
      if (similarity >= WORD_SIMILARITY_THRESHOLD) hits.push({ place: ward, rank: 3, similarity });
    }
    return hits.sort((a, b) => b.similarity - a.similarity || a.place - b.place).slice(0, limit);
  }

  private resultOf(place: number): PlaceSearchResult {
    const wards = this.catalog.wards;
    if (place >= wards.length) {
      const unit = place - wards.length;
      const pollingUnit = this.units.unitOf(unit, wards[this.wardOfUnit(unit)]);
      const { name, state, lga, ward } = pollingUnit;
      return Object.assign(new PlaceSearchResult(), { kind: PlaceKind.POLLING_UNIT, name, state, lga, ward, pollingUnit });
    }
    const ward = wards[place];
    const [lga, state] = [this.catalog.lga(ward.stateCode, ward.lgaCode)!, this.catalog.state(ward.stateCode)!];
    return Object.assign(new PlaceSearchResult(), { kind: PlaceKind.WARD, name: ward.name, state, lga, ward, pollingUnit: null });
  }

  /** The ward number whose units include the unit: the last ward starting at or before it. */
  private wardOfUnit(unit: number): number {
    let [low, high] = [0, this.catalog.wards.length - 1];
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if (this.wardUnitStarts[middle] <= unit) low = middle;
      else high = middle - 1;
    }
    return low;
  }
}
