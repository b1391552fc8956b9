// The console's generated index (src/plugins/api-reference/consoleData.ts writes it at build time).
declare module '@site/.api-reference/console/index.js' {
  export const operationModules: Record<string, () => Promise<import('./types').ConsoleOperationModule>>;
}
