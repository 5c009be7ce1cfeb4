/**
 * The game's shared vocabulary: languages, roles, talk entries, judgements, votes, deaths, settings. Both the wire
 * format (packets/) and the rules (game/) speak it, so neither has to import the other's types: packets
 * decode into these, game folds them. Pure types and constants, importing nothing.
 */
export { LANGUAGES, type Language } from './languages.ts';
export type { DeathEntry, Judgement, TalkEntry, VoteEntry } from './records.ts';
export type { DecidedRequest } from './requests.ts';
export { type AliveStatus, GAME_ROLES, type GameRole, type Species } from './roles.ts';
export type { GameSettings, LengthLimits, TalkSettings } from './settings.ts';
