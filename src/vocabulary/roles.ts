/** The roles of the aiwolf game as the server names them, and what a seer or medium can learn. */
export const GAME_ROLES = ['WEREWOLF', 'POSSESSED', 'SEER', 'BODYGUARD', 'VILLAGER', 'MEDIUM'] as const;
export type GameRole = (typeof GAME_ROLES)[number];
export type Species = 'HUMAN' | 'WEREWOLF';
export type AliveStatus = 'ALIVE' | 'DEAD';
