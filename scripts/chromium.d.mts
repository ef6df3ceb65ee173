// Types for scripts/chromium.mjs (plain JavaScript so that scripts/ensure-chromium.mjs can run it
// without a TypeScript loader).
export declare const DEBIAN_CHROMIUM: string;
export declare const chromiumPath: string;
export declare const chromiumFromEnv: boolean;
export declare const runningAsRoot: boolean;
export declare const chromiumArgs: readonly string[];
export declare function chromiumLaunchOptions(): { executablePath: string; args: string[] };
