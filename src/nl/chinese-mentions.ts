import type { AgentNumber, Roster } from '../protocol/index.ts';
import { MENTION_CLOSE, MENTION_OPEN, mentionToken } from './agent-mention.ts';
import { escapePattern } from './escape-pattern.ts';

/**
 * How Chinese werewolf talk names players: `3号`, `3号玩家`, `3号(玩家3)`, `玩家3`, the name, `Agent[03]`,
 * and `我` for the speaker (not `我们`). `N号` means the player whose `player_id` is N; where no player has
 * that id, the N-th player of the list. Chinese has no spaces, so a name matches wherever it stands.
 */
export const tokenizeChineseMentions = (options: {
  text: string;
  roster: Roster;
  speaker: AgentNumber | undefined;
  /** `player_id` of each roster seat (index 0 = agent 1); default: the agent numbers themselves. */
  playerIds?: readonly number[];
}): string => {
  const { roster, speaker } = options;
  const agentOfNumber = (number: number): AgentNumber | undefined => {
    const ids = options.playerIds;
    if (ids !== undefined) {
      const seat = ids.indexOf(number);
      if (seat !== -1) return seat + 1;
      return number >= 1 && number <= ids.length ? number : undefined;
    }
    return roster.nameOf(number) === undefined ? undefined : number;
  };
  const names = [...new Set(roster.names)]
    .filter((name) => name.trim() !== '')
    .sort((left, right) => right.length - left.length)
    .map(escapePattern);
  const nameGroup = names.length === 0 ? '(?!)' : names.join('|');
  // Groups: 1 `@`, 2 N of N号, 3 N of 玩家N, 4 NN of Agent[NN], 5 name, 6 first person.
  const pattern = new RegExp(
    `(@\\s*)?(?:(\\d{1,3})\\s*号(?:玩家)?(?:\\s*[(（][^)）]{0,20}[)）])?|玩家\\s*(\\d{1,3})(?!\\d)|Agent\\[(\\d{1,9})\\]|(${nameGroup})(?:\\s*[(（][^)）]{0,20}[)）])?|(我)(?![们們]))`,
    'gu',
  );
  const tokenized = options.text.replace(
    pattern,
    (
      whole,
      at: string | undefined,
      byNumber: string | undefined,
      byPlayer: string | undefined,
      byAgent: string | undefined,
      name: string | undefined,
      self: string | undefined,
    ) => {
      let agent: AgentNumber | undefined;
      if (self !== undefined) agent = speaker;
      else if (name !== undefined) agent = roster.numberOf(name);
      else if (byAgent !== undefined) agent = roster.numberOf(`Agent[${byAgent}]`) ?? agentOfNumber(Number(byAgent));
      else {
        const digits = byNumber ?? byPlayer;
        agent = digits === undefined ? undefined : agentOfNumber(Number(digits));
        // `玩家3` may itself be a name of the roster.
        if (byPlayer !== undefined) agent = roster.numberOf(whole.replace(/^@\s*/u, '')) ?? agent;
      }
      return agent === undefined ? whole : mentionToken({ agent, addressed: at !== undefined });
    },
  );
  // `5号陈静` / `玩家1张伟`: the number and the name of one player are one mention, not two.
  return tokenized.replace(SAME_PLAYER_TWICE, '$1');
};

const SAME_PLAYER_TWICE = new RegExp(
  `(${MENTION_OPEN}@?(\\d+)${MENTION_CLOSE})\\s*${MENTION_OPEN}\\2${MENTION_CLOSE}`,
  'gu',
);
