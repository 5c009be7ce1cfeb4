/** Bundles src/cli/main.ts and its imports into `outfile` (default dist/aiwolf-agent.js); resolves to the path. */
export declare const buildBundle: (options?: { readonly outfile?: string }) => Promise<string>;
