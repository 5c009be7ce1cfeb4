import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldPacket, type GameState, initialGameState, legalTargets } from '../../src/game/index.ts';
import { type History, mergeHistory } from '../../src/game/merge-history.ts';
import type { HistoryKey, TalkEntry } from '../../src/game/state.ts';
import { decodePacket } from '../../src/packets/index.ts';

const fold = (packets: readonly object[], state: GameState = initialGameState()): GameState =>
  packets.reduce<GameState>((current, packet) => {
    const decoded = decodePacket(JSON.stringify(packet));
    if (!decoded.ok) throw new Error(`${decoded.error.code} ${decoded.error.path}`);
    return foldPacket(current, decoded.value);
  }, state);

const STATUS = { Asuka: 'ALIVE', Daisuke: 'ALIVE', Kenji: 'ALIVE', Minato: 'ALIVE', Rin: 'ALIVE' };
const info = (day: number, extra: object = {}) => ({
  game_id: 'G',
  day,
  agent: 'Minato',
  status_map: STATUS,
  role_map: { Minato: 'WEREWOLF', Kenji: 'WEREWOLF' },
  ...extra,
});
const talk = (day: number, idx: number, agent: string, text: string, turn = 0) => ({
  idx,
  day,
  turn,
  agent,
  text,
  skip: false,
  over: text === 'Over',
});
const SETTING = {
  agent_count: 5,
  role_num_map: { WEREWOLF: 2, SEER: 1, VILLAGER: 2 },
  vote_visibility: true,
  talk: {
    max_count: { per_agent: 4, per_day: 20 },
    max_length: { count_in_word: false, count_spaces: false, base_length: 125, mention_length: 125 },
    max_skip: 0,
    duration: 600000,
  },
  whisper: { max_count: { per_agent: 4, per_day: 12 }, max_length: {}, max_skip: 0 },
  vote: { max_count: 1, allow_self_vote: false },
  attack_vote: { max_count: 1, allow_self_vote: false, allow_no_target: false },
  timeout: { action: 60000, response: 120000 },
};

describe('foldPacket', () => {
  it('builds identity, roster, role and teammates from INITIALIZE', () => {
    const state = fold([
      { request: 'NAME' },
      { request: 'INITIALIZE', info: info(0, { profile: 'age: 30' }), setting: SETTING },
    ]);
    expect(state).toMatchObject({
      gameId: 'G',
      self: 'Minato',
      role: 'WEREWOLF',
      profile: 'age: 30',
      day: 0,
      teammates: ['Kenji'],
    });
    expect(state.agents).toEqual(['Asuka', 'Daisuke', 'Kenji', 'Minato', 'Rin']);
    expect(state.settings?.talk.duration).toBe(600000);
  });

  it('dates previous-day results and keeps each once although every packet of the day repeats them', () => {
    const results = {
      executed_agent: 'Asuka',
      attacked_agent: 'Rin',
      vote_list: [{ day: 1, agent: 'Minato', target: 'Asuka' }],
      attack_vote_list: [{ day: 1, agent: 'Minato', target: 'Rin' }],
      status_map: { ...STATUS, Asuka: 'DEAD', Rin: 'DEAD' },
    };
    const state = fold([
      { request: 'INITIALIZE', info: info(0), setting: SETTING },
      { request: 'DAILY_INITIALIZE', info: info(2, results), setting: SETTING },
      { request: 'TALK', info: info(2, { ...results, remain_count: 3, remain_skip: 0 }), talk_history: [] },
      { request: 'VOTE', info: info(2, results) },
    ]);
    expect(state.executed).toEqual([{ day: 1, agent: 'Asuka' }]);
    expect(state.attacked).toEqual([{ day: 1, agent: 'Rin' }]);
    expect(state.votes).toEqual([{ day: 1, agent: 'Minato', target: 'Asuka' }]);
    expect(state.attackVotes).toEqual([{ day: 1, agent: 'Minato', target: 'Rin' }]);
    expect(state.remain).toEqual({}); // counters belong to the talk request only
    expect(state.status['Asuka']).toBe('DEAD');
  });

  it('accumulates divine and medium results without duplicates', () => {
    const seer = (day: number, extra: object) => ({ ...info(day, extra), role_map: { Minato: 'SEER' } });
    const judge = { day: 0, agent: 'Minato', target: 'Kenji', result: 'WEREWOLF' };
    const state = fold([
      { request: 'DAILY_INITIALIZE', info: seer(1, { divine_result: judge }), setting: SETTING },
      { request: 'VOTE', info: seer(1, { divine_result: judge }) },
      {
        request: 'DAILY_INITIALIZE',
        info: seer(2, { divine_result: { ...judge, day: 1, target: 'Rin', result: 'HUMAN' } }),
        setting: SETTING,
      },
    ]);
    expect(state.divineResults).toEqual([judge, { ...judge, day: 1, target: 'Rin', result: 'HUMAN' }]);
    expect(state.teammates).toEqual([]);
  });

  it('merges freeform broadcasts with the DAILY_FINISH that re-sends the whole day', () => {
    const day = [
      talk(1, 0, 'Daisuke', 'Good morning.'),
      talk(1, 1, 'Minato', ' @Daisuke  why?'),
      talk(1, 2, 'Kenji', 'Over'),
    ];
    const state = fold([
      { request: 'DAILY_INITIALIZE', info: info(1), setting: SETTING },
      { request: 'TALK_PHASE_START', info: info(1, { remain_count: 4, remain_skip: 0 }) },
      { request: 'TALK_BROADCAST', info: info(1, { remain_count: 4, remain_skip: 0 }), new_talk: day[0] },
      // idx 1 was missed (a gap) …
      { request: 'TALK_BROADCAST', info: info(1, { remain_count: 3, remain_skip: 0 }), new_talk: day[2] },
      { request: 'TALK_PHASE_END', info: info(1, { remain_count: 3, remain_skip: 0 }) },
      // … and arrives with the full list.
      { request: 'DAILY_FINISH', info: info(1), talk_history: day, whisper_history: [] },
    ]);
    expect(state.talks).toEqual(day);
  });

  it('keeps both day-0 whisper phases although their idx restart', () => {
    const morning = [talk(0, 0, 'Minato', 'Over'), talk(0, 1, 'Kenji', 'Over')];
    const evening = [talk(0, 0, 'Minato', 'Over'), talk(0, 1, 'Kenji', 'Over')];
    const state = fold([
      { request: 'DAILY_INITIALIZE', info: info(0), setting: SETTING },
      { request: 'WHISPER', info: info(0, { remain_count: 3, remain_skip: 0 }), whisper_history: [] },
      { request: 'TALK', info: info(0, { remain_count: 3, remain_skip: 0 }), talk_history: [] },
      { request: 'DAILY_FINISH', info: info(0), talk_history: [], whisper_history: morning },
      { request: 'WHISPER', info: info(0, { remain_count: 3, remain_skip: 0 }), whisper_history: evening },
      { request: 'DAILY_INITIALIZE', info: info(1), setting: SETTING },
      { request: 'ATTACK', info: info(1), whisper_history: [talk(1, 0, 'Kenji', 'Rinを襲撃しよう。')] },
    ]);
    expect(state.whispers).toEqual([...morning, ...evening, talk(1, 0, 'Kenji', 'Rinを襲撃しよう。')]);
  });

  it('keeps the last day on FINISH and learns every role', () => {
    const state = fold([
      { request: 'DAILY_INITIALIZE', info: info(2), setting: SETTING },
      {
        request: 'FINISH',
        info: {
          ...info(3, { executed_agent: 'Kenji' }),
          role_map: { Asuka: 'SEER', Daisuke: 'VILLAGER', Kenji: 'WEREWOLF', Minato: 'WEREWOLF', Rin: 'VILLAGER' },
        },
      },
    ]);
    expect(state).toMatchObject({ day: 2, finished: true, executed: [{ day: 2, agent: 'Kenji' }] });
    expect(state.knownRoles).toMatchObject({ Asuka: 'SEER', Rin: 'VILLAGER' });
  });

  it('folds 2024 camelCase packets the same way', () => {
    const camel = (day: number, extra: object = {}) => ({
      day,
      agent: 'Agent[02]',
      statusMap: { 'Agent[01]': 'ALIVE', 'Agent[02]': 'ALIVE', 'Agent[03]': day > 1 ? 'DEAD' : 'ALIVE' },
      roleMap: { 'Agent[02]': 'SEER' },
      ...extra,
    });
    const state = fold([
      {
        request: 'INITIALIZE',
        info: camel(0),
        setting: {
          roleNumMap: { SEER: 1, VILLAGER: 1, WEREWOLF: 1 },
          maxTalk: 3,
          maxTalkTurn: 15,
          maxWhisper: 3,
          maxWhisperTurn: 15,
          maxSkip: 3,
          isEnableNoAttack: true,
          isVoteVisible: false,
          isTalkOnFirstDay: true,
          responseTimeout: 90000,
          actionTimeout: 60000,
          maxRevote: 1,
          maxAttackRevote: 1,
        },
      },
      {
        request: 'TALK',
        info: camel(1, { remainCount: 2 }),
        talkHistory: [{ idx: 0, day: 1, turn: 0, agent: 'Agent[01]', text: 'hi' }],
      },
      {
        request: 'DAILY_INITIALIZE',
        info: camel(2, {
          executedAgent: 'Agent[03]',
          divineResult: { day: 1, agent: 'Agent[02]', target: 'Agent[01]', result: 'HUMAN' },
        }),
      },
    ]);
    expect(state.talks).toEqual([
      { idx: 0, day: 1, turn: 0, agent: 'Agent[01]', text: 'hi', skip: false, over: false },
    ]);
    expect(state.executed).toEqual([{ day: 1, agent: 'Agent[03]' }]);
    expect(state.divineResults).toHaveLength(1);
    expect(state.settings?.agentCount).toBe(3);
    expect(legalTargets(state, 'VOTE')).toEqual(['Agent[01]', 'Agent[02]']);
  });

  it('ignores packets without info and unknown requests', () => {
    const before = fold([{ request: 'INITIALIZE', info: info(0), setting: SETTING }]);
    expect(fold([{ request: 'NAME' }, { request: 'SOMETHING_NEW', stuff: 1 }], before)).toEqual(before);
  });
});

describe('legalTargets', () => {
  const state = fold([
    { request: 'INITIALIZE', info: info(0), setting: SETTING },
    { request: 'DAILY_INITIALIZE', info: info(1, { status_map: { ...STATUS, Rin: 'DEAD' } }), setting: SETTING },
  ]);
  it('never includes the dead, self when self votes are off, or a fellow wolf for attacks', () => {
    expect(legalTargets(state, 'VOTE')).toEqual(['Asuka', 'Daisuke', 'Kenji']);
    expect(legalTargets(state, 'ATTACK')).toEqual(['Asuka', 'Daisuke']);
    expect(legalTargets(state, 'DIVINE')).toEqual(['Asuka', 'Daisuke', 'Kenji']);
    expect(legalTargets(state, 'GUARD')).toEqual(['Asuka', 'Daisuke', 'Kenji']);
  });
  it('includes self for votes when the setting allows it', () => {
    const allowing = { ...state, settings: { ...state.settings!, vote: { maxCount: 1, allowSelfVote: true } } };
    expect(legalTargets(allowing, 'VOTE')).toEqual(['Asuka', 'Daisuke', 'Kenji', 'Minato']);
  });
  it('is empty before anything is known', () => {
    expect(legalTargets(initialGameState(), 'VOTE')).toEqual([]);
  });
});

describe('errored agents', () => {
  const TURN_SETTING = { ...SETTING, talk: { ...SETTING.talk, duration: undefined } };
  const day0 = (talks: object[]) =>
    fold([
      { request: 'INITIALIZE', info: info(0), setting: TURN_SETTING },
      { request: 'DAILY_FINISH', info: info(0), talk_history: talks, whisper_history: [] },
    ]);
  it('are inferred when a living agent misses later rounds without Over, and never targeted', () => {
    const state = day0([
      talk(0, 0, 'Asuka', 'hi'),
      talk(0, 1, 'Daisuke', 'Skip'),
      talk(0, 2, 'Kenji', 'hi'),
      talk(0, 3, 'Minato', 'hi'),
      talk(0, 4, 'Rin', 'hi'),
      talk(0, 5, 'Asuka', 'Over', 1),
      talk(0, 6, 'Kenji', 'Over', 1),
      talk(0, 7, 'Minato', 'Over', 1),
      talk(0, 8, 'Rin', 'Over', 1),
    ]);
    expect(state.erroredAgents).toEqual(['Daisuke']);
    expect(legalTargets(state, 'DIVINE')).toEqual(['Asuka', 'Kenji', 'Rin']);
  });
  it('are not inferred from agents that said Over or used their count', () => {
    const state = day0([
      talk(0, 0, 'Asuka', 'Over'),
      talk(0, 1, 'Daisuke', 'hi'),
      talk(0, 2, 'Kenji', 'Over'),
      talk(0, 3, 'Rin', 'Over'),
      talk(0, 4, 'Minato', 'hi'),
      talk(0, 5, 'Daisuke', 'Over', 1),
      talk(0, 6, 'Minato', 'Over', 1),
    ]);
    expect(state.erroredAgents).toEqual([]);
  });
});

describe('a new game id', () => {
  it('starts a fresh state', () => {
    const first = fold([
      { request: 'DAILY_FINISH', info: info(0), talk_history: [talk(0, 0, 'Rin', 'hi')], whisper_history: [] },
    ]);
    const second = fold([{ request: 'INITIALIZE', info: { ...info(0), game_id: 'OTHER' }, setting: SETTING }], first);
    expect(second.gameId).toBe('OTHER');
    expect(second.talks).toEqual([]);
  });
});

describe('each packet’s status map is authoritative for that packet (issue 18)', () => {
  const base = [
    { request: 'INITIALIZE', info: info(0), setting: SETTING },
    { request: 'DAILY_INITIALIZE', info: info(1) },
  ];

  it('a name one packet listed is gone with the next packet that does not list it', () => {
    const poisoned = fold([...base, { request: 'TALK', info: info(1, { status_map: { ...STATUS, Ghost: 'ALIVE' } }) }]);
    expect(legalTargets(poisoned, 'VOTE')).toContain('Ghost');
    const next = fold([{ request: 'VOTE', info: info(1) }], poisoned);
    expect(next.agents).not.toContain('Ghost');
    expect(legalTargets(next, 'VOTE')).toEqual(['Asuka', 'Daisuke', 'Kenji', 'Rin']);
    expect(Object.keys(next.status)).toEqual(Object.keys(STATUS));
  });

  it('an empty status map leaves the last usable one in force', () => {
    const state = fold([...base, { request: 'VOTE', info: info(1, { status_map: {} }) }]);
    expect(state.agents).toEqual(Object.keys(STATUS));
  });

  it('a packet of an unknown request type changes no state', () => {
    const before = fold(base);
    const after = fold(
      [{ request: 'SOMETHING_NEW', info: info(4, { status_map: { Ghost: 'ALIVE' }, agent: 'Ghost' }) }],
      before,
    );
    expect(after).toBe(before);
  });
});

describe('mergeHistory: the append-only fast path merges as the general insertion does', () => {
  // The general merge (insertion search and splice for every entry), as the fast path must equal it.
  const reference = (options: { history: History; incoming: readonly TalkEntry[]; phase: number }): History => {
    if (options.incoming.length === 0) return options.history;
    const compare = (left: HistoryKey, right: HistoryKey): number =>
      left[0] - right[0] || left[1] - right[1] || left[2] - right[2];
    const entries = [...options.history.entries];
    const keys = [...options.history.keys];
    for (const entry of options.incoming) {
      const key: HistoryKey = [entry.day, options.phase, entry.idx];
      let position = keys.length;
      while (position > 0 && compare(keys[position - 1]!, key) > 0) position--;
      if (position > 0 && compare(keys[position - 1]!, key) === 0) continue;
      entries.splice(position, 0, entry);
      keys.splice(position, 0, key);
    }
    return { entries, keys };
  };
  const entry = fc
    .record({ day: fc.nat(3), idx: fc.nat(8) })
    .map(({ day, idx }) => talk(day, idx, 'Asuka', `t${day}.${idx}`) as TalkEntry);

  it('on random histories and diffs (in order, late, repeated)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.array(entry, { maxLength: 6 }), fc.nat(1)), { maxLength: 8 }), (steps) => {
        let fast: History = { entries: [], keys: [] };
        let slow: History = { entries: [], keys: [] };
        for (const [incoming, phase] of steps) {
          fast = mergeHistory({ history: fast, incoming, phase });
          slow = reference({ history: slow, incoming, phase });
          expect(fast).toStrictEqual(slow);
        }
      }),
      { numRuns: 2000, seed: 16 },
    );
  });
});

describe('a repeated vote list', () => {
  it('keeps the votes folded so far as they are; a different list of the same day replaces them', () => {
    const votes = [
      { day: 1, agent: 'Minato', target: 'Asuka' },
      { day: 1, agent: 'Asuka', target: 'Minato' },
    ];
    const first = fold([{ request: 'DAILY_INITIALIZE', info: info(2, { vote_list: votes }) }]);
    const repeated = fold([{ request: 'TALK', info: info(2, { vote_list: votes }) }], first);
    expect(repeated.votes).toBe(first.votes);
    expect(repeated.votes).toEqual(votes);
    const changed = [{ day: 1, agent: 'Minato', target: 'Rin' }];
    expect(fold([{ request: 'TALK', info: info(2, { vote_list: changed }) }], repeated).votes).toEqual(changed);
    const nextDay = [{ day: 2, agent: 'Rin', target: 'Asuka' }];
    expect(fold([{ request: 'VOTE', info: info(3, { vote_list: nextDay }) }], repeated).votes).toEqual([
      ...votes,
      ...nextDay,
    ]);
  });
});
