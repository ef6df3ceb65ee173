// Types for scripts/chromium.mjs (plain JavaScript so that scripts/ensure-chromium.mjs can run it
// without a TypeScript loader).
export declare const DEBIAN_CHROMIUM: string;
export declare const DEBIAN_HEADLESS_SHELL: string;
export declare const debianPackages: readonly { name: string; binary: string }[];
export declare const chromiumPath: string;
export declare const testChromiumPath: string;
export declare const chromiumFromEnv: boolean;
export declare const runningAsRoot: boolean;
export declare const chromiumArgs: readonly string[];
export declare const ignoredDefaultArgs: readonly string[];
export declare function chromiumLaunchOptions(options?: { shell?: boolean }): { executablePath: string; args: string[]; ignoreDefaultArgs: string[] };
