// `npm run mcp -- <buildDir> [--http <port>] [--host <address>]`: serves a built site to
// assistants, on stdio by default or as Streamable HTTP (then several builds, one per docs version).
// A wrong argument or a folder that is not a build ends with one line saying what to do, never a
// stack trace.
import {parseArguments, UsageError} from './arguments';
import {serveHttp} from './http';
import {loadSite, SiteError, type Site} from './site';
import {serveStdio} from './stdio';

/**
 * The sites of the build folders. With several (one per deployed version), a folder that cannot be
 * served is reported and left out, so one bad release does not take every version's endpoint down;
 * with one, or when none can be served, the server does not start.
 */
async function loadSites(buildDirs: string[]): Promise<Site[]> {
  if (buildDirs.length === 1) return [await loadSite(buildDirs[0]!)];
  const outcomes = await Promise.allSettled(buildDirs.map((buildDir) => loadSite(buildDir)));
  const sites: Site[] = [];
  for (const [at, outcome] of outcomes.entries()) {
    if (outcome.status === 'fulfilled') sites.push(outcome.value);
    else if (outcome.reason instanceof SiteError) console.error(`Left out ${buildDirs[at]}: ${outcome.reason.message}`);
    else throw outcome.reason;
  }
  if (sites.length === 0) throw new SiteError('None of the build folders can be served (see above).');
  return sites;
}

async function main(): Promise<void> {
  const options = parseArguments(process.argv.slice(2));
  const sites = await loadSites(options.buildDirs);
  if (!options.http) {
    await serveStdio(sites[0]!);
    return;
  }
  await serveHttp(sites, options.http);
  for (const site of sites) console.error(`MCP server for ${site.index.title} at http://${options.http.host}:${options.http.port}${site.endpointPath}`);
}

main().catch((error: unknown) => {
  const expected = error instanceof UsageError || error instanceof SiteError || (error as NodeJS.ErrnoException)?.code === 'EADDRINUSE';
  console.error(expected ? (error as Error).message : `The MCP server could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
