/*
 * @tanstack/query-core 5.108.0's `infiniteQueryBehavior.js`, cut: the paging an infinite query needs (its pages,
 * their params, fetching the next and previous ones). The app makes no infinite query (eslint refuses the API:
 * eslint.config.js), so that code stays out of `/` (−0.56 kB). The build points query-core's own import here
 * (scripts/query-core-cuts.ts); the web tests run the package as it is.
 *
 * query-core calls these only for an infinite query: one made anyway fails loudly here, rather than fetching
 * like a plain query and showing a page of something as all of it.
 */
const cut = (): never => {
  throw new Error(
    "Infinite queries are cut from the web app's build (src/lib/stand-ins/infinite-query-behavior.ts)",
  );
};

export { cut as infiniteQueryBehavior, cut as hasNextPage, cut as hasPreviousPage };
