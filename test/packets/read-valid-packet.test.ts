import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runTournament } from '../../src/compose/index.ts';
import { decodePacket, decodePacketWithSchema } from '../../src/packets/decode-packet.ts';
import { REQUIRED_KEYS } from '../../src/packets/decode-packet.ts';
import { readValidPacket } from '../../src/packets/read-valid-packet.ts';
import { isRequestType } from '../../src/packets/request-type.ts';
import { FIXTURE_NAMES, readJsonLog, readTranscript } from '../game/server-fixtures.ts';

/** Every frame the real server sent in the recorded games: the JSON logs' exact text and the transcripts' packets. */
const recordedFrames = (): string[] => [
  ...FIXTURE_NAMES.flatMap((name) => readJsonLog(name).entries.map((entry) => entry.request)),
  ...FIXTURE_NAMES.flatMap((name) =>
    readTranscript(name).flatMap((line) => (line.dir === 'recv' ? [JSON.stringify(line.packet)] : [])),
  ),
];
const RECORDED = recordedFrames();
const RECORDED_OBJECTS = RECORDED.map((text) => JSON.parse(text) as Record<string, unknown>);

/** The fast path's result must be the schema's, whatever the frame: value, error code, path and message. */
const expectSameAsSchema = (text: string): void => {
  expect(decodePacket(text), text).toStrictEqual(decodePacketWithSchema(text));
};

/** The 2024 servers' camelCase spellings of a few keys (server.md §2.3), to fuzz the renames too. */
const CAMEL: Readonly<Record<string, string>> = {
  talk_history: 'talkHistory',
  whisper_history: 'whisperHistory',
  game_id: 'gameID',
  status_map: 'statusMap',
  role_map: 'roleMap',
  vote_list: 'voteList',
  divine_result: 'divineResult',
  remain_count: 'remainCount',
};

type Json = unknown;
type Mutation = { path: readonly number[]; kind: number; value: Json };

/** Applies one mutation at a path of indexes into the nested keys/items (clamped to what exists). */
const mutate = (root: Json, mutation: Mutation): Json => {
  const copy = structuredClone(root);
  let parent: Json = copy;
  for (const [depth, step] of mutation.path.entries()) {
    if (typeof parent !== 'object' || parent === null) return copy;
    const keys = Object.keys(parent);
    if (keys.length === 0) return copy;
    const key = keys[step % keys.length] as string;
    const container = parent as Record<string, Json>;
    const child = container[key];
    const last = depth === mutation.path.length - 1 || typeof child !== 'object' || child === null;
    if (!last) {
      parent = child;
      continue;
    }
    switch (mutation.kind % 5) {
      case 0:
        delete container[key];
        break;
      case 1:
        container[key] = mutation.value;
        break;
      case 2:
        container[key] = null;
        break;
      case 3: {
        // Rename to the camelCase spelling (or add it beside the snake_case one).
        const camel = CAMEL[key];
        if (camel !== undefined) container[camel] = child;
        if (camel !== undefined && mutation.value !== null) delete container[key];
        break;
      }
      default:
        container[`extra_${step}`] = mutation.value;
    }
    return copy;
  }
  return copy;
};

describe('readValidPacket (decodePacket’s hand-written fast path)', () => {
  it('accepts every frame of the recorded real-server games and gives exactly what the schema gives', () => {
    expect(RECORDED.length).toBeGreaterThan(2000);
    let fast = 0;
    for (const [index, text] of RECORDED.entries()) {
      const json = RECORDED_OBJECTS[index] as Record<string, unknown>;
      const request = json['request'];
      if (typeof request !== 'string' || !isRequestType(request)) continue;
      const packet = readValidPacket({ json, request, requiredKeys: REQUIRED_KEYS[request], text });
      expect(packet, text).toBeDefined();
      const schema = decodePacketWithSchema(text);
      expect(schema.ok && schema.value, text).toStrictEqual(packet);
      fast++;
    }
    expect(fast).toBe(RECORDED.length);
  });

  it('gives what the schema gives for every frame of arena games (ja and en, speak-anytime)', async () => {
    const frames: string[] = [];
    for (const options of [
      { players: 5, lang: 'ja' },
      { players: 13, lang: 'en' },
      { players: 5, lang: 'ja', freeform: true },
    ] as const)
      await runTournament({
        ...options,
        games: 1,
        seed: `fast-decode-${options.players}`,
        brains: { village: 'rule', werewolves: 'random' },
        onGame: (result) => {
          for (const entry of result.jsonLog.entries) frames.push(entry.request);
        },
      });
    expect(frames.length).toBeGreaterThan(300);
    for (const frame of frames) expectSameAsSchema(frame);
  });

  it('gives the schema’s result (or its error) for malformed frames', () => {
    for (const frame of [
      'not json',
      '[1]',
      '{"request":"VOTE"}',
      '{"request":"SOMETHING_NEW","info":{}}',
      '{"request":"VOTE","info":{"day":1.5,"agent":"a","status_map":{"a":"ALIVE"}}}',
      '{"request":"VOTE","info":{"day":1,"agent":"a","status_map":{"a":"ZOMBIE"}}}',
      '{"request":"VOTE","info":{"day":1,"agent":"a","status_map":[]}}',
      '{"request":"VOTE","info":{"day":1,"agent":"a","status_map":{"a":"ALIVE"},"role_map":{"a":7}}}',
      '{"request":"VOTE","info":{"day":1,"agent":"a","status_map":{"a":"ALIVE"},"vote_list":[{"day":1,"agent":"a"}]}}',
      '{"request":"TALK","info":{"day":1,"agent":"a","status_map":{"a":"ALIVE"}},"talk_history":[{"idx":0,"day":1,"turn":0,"agent":"a","text":"x","skip":null}]}',
      '{"request":"TALK","info":{"day":1,"agent":"a","status_map":{"a":"ALIVE"}},"talk_history":[{"idx":0,"day":1,"turn":0,"agent":"a","text":"x","time":null}]}',
      '{"request":"TALK","info":{"day":1,"agent":"a","statusMap":{"a":"ALIVE"},"roleMap":{"a":"SEER"}},"talkHistory":[]}',
      '{"request":"TALK","info":{"day":1,"agent":"a","status_map":{"a":"ALIVE","__proto__":"DEAD"}}}',
      '{"request":"TALK","info":{"day":1,"agent":"a","status_map":{"a":"ALIVE"},"constructor":1}}',
      '{"request":"DIVINE","info":{"day":1,"agent":"a","status_map":{"a":"ALIVE"},"divine_result":{"day":0,"agent":"a","target":"b","result":"FOX"}}}',
      '{"request":"INITIALIZE","info":{"day":0,"agent":"a","status_map":{"a":"ALIVE"}},"setting":{"bad":1}}',
      '{"request":"TALK_BROADCAST","info":{"day":1,"agent":"a","status_map":{"a":"ALIVE"}}}',
      '{"request":"TALK_BROADCAST","info":{"day":1,"agent":"a","status_map":{"a":"ALIVE"}},"new_talk":{"idx":0}}',
      '{"request":"VOTE","info":{"day":9007199254740993,"agent":"a","status_map":{"a":"ALIVE"}}}',
      '{"request":"VOTE","info":null}',
      '{"request":"VOTE","info":{"day":1,"agent":"a","status_map":{"a":"ALIVE"},"game_id":null,"extra":{"x":1}},"more":[1]}',
    ])
      expectSameAsSchema(frame);
  });

  it('gives the schema’s result on recorded frames with random parts deleted, replaced, nulled, renamed or added', () => {
    const taken = { fast: 0, schema: 0 };
    fc.assert(
      fc.property(
        fc.nat(RECORDED_OBJECTS.length - 1),
        fc.array(
          fc.record({
            path: fc.array(fc.nat(40), { minLength: 1, maxLength: 5 }),
            kind: fc.nat(4),
            value: fc.oneof(
              fc.jsonValue({ maxDepth: 2 }),
              fc.constantFrom('ALIVE', 'DEAD', 'HUMAN', 'WEREWOLF', 'SEER', 1.5, -1, 0, true, '', [], {}),
            ),
          }),
          { minLength: 1, maxLength: 3 },
        ),
        (index, mutations) => {
          const mutated = mutations.reduce<Json>((json, mutation) => mutate(json, mutation), RECORDED_OBJECTS[index]);
          const text = JSON.stringify(mutated);
          expectSameAsSchema(text);
          const json = mutated as Record<string, unknown>;
          const request = json['request'];
          const fast =
            typeof request === 'string' &&
            isRequestType(request) &&
            readValidPacket({ json, request, requiredKeys: REQUIRED_KEYS[request], text }) !== undefined;
          taken[fast ? 'fast' : 'schema']++;
        },
      ),
      { numRuns: 2000, seed: 16 },
    );
    // Both paths were exercised: mutated frames the fast path still reads, and ones it hands to the schema.
    expect(taken.fast).toBeGreaterThan(300);
    expect(taken.schema).toBeGreaterThan(300);
  });

  it('gives the schema’s result on arbitrary JSON with a known request', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('VOTE', 'TALK', 'INITIALIZE', 'DAILY_FINISH', 'TALK_BROADCAST', 'NAME'),
        fc.dictionary(
          fc.constantFrom('info', 'setting', 'talk_history', 'new_talk', 'x'),
          fc.jsonValue({ maxDepth: 3 }),
        ),
        (request, rest) => expectSameAsSchema(JSON.stringify({ ...rest, request })),
      ),
      { numRuns: 500, seed: 16 },
    );
  });
});
