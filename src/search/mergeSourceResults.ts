// Merges the ranked results of the site's index and each external source into one list of at
// most `limit`, so an external source is not crowded out by a site with many matches.

/**
 * Takes results in turns, best first from each list (the first list's best, the second's best,
 * ..., then each list's second), until `limit` are taken; returns them grouped by list, in the
 * lists' order, each group keeping its own ranking.
 */
export function mergeSourceResults<T>(lists: T[][], limit: number): T[] {
  const taken = lists.map(() => 0);
  let total = 0;
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let rank = 0; rank < longest && total < limit; rank += 1) {
    lists.forEach((list, source) => {
      if (rank < list.length && total < limit) {
        taken[source] += 1;
        total += 1;
      }
    });
  }
  return lists.flatMap((list, source) => list.slice(0, taken[source]));
}
