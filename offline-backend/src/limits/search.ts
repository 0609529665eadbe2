/**
 * Full-text search as Convex does it, where convex-test matches whitespace-separated word
 * starts and returns every match:
 * - the text is cut into terms at every character that is not a letter or digit, terms of 32
 *   bytes or more are dropped, the rest lower-cased (Convex's `convex_en` analyzer);
 * - only a query's first 16 terms count; a document matches when it holds one of them, the
 *   last one also as a prefix (what Convex does for the word being typed);
 * - a search query yields at most the 1,024 best candidates and then reports itself done
 *   (`MAX_CANDIDATE_REVISIONS`), silently.
 * "Best" here is the number of query terms a document holds, then the newest: Convex ranks by
 * BM25, so which candidates make the cut can differ, but the cap is the same. The matches keep
 * convex-test's order so its search cursors stay valid.
 */
import { utf8Length } from "./values.js";

export const MAX_QUERY_TERMS = 16;
export const MAX_TERM_BYTES = 32;
export const MAX_SEARCH_CANDIDATES = 1024;

export function searchTerms(text: string): string[] {
  return (text.match(/[\p{L}\p{N}]+/gu) ?? [])
    .filter((term) => utf8Length(term) < MAX_TERM_BYTES)
    .map((term) => term.toLowerCase());
}

/** How many of the query's terms the text holds (the last also as a prefix); 0: no match. */
export function searchScore(queryTerms: string[], text: string): number {
  if (queryTerms.length === 0) return 0;
  const words = new Set(searchTerms(text));
  const last = queryTerms[queryTerms.length - 1];
  let score = 0;
  queryTerms.forEach((term) => {
    if (words.has(term)) score += 1;
    else if (term === last && [...words].some((w) => w.startsWith(term))) score += 1;
  });
  return score;
}

type Doc = Record<string, unknown> & { _id: string; _creationTime: number };
interface SearchFilter {
  type: "Search" | "Eq";
  fieldPath: string;
  value: unknown;
}
interface Query {
  source: { type: string; indexName?: string; filters?: SearchFilter[] };
}
interface Resolved {
  sortedDocs: Doc[];
}
interface SearchableDatabase {
  _resolveQuerySource(query: Query): Resolved;
  _iterateDocs(table: string, callback: (doc: Doc) => void): void;
}

function fieldOf(doc: Doc, path: string): unknown {
  return path.split(".").reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], doc);
}

const same = (a: unknown, b: unknown) =>
  JSON.stringify(a, (_k, v: unknown) => (typeof v === "bigint" ? `${v}n` : v)) ===
  JSON.stringify(b, (_k, v: unknown) => (typeof v === "bigint" ? `${v}n` : v));

/** The documents a Convex deployment would let the query see, in convex-test's order. */
function convexCandidates(db: SearchableDatabase, query: Query): Doc[] {
  const filters = query.source.filters ?? [];
  const search = filters.find((f) => f.type === "Search");
  const equal = filters.filter((f) => f.type === "Eq");
  const terms = searchTerms(String(search?.value ?? "")).slice(0, MAX_QUERY_TERMS);
  const scored: { doc: Doc; score: number; walked: number }[] = [];
  const table = query.source.indexName!.split(".")[0];
  db._iterateDocs(table, (doc) => {
    if (!equal.every((f) => same(fieldOf(doc, f.fieldPath), f.value))) return;
    const text = fieldOf(doc, search!.fieldPath);
    const score = typeof text === "string" ? searchScore(terms, text) : 0;
    if (score > 0) scored.push({ doc, score, walked: scored.length });
  });
  scored.sort((a, b) => b.score - a.score || b.doc._creationTime - a.doc._creationTime);
  return scored
    .slice(0, MAX_SEARCH_CANDIDATES)
    .sort((a, b) => a.walked - b.walked)
    .map((s) => s.doc);
}

const enforced = new WeakSet<object>();

export function enforceSearchLimits(db: SearchableDatabase): void {
  if (enforced.has(db)) return;
  enforced.add(db);
  const resolve = db._resolveQuerySource;
  db._resolveQuerySource = function convexSearch(this: SearchableDatabase, query: Query) {
    if (query.source.type !== "Search") return resolve.call(this, query);
    // convex-test's own pass gives the chained filters and the limit; what it matched is
    // replaced by what Convex would have matched.
    return { ...resolve.call(this, query), sortedDocs: convexCandidates(this, query) };
  };
}
