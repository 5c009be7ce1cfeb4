/** The checkout's root folder (absolute path, trailing separator). */
export declare const ROOT: string;
/** dist/cli/main.js, the compiled entry point. */
export declare const BUILT_ENTRY: string;
/** True when dist/ exists and was built after the last change under src/. */
export declare const isBuildFresh: () => boolean;
