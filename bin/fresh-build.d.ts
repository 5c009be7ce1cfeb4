/** The checkout's root folder (absolute path, trailing separator). */
export declare const ROOT: string;
/** dist/aiwolf-agent.js, the bundle `npm run build` makes. */
export declare const BUILT_ENTRY: string;
/** True when the bundle exists and was built after the last change under src/ and to package-lock.json. */
export declare const isBuildFresh: () => boolean;
