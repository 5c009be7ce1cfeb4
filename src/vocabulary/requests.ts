/** The requests a brain decides (talk, whisper, the four target choices); the rest are only folded in, or answered by the session itself (NAME). */
export type DecidedRequest = 'TALK' | 'WHISPER' | 'VOTE' | 'DIVINE' | 'GUARD' | 'ATTACK';
