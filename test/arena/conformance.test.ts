import { describe, expect, it } from 'vitest';
import { settingJson } from '../../src/arena/rules/packet-builder.ts';
import { storeTalkAnswer, type TalkRemain } from '../../src/arena/rules/store-talk.ts';
import { configFromSetting } from './support/config-from-setting.ts';
import { playScripted, randomAnswer } from './support/scripted-game.ts';
import {
  jsonLog,
  type KeyProfile,
  keyProfile,
  type Packet,
  receivedPackets,
  type TranscriptTalk,
} from './support/transcripts.ts';

const TRANSCRIPTS = ['ja_5', 'en_5', 'ja_13', 'en_13', 'ja_5_limits', 'ja_5_skip'] as const;

const initializeSetting = (name: string): Record<string, unknown> => {
  const packet = receivedPackets(name).find((candidate) => candidate.request === 'INITIALIZE');
  return packet?.setting as Record<string, unknown>;
};

/** Keys a game can legitimately show that the recorded games happened not to (a game ending after an attack). */
const EXTRA_INFO_KEYS: Record<string, readonly string[]> = {
  'FINISH.info': ['attacked_agent', 'attack_vote_list', 'divine_result', 'medium_result'],
};

const unionOfTranscripts = (): KeyProfile => {
  const union: KeyProfile = new Map();
  for (const name of TRANSCRIPTS) {
    for (const [label, keys] of keyProfile(receivedPackets(name))) {
      const entry = union.get(label) ?? {
        always: new Set<string>(),
        sometimes: new Set<string>(),
      };
      for (const key of keys.sometimes) entry.sometimes.add(key);
      union.set(label, entry);
    }
  }
  return union;
};

describe('packets match the real server transcripts', () => {
  const union = unionOfTranscripts();
  for (const name of TRANSCRIPTS) {
    it(`${name}: the same key sets per request type`, () => {
      const recorded = keyProfile(receivedPackets(name));
      const config = configFromSetting(initializeSetting(name));
      const packets: Packet[] = [];
      for (let game = 0; game < 12; game++) {
        packets.push(
          ...playScripted({
            config,
            seed: `${name}/${game}`,
            answer: randomAnswer,
          }).sent.map((sent) => sent.packet),
        );
      }
      const arena = keyProfile(packets);
      for (const [label, keys] of recorded) {
        if (label === 'NAME') continue; // sent by the connection shell, not the rules
        const ours = arena.get(label);
        expect(ours, label).toBeDefined();
        if (ours === undefined) continue;
        expect([...ours.always].sort(), `${label} always`).toEqual([...keys.always].sort());
        const allowed = new Set([...(union.get(label)?.sometimes ?? []), ...(EXTRA_INFO_KEYS[label] ?? [])]);
        expect(
          [...ours.sometimes].filter((key) => !allowed.has(key)),
          `${label} sometimes`,
        ).toEqual([]);
        if (!label.endsWith('.info'))
          expect([...ours.sometimes].sort(), `${label} top level`).toEqual([...keys.sometimes].sort());
      }
    });

    it(`${name}: the setting object is serialised exactly like the server's`, () => {
      const setting = initializeSetting(name);
      expect(JSON.stringify(settingJson(configFromSetting(setting)))).toBe(JSON.stringify(setting));
    });
  }
});

describe('remain_* follow the server', () => {
  for (const name of ['ja_5', 'ja_5_limits', 'ja_5_skip'] as const) {
    it(`${name}: first TALK of a day shows per_agent - 1, then one less per request; skip and length as configured`, () => {
      const setting = initializeSetting(name);
      const config = configFromSetting(setting);
      const talk = config.game.talk;
      const { sent } = playScripted({
        config,
        seed: name,
        answer: randomAnswer,
      });
      const seen = new Map<string, number>();
      for (const { seat, request, packet } of sent) {
        const info = packet.info as Record<string, number>;
        if (request !== 'TALK') {
          expect(info.remain_count, request).toBeUndefined();
          continue;
        }
        const key = `${info.day}/${seat.name}`;
        const requests = (seen.get(key) ?? 0) + 1;
        seen.set(key, requests);
        expect(info.remain_count).toBe(talk.max_count.per_agent - requests);
        expect(info.remain_skip).toBeLessThanOrEqual(talk.max_skip);
        if (talk.max_length.per_agent === -1) expect(info.remain_length).toBeUndefined();
        else expect(info.remain_length).toBeGreaterThan(0);
      }
      // The recorded games show the same first values.
      const recordedFirst = receivedPackets(name)
        .filter((packet) => packet.request === 'TALK')
        .map((packet) => (packet.info as Record<string, number>).remain_count);
      expect(Math.max(...(recordedFirst as number[]))).toBe(talk.max_count.per_agent - 1);
    });
  }
});

describe('stored talk text equals what the real server stored', () => {
  for (const name of ['ja_5', 'en_5', 'ja_13', 'ja_5_limits', 'ja_5_skip', 'ja_5_late_cancel'] as const) {
    it(`${name}: every answer, replayed through the arena's talk rule with the recorded counters`, () => {
      const log = jsonLog(name);
      const config = configFromSetting(initializeSetting(name));
      const names = log.entries
        .map((entry) => JSON.parse(entry.request) as Packet)
        .find((packet) => packet.request === 'INITIALIZE')?.info?.status_map as Record<string, string>;
      // Index order: the JSON log's agents (connection order) mapped to game names via the INITIALIZE entries.
      const gameNames = log.entries
        .filter((entry) => (JSON.parse(entry.request) as Packet).request === 'INITIALIZE')
        .map((entry) => entry.agent);
      expect(gameNames).toHaveLength(Object.keys(names).length);
      const stored = new Map<string, TranscriptTalk[]>();
      for (const packet of receivedPackets(name)) {
        for (const talk of (packet.talk_history as TranscriptTalk[] | undefined) ?? []) {
          const key = `${talk.day}/${talk.agent}`;
          const list = stored.get(key) ?? [];
          if (!list.some((other) => other.idx === talk.idx)) list.push(talk);
          stored.set(key, list);
        }
      }
      const used = new Map<string, number>();
      let checked = 0;
      for (const entry of log.entries) {
        const packet = JSON.parse(entry.request) as Packet;
        if (packet.request !== 'TALK') continue;
        const info = packet.info as Record<string, number> & {
          day: number;
          agent: string;
        };
        const key = `${info.day}/${info.agent}`;
        const position = used.get(key) ?? 0;
        used.set(key, position + 1);
        const expected = (stored.get(key) ?? []).sort((left, right) => left.idx - right.idx)[position];
        if (expected === undefined) continue; // the tail of a day nobody received afterwards
        const remain: TalkRemain = {
          count: info.remain_count ?? 0,
          skip: info.remain_skip ?? 0,
          ...(info.remain_length === undefined ? {} : { length: info.remain_length }),
        };
        const text = storeTalkAnswer({
          text: entry.response ?? '',
          failed: entry.error !== undefined,
          setting: config.game.talk,
          remain,
          speaker: info.agent,
          agentsInIndexOrder: gameNames,
        });
        expect(text, `${key} #${position}: ${entry.response}`).toBe(expected.text);
        checked++;
      }
      expect(checked).toBeGreaterThan(10);
    });
  }
});
