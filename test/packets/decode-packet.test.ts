import { describe, expect, it } from 'vitest';
import { decodePacket, PACKET_ERROR_CODES, requiresAnswer } from '../../src/packets/index.ts';

const generationA = JSON.stringify({
  request: 'INITIALIZE',
  info: {
    day: 0,
    agent: 'Agent[02]',
    statusMap: {
      'Agent[01]': 'ALIVE',
      'Agent[02]': 'ALIVE',
      'Agent[03]': 'ALIVE',
      'Agent[04]': 'ALIVE',
      'Agent[05]': 'ALIVE',
    },
    roleMap: { 'Agent[02]': 'SEER' },
    remainTalkMap: {},
    remainWhisperMap: {},
  },
  setting: {
    roleNumMap: { BODYGUARD: 0, MEDIUM: 0, POSSESSED: 0, SEER: 1, VILLAGER: 3, WEREWOLF: 1 },
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
});

const generationB = JSON.stringify({
  request: 'TALK',
  info: {
    gameID: '01JPX',
    day: 1,
    agent: 'Agent[01]',
    remainCount: 4,
    remainLength: 120,
    remainSkip: 1,
    executedAgent: 'Agent[03]',
    voteList: [{ day: 0, agent: 'Agent[01]', target: 'Agent[03]' }],
    divineResult: { day: 0, agent: 'Agent[01]', target: 'Agent[02]', result: 'WEREWOLF' },
    statusMap: { 'Agent[01]': 'ALIVE', 'Agent[02]': 'ALIVE', 'Agent[03]': 'DEAD' },
    roleMap: { 'Agent[01]': 'SEER' },
  },
  talkHistory: [{ idx: 0, day: 1, turn: 0, agent: 'Agent[02]', text: 'hello' }],
});

const generationBSetting = {
  agentCount: 5,
  roleNumMap: { WEREWOLF: 1, SEER: 1, VILLAGER: 3 },
  voteVisibility: true,
  talkOnFirstDay: true,
  talk: { maxCount: { perAgent: 4, perDay: 20 }, maxLength: { perTalk: 60, baseLength: 40 }, maxSkip: 1 },
  whisper: { maxCount: { perAgent: 0, perDay: 0 }, maxLength: {}, maxSkip: 0 },
  vote: { maxCount: 2 },
  attackVote: { maxCount: 1, allowNoTarget: true },
  timeout: { action: 60000, response: 120000 },
};

const snakeInitialize = {
  request: 'INITIALIZE',
  info: {
    game_id: '01M7ZRQWPFBRP48BFCQ01RMZ7D',
    day: 0,
    agent: 'シュンイチ',
    profile: '年齢: 32',
    status_map: { シズエ: 'ALIVE', シュンイチ: 'ALIVE', ミヅキ: 'ALIVE', リュウジ: 'ALIVE', リン: 'ALIVE' },
    role_map: { シュンイチ: 'SEER' },
  },
  setting: {
    agent_count: 5,
    vote_visibility: true,
    talk: {
      max_count: { per_agent: 4, per_day: 20 },
      max_length: { count_in_word: false, count_spaces: false, mention_length: 50, base_length: 50 },
      max_skip: 0,
      duration: 600000,
    },
    whisper: { max_count: { per_agent: 0, per_day: 0 }, max_length: {}, max_skip: 0 },
    vote: { max_count: 1, allow_self_vote: true },
    attack_vote: { max_count: 1, allow_self_vote: false, allow_no_target: false },
    timeout: { action: 60000, response: 120000 },
    role_num_map: { BODYGUARD: 0, MEDIUM: 0, POSSESSED: 1, SEER: 1, VILLAGER: 2, WEREWOLF: 1 },
  },
  future_key: 1,
};

describe('decodePacket', () => {
  it('reads today’s snake_case INITIALIZE into the camelCase model', () => {
    const text = JSON.stringify(snakeInitialize);
    const result = decodePacket(text);
    if (!result.ok) throw new Error(result.error.code);
    const packet = result.value;
    expect(packet.request).toBe('INITIALIZE');
    expect(packet.raw).toBe(text);
    expect(packet.extra).toEqual({ future_key: 1 });
    expect(packet.info).toMatchObject({
      gameId: '01M7ZRQWPFBRP48BFCQ01RMZ7D',
      agent: 'シュンイチ',
      profile: '年齢: 32',
    });
    expect(Object.keys(packet.info!.statusMap)).toEqual(['シズエ', 'シュンイチ', 'ミヅキ', 'リュウジ', 'リン']);
    expect(packet.setting).toEqual({
      agentCount: 5,
      roleNumMap: { BODYGUARD: 0, MEDIUM: 0, POSSESSED: 1, SEER: 1, VILLAGER: 2, WEREWOLF: 1 },
      voteVisibility: true,
      talk: {
        maxCountPerAgent: 4,
        maxCountPerDay: 20,
        maxLength: { countInWord: false, countSpaces: false, mentionLength: 50, baseLength: 50 },
        maxSkip: 0,
        duration: 600000,
      },
      whisper: {
        maxCountPerAgent: 0,
        maxCountPerDay: 0,
        maxLength: { countInWord: false, countSpaces: false },
        maxSkip: 0,
      },
      vote: { maxCount: 1, allowSelfVote: true },
      attackVote: { maxCount: 1, allowSelfVote: false, allowNoTarget: false },
      timeout: { action: 60000, response: 120000 },
    });
  });

  it('reads the 2024 flat camelCase generation (v0.1–v0.2)', () => {
    const result = decodePacket(generationA);
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value.info?.statusMap['Agent[05]']).toBe('ALIVE');
    expect(result.value.info?.roleMap).toEqual({ 'Agent[02]': 'SEER' });
    expect(result.value.info?.extra).toEqual({ remainTalkMap: {}, remainWhisperMap: {} });
    expect(result.value.setting).toEqual({
      agentCount: 5,
      roleNumMap: { BODYGUARD: 0, MEDIUM: 0, POSSESSED: 0, SEER: 1, VILLAGER: 3, WEREWOLF: 1 },
      voteVisibility: false,
      talk: {
        maxCountPerAgent: 3,
        maxCountPerDay: 15,
        maxLength: { countInWord: false, countSpaces: false },
        maxSkip: 3,
      },
      whisper: {
        maxCountPerAgent: 3,
        maxCountPerDay: 15,
        maxLength: { countInWord: false, countSpaces: false },
        maxSkip: 3,
      },
      vote: { maxCount: 1, allowSelfVote: true },
      attackVote: { maxCount: 1, allowSelfVote: true, allowNoTarget: true },
      timeout: { action: 60000, response: 90000 },
      extra: { isTalkOnFirstDay: true },
    });
  });

  it('reads the nested camelCase generation (v0.3.0), histories without skip/over flags', () => {
    const result = decodePacket(generationB);
    if (!result.ok) throw new Error(result.error.code);
    const packet = result.value;
    expect(packet.info).toMatchObject({
      gameId: '01JPX',
      remainCount: 4,
      remainLength: 120,
      remainSkip: 1,
      executedAgent: 'Agent[03]',
      voteList: [{ day: 0, agent: 'Agent[01]', target: 'Agent[03]' }],
      divineResult: { day: 0, agent: 'Agent[01]', target: 'Agent[02]', result: 'WEREWOLF' },
    });
    expect(packet.talkHistory).toEqual([
      { idx: 0, day: 1, turn: 0, agent: 'Agent[02]', text: 'hello', skip: false, over: false },
    ]);
    const setting = decodePacket(
      JSON.stringify({ request: 'DAILY_INITIALIZE', info: JSON.parse(generationB).info, setting: generationBSetting }),
    );
    if (!setting.ok) throw new Error(setting.error.code);
    expect(setting.value.setting).toMatchObject({
      agentCount: 5,
      voteVisibility: true,
      talk: {
        maxCountPerAgent: 4,
        maxCountPerDay: 20,
        maxSkip: 1,
        maxLength: { countInWord: false, countSpaces: false, perTalk: 60, baseLength: 40 },
      },
      vote: { maxCount: 2, allowSelfVote: true },
      attackVote: { maxCount: 1, allowNoTarget: true },
      extra: { talkOnFirstDay: true },
    });
  });

  it('reads the freeform packets with new_talk and time', () => {
    const info = {
      game_id: 'G',
      day: 1,
      agent: 'Minato',
      remain_count: 4,
      remain_skip: 0,
      role_map: { Minato: 'VILLAGER' },
      status_map: { Minato: 'ALIVE', Daisuke: 'ALIVE' },
    };
    for (const request of ['TALK_PHASE_START', 'TALK_PHASE_END', 'WHISPER_PHASE_START', 'WHISPER_PHASE_END']) {
      const result = decodePacket(JSON.stringify({ request, info }));
      expect(result.ok && result.value.request).toBe(request);
      expect(requiresAnswer(request)).toBe(false);
    }
    const talk = {
      idx: 0,
      day: 1,
      turn: 0,
      agent: 'Daisuke',
      text: 'Good morning.',
      skip: false,
      over: false,
      time: 1783400000123,
    };
    const broadcast = decodePacket(JSON.stringify({ request: 'TALK_BROADCAST', info, new_talk: talk }));
    expect(broadcast.ok && broadcast.value.newTalk).toEqual(talk);
    const whisper = decodePacket(JSON.stringify({ request: 'WHISPER_BROADCAST', info, new_whisper: talk }));
    expect(whisper.ok && whisper.value.newWhisper).toEqual(talk);
    const missing = decodePacket(JSON.stringify({ request: 'TALK_BROADCAST', info }));
    expect(!missing.ok && missing.error).toMatchObject({
      code: 'missing-field',
      path: 'new_talk',
      request: 'TALK_BROADCAST',
    });
  });

  it('decodes unknown request types as UNKNOWN packets that need no answer', () => {
    const text = '{"request":"SOMETHING_NEW","info":{"weird":true},"extra_key":[1]}';
    const result = decodePacket(text);
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value).toEqual({
      request: 'UNKNOWN',
      requestName: 'SOMETHING_NEW',
      extra: { info: { weird: true }, extra_key: [1] },
      raw: text,
    });
    expect(requiresAnswer(result.value.request)).toBe(false);
  });

  it('keeps unknown roles out of roleMap without failing', () => {
    const result = decodePacket(
      JSON.stringify({
        request: 'VOTE',
        info: { day: 1, agent: 'A', status_map: { A: 'ALIVE' }, role_map: { A: 'FOX' } },
      }),
    );
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value.info?.roleMap).toEqual({});
    expect(result.value.info?.extra).toEqual({ unknown_roles: { A: 'FOX' } });
  });

  it.each([
    ['not json', '{"request":', 'invalid-json', ''],
    ['not an object', '[1,2]', 'not-an-object', ''],
    ['no request', '{"info":{}}', 'missing-request', 'request'],
    ['request not a string', '{"request":5}', 'missing-request', 'request'],
    ['TALK without info', '{"request":"TALK"}', 'missing-field', 'info'],
    [
      'INITIALIZE without setting',
      '{"request":"INITIALIZE","info":{"day":0,"agent":"A","status_map":{}}}',
      'missing-field',
      'setting',
    ],
    ['info without agent', '{"request":"VOTE","info":{"day":0,"status_map":{}}}', 'missing-field', 'info.agent'],
    [
      'day as a string',
      '{"request":"VOTE","info":{"day":"1","agent":"A","status_map":{}}}',
      'invalid-field',
      'info.day',
    ],
    [
      'bad status',
      '{"request":"VOTE","info":{"day":1,"agent":"A","status_map":{"A":"ZOMBIE"}}}',
      'invalid-field',
      'info.status_map.A',
    ],
    [
      'talk item without text',
      '{"request":"TALK","info":{"day":1,"agent":"A","status_map":{}},"talk_history":[{"idx":0,"day":1,"turn":0,"agent":"B"}]}',
      'missing-field',
      'talk_history.0.text',
    ],
  ])('returns an error, never throws: %s', (_label, text, code, path) => {
    const result = decodePacket(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe(code);
    expect(result.error.path).toBe(path);
    expect(result.error.raw).toBe(text);
    expect(PACKET_ERROR_CODES).toContain(result.error.code);
  });

  it('tolerates null for absent optional keys', () => {
    const result = decodePacket(
      '{"request":"VOTE","info":{"day":1,"agent":"A","status_map":{"A":"ALIVE"},"executed_agent":null}}',
    );
    expect(result.ok && result.value.info?.executedAgent).toBe(undefined);
  });

  it('survives arbitrary garbage', () => {
    const samples = [
      '',
      'null',
      '"TALK"',
      '{}',
      '{"request":"TALK","info":null}',
      '{"request":"TALK","info":[]}',
      '\u0000',
      '{"request":"VOTE","info":{"day":1e400}}',
    ];
    for (const sample of samples) expect(() => decodePacket(sample)).not.toThrow();
  });
});

describe('requiresAnswer', () => {
  it('is true exactly for the requests the server waits for', () => {
    const answered = ['NAME', 'TALK', 'WHISPER', 'VOTE', 'DIVINE', 'GUARD', 'ATTACK'];
    const silent = ['INITIALIZE', 'DAILY_INITIALIZE', 'DAILY_FINISH', 'FINISH', 'TALK_BROADCAST', 'UNKNOWN', 'talk'];
    for (const request of answered) expect(requiresAnswer(request)).toBe(true);
    for (const request of silent) expect(requiresAnswer(request)).toBe(false);
  });
});
