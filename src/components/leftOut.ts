// Whether this build leaves an optimisation out (DOCS_BENCH_WITHOUT, src/config/benchWithout.ts),
// for the browser code of the ones `npm run bench` measures that way. Production builds leave none out.
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Optimisation} from '@site/src/config/benchWithout';

export function useLeftOut(optimisation: Optimisation): boolean {
  const {siteConfig} = useDocusaurusContext();
  const leftOut = siteConfig.customFields?.benchWithout;
  return Array.isArray(leftOut) && leftOut.includes(optimisation);
}
