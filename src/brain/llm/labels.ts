import type { GameRole, Species } from '../../game/state.ts';
import type { Language } from '../brain.ts';

/** Words the prompt contexts need in the game's language (the sentences around them are in templates). */
type Labels = {
  readonly roles: Readonly<Record<GameRole, string>>;
  readonly species: Readonly<Record<Species, string>>;
  readonly executed: string;
  readonly attacked: string;
  readonly villageTeam: string;
  readonly werewolfTeam: string;
  readonly unknownRole: string;
  readonly divination: string;
  readonly identification: string;
};

export const LABELS: Readonly<Record<Language, Labels>> = {
  ja: {
    roles: {
      VILLAGER: '村人',
      SEER: '占い師',
      MEDIUM: '霊媒師',
      BODYGUARD: '騎士',
      WEREWOLF: '人狼',
      POSSESSED: '狂人',
    },
    species: { HUMAN: '人間', WEREWOLF: '人狼' },
    executed: '追放',
    attacked: '襲撃',
    villageTeam: '村人陣営',
    werewolfTeam: '人狼陣営',
    unknownRole: '不明',
    divination: '占い',
    identification: '霊媒',
  },
  en: {
    roles: {
      VILLAGER: 'Villager',
      SEER: 'Seer',
      MEDIUM: 'Medium',
      BODYGUARD: 'Bodyguard',
      WEREWOLF: 'Werewolf',
      POSSESSED: 'Possessed',
    },
    species: { HUMAN: 'human', WEREWOLF: 'werewolf' },
    executed: 'executed',
    attacked: 'attacked',
    villageTeam: 'the village team',
    werewolfTeam: 'the werewolf team',
    unknownRole: 'unknown',
    divination: 'divination',
    identification: 'medium result',
  },
};
