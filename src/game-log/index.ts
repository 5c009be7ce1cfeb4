/** Public API of the game-log reader (pure: text in, typed record out; no I/O). */
export * from './game-record-schema.ts';
export { checkStatusBlocks, emptyGameRecord, type ReadGameLogInput, readGameLog } from './read-game-log.ts';
export { type LogRecord, splitLogRecords } from './split-log-records.ts';
export { defaultAgentName, teamFromConnectionName } from './team-name.ts';
export { aliveOn, executedOn, nightAliveOn, nightDays, roleOf, voteDays, werewolvesOf } from './game-days.ts';
