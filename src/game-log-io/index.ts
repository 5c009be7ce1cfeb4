/** Reading game logs from disk (the I/O shell around the pure `game-log` reader). */
export { type GameLogFile, readGameLogFiles } from './read-game-log-files.ts';
