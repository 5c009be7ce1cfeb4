/** The roles of the aiwolf game as the server names them, and what a seer or medium can learn. */
export const GAME_ROLES = ['WEREWOLF', 'POSSESSED', 'SEER', 'BODYGUARD', 'VILLAGER', 'MEDIUM'] as const;
export type GameRole = (typeof GAME_ROLES)[number];
/** Whether a protocol role word (which also has ANY, FREEMASON, FOX) is one of this game's roles. */
export const isGameRole = (role: string): role is GameRole => (GAME_ROLES as readonly string[]).includes(role);
export type Species = 'HUMAN' | 'WEREWOLF';
export type AliveStatus = 'ALIVE' | 'DEAD';
