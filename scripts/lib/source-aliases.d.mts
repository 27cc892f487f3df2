/** Every public entry of the workspace's packages: specifier and source file. */
export declare const sourceEntries: () => ReadonlyArray<{ readonly specifier: string; readonly source: string }>
/** The aliases for `resolve.alias`, one exact match per entry. */
export declare const sourceAliases: () => Array<{ find: RegExp; replacement: string }>
