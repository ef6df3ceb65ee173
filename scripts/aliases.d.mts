export declare const preactAlias: Record<string, string>;
