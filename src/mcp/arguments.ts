// The command line of the MCP server: a build folder, and `--http <port>` (with `--host`) for
// Streamable HTTP instead of stdio. Over HTTP it takes several build folders, one per deployed docs
// version, each answering at its own version's endpoint.

export const USAGE = 'Usage: npm run mcp -- <buildDir> [--http <port> [--host <address>]]; over HTTP, one <buildDir> per docs version';

/** A command line the server cannot start from; its message says how to call it. */
export class UsageError extends Error {}

/** Behind nginx on the same machine: only local connections. */
const DEFAULT_HOST = '127.0.0.1';

type Options = {buildDirs: string[]; http?: {port: number; host: string}};

export function parseArguments(args: string[]): Options {
  const positional: string[] = [];
  let port: number | undefined;
  let host: string | undefined;
  for (let index = 0; index < args.length; index += 1) {
    const argument = args[index]!;
    if (argument === '--http' || argument === '--host') {
      const value = args[index + 1];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`${argument} needs a value. ${USAGE}`);
      index += 1;
      if (argument === '--host') host = value;
      else {
        port = Number(value);
        if (!Number.isInteger(port) || port < 1 || port > 65535) throw new UsageError(`--http takes a port number from 1 to 65535, not "${value}". ${USAGE}`);
      }
    } else if (argument.startsWith('--')) throw new UsageError(`Unknown option ${argument}. ${USAGE}`);
    else positional.push(argument);
  }
  if (positional.length === 0) throw new UsageError(`Give a build folder. ${USAGE}`);
  if (host !== undefined && port === undefined) throw new UsageError(`--host goes with --http. ${USAGE}`);
  // An assistant starts one stdio server per site; several versions need one endpoint each.
  if (positional.length > 1 && port === undefined) throw new UsageError(`Over stdio, give one build folder; several go with --http. ${USAGE}`);
  return {buildDirs: positional, ...(port !== undefined ? {http: {port, host: host ?? DEFAULT_HOST}} : {})};
}
