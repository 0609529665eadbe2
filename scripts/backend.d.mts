// Types of backend.mjs for the TypeScript that shares it (the e2e support, the backend's tests).

export declare const BACKEND_CLI: string;
export declare function backendServeArgs(options: {
  port: number;
  sitePort: number;
  dataDir: string;
  /** Another build's cli.ts, to bench it against this one. */
  cli?: string;
  /** More `serve` options. */
  extra?: string[];
}): string[];
