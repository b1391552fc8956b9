// lunr 2.3 (brought by @easyops-cn/docusaurus-search-local, whose index files it reads) ships no
// types; these cover the part the site's search uses.
declare module 'lunr' {
  namespace lunr {
    type MatchMetadata = Record<string, Record<string, {position?: [number, number][]}>>;

    interface Index {
      query(build: (query: Query) => void): Index.Result[];
      toJSON(): object;
    }
    namespace Index {
      interface Result {
        ref: string;
        score: number;
        matchData: {metadata: MatchMetadata};
      }
      function load(serialized: object): Index;
    }

    interface Query {
      term(
        term: string,
        options?: {wildcard?: number; presence?: number; editDistance?: number; usePipeline?: boolean},
      ): Query;
    }
    namespace Query {
      const wildcard: {NONE: 0; LEADING: 1; TRAILING: 2};
      const presence: {OPTIONAL: 1; REQUIRED: 2; PROHIBITED: 3};
    }

    interface Builder {
      ref(name: string): void;
      field(name: string): void;
      add(document: object): void;
      metadataWhitelist: string[];
    }

    /** Returns the token unless it is an English stop word. */
    function stopWordFilter(token: string): string | undefined;
  }
  function lunr(config: (this: lunr.Builder, builder: lunr.Builder) => void): lunr.Index;
  export = lunr;
}
