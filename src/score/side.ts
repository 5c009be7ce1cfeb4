import type { GameRoleName, WinSideName } from '../game-log/index.ts';

/** The side a role wins with: werewolf and possessed with the werewolves, every other role with the village. */
export const sideOf = (role: GameRoleName): WinSideName =>
  role === 'WEREWOLF' || role === 'POSSESSED' ? 'WEREWOLF' : 'VILLAGER';
