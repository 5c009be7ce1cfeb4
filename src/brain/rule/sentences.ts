import type { GameRole, Species } from '../../game/state.ts';
import { ANY, type AgentNumber, type Sentence } from '../../protocol/ast.ts';

/** Builders for the sentences the rule brain says; the subject is omitted (it is the speaker). */
export const say = {
  comingOut: (self: AgentNumber, role: GameRole): Sentence => ({ type: 'COMINGOUT', target: self, role }),
  divined: (target: AgentNumber, species: Species): Sentence => ({ type: 'DIVINED', target, species }),
  identified: (target: AgentNumber, species: Species): Sentence => ({ type: 'IDENTIFIED', target, species }),
  guarded: (target: AgentNumber): Sentence => ({ type: 'GUARDED', target }),
  vote: (target: AgentNumber): Sentence => ({ type: 'VOTE', target }),
  attack: (target: AgentNumber): Sentence => ({ type: 'ATTACK', target }),
  estimate: (target: AgentNumber, role: GameRole): Sentence => ({ type: 'ESTIMATE', target, role }),
  requestVote: (target: AgentNumber): Sentence => ({ type: 'REQUEST', target: ANY, clause: { type: 'VOTE', target } }),
  agree: (talkDay: number, talkId: number): Sentence => ({ type: 'AGREE', talkType: 'TALK', talkDay, talkId }),
  inquireRole: (target: AgentNumber): Sentence => ({
    type: 'INQUIRE',
    target,
    clause: { type: 'COMINGOUT', target, role: 'ANY' },
  }),
} as const;
