// The MCP server's command line: a build folder, stdio by default, Streamable HTTP with --http (and
// then one build folder per docs version); a wrong command line is refused with the usage, before
// anything starts.
import {describe, expect, it} from 'vitest';
import {parseArguments} from '../../../src/mcp/arguments';

describe('parseArguments', () => {
  it('serves stdio when only a build folder is given', () => {
    expect(parseArguments(['build'])).toEqual({buildDirs: ['build']});
  });

  it('serves HTTP on the given port, on the local address unless --host says otherwise', () => {
    expect(parseArguments(['build', '--http', '3344'])).toEqual({buildDirs: ['build'], http: {port: 3344, host: '127.0.0.1'}});
    expect(parseArguments(['--http', '3344', '--host', '0.0.0.0', 'build'])).toEqual({buildDirs: ['build'], http: {port: 3344, host: '0.0.0.0'}});
  });

  it('serves several builds over HTTP, one per docs version', () => {
    expect(parseArguments(['www/1.0.0', 'www/1.1.0', '--http', '3344'])).toEqual({buildDirs: ['www/1.0.0', 'www/1.1.0'], http: {port: 3344, host: '127.0.0.1'}});
  });

  it.each([
    [[], /Give a build folder\. Usage: npm run mcp -- <buildDir>/],
    [['a', 'b'], /Over stdio, give one build folder; several go with --http/],
    [['build', '--http'], /--http needs a value/],
    [['build', '--http', 'eighty'], /--http takes a port number from 1 to 65535, not "eighty"/],
    [['build', '--http', '70000'], /--http takes a port number/],
    [['build', '--host', '0.0.0.0'], /--host goes with --http/],
    [['build', '--stdio'], /Unknown option --stdio/],
  ])('refuses %j with the usage', (args, message) => {
    expect(() => parseArguments(args)).toThrow(message);
  });
});
