import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodePacket } from '../../src/packets/index.ts';
import { serverProcessTalk } from '../../src/game/index.ts';
import type { GameSettings } from '../../src/game/index.ts';
import { FIXTURE_DIRECTORY, FIXTURE_NAMES, readGameLog, readJsonLog, readTranscript } from './server-fixtures.ts';

/**
 * Ground truth from the real server: every TALK/WHISPER answer it read (.jsonlog.json pairs each
 * request with the answer read for it) against what it recorded (.gamelog.csv), and the remain_length
 * it showed in the speaker's next request.
 */
const pairsOf = (name: string) => {
  const log = readJsonLog(name);
  const game = readGameLog(name);
  const nameToIdx = new Map([...game.seats.values()].map((seat) => [seat.name, seat.idx]));
  let settings: GameSettings | undefined;
  const seen = new Map<string, number>();
  const pairs: {
    agent: string;
    day: number;
    kind: 'talk' | 'whisper';
    sent: string | undefined;
    stored: string;
    remainLength: number | undefined;
    remainSkip: number;
    nextRemainLength: number | undefined;
    settings: GameSettings;
  }[] = [];
  const requests = log.entries.map((entry) => ({ entry, packet: decodePacket(entry.request) }));
  requests.forEach(({ entry, packet }, position) => {
    if (!packet.ok) throw new Error(`undecodable logged packet in ${name}`);
    if (packet.value.setting !== undefined) settings = packet.value.setting;
    const request = packet.value.request;
    if (request !== 'TALK' && request !== 'WHISPER') return;
    const info = packet.value.info!;
    const kind = request === 'TALK' ? 'talk' : 'whisper';
    const key = `${entry.agent}/${info.day}/${kind}`;
    const ordinal = seen.get(key) ?? 0;
    seen.set(key, ordinal + 1);
    const stored = game.talks.filter(
      (talk) => talk.kind === kind && talk.day === info.day && talk.agentIdx === nameToIdx.get(entry.agent),
    )[ordinal];
    if (stored === undefined) throw new Error(`no recorded ${kind} for ${key}#${ordinal} in ${name}`);
    const next = requests
      .slice(position + 1)
      .find(
        ({ entry: later, packet: laterPacket }) =>
          later.agent === entry.agent && laterPacket.ok && laterPacket.value.request === request,
      );
    const nextInfo = next?.packet.ok === true ? next.packet.value.info : undefined;
    pairs.push({
      agent: entry.agent,
      day: info.day,
      kind,
      sent: entry.response,
      stored: stored.text,
      remainLength: info.remainLength,
      remainSkip: info.remainSkip ?? 0,
      nextRemainLength: nextInfo?.day === info.day ? nextInfo.remainLength : undefined,
      settings: settings!,
    });
  });
  return { pairs, names: game.names };
};

describe('serverProcessTalk reproduces every talk the real server recorded', () => {
  for (const name of FIXTURE_NAMES) {
    it(name, () => {
      const { pairs, names } = pairsOf(name);
      expect(pairs.length).toBeGreaterThan(0);
      for (const pair of pairs) {
        const channel = pair.kind === 'talk' ? pair.settings.talk : pair.settings.whisper;
        if (pair.sent === undefined) {
          // No answer read (timeout): the server records Skip without charging the skip budget.
          expect(pair.stored).toBe('Skip');
          continue;
        }
        const result = serverProcessTalk({
          text: pair.sent,
          limits: channel.maxLength,
          maxSkip: channel.maxSkip,
          remainSkip: pair.remainSkip,
          ...(pair.remainLength === undefined ? {} : { remainLength: pair.remainLength }),
          speaker: pair.agent,
          agentNames: names,
        });
        expect({ sent: pair.sent, stored: result.storedText }).toEqual({ sent: pair.sent, stored: pair.stored });
        if (pair.nextRemainLength !== undefined) expect(result.remainLength).toBe(pair.nextRemainLength);
      }
    });
  }
});

describe('serverProcessTalk agrees with the sent -> stored pairs of every .summary.txt', () => {
  for (const name of FIXTURE_NAMES) {
    it(name, () => {
      const summary = readFileSync(`${FIXTURE_DIRECTORY}${name}.summary.txt`, 'utf8');
      const setting = readTranscript(name)
        .map((line) => (line.dir === 'recv' ? decodePacket(JSON.stringify(line.packet)) : undefined))
        .find((decoded) => decoded?.ok === true && decoded.value.setting !== undefined);
      if (setting === undefined || !setting.ok) throw new Error('no setting');
      const limits = setting.value.setting!.talk.maxLength;
      const names = readGameLog(name).names;
      let checked = 0;
      for (const match of summary.matchAll(/^ {2}sent '(.*)' -> stored \['(.*)'\]$/gm)) {
        const [, sent, stored] = match;
        const result = serverProcessTalk({
          text: sent!,
          limits,
          maxSkip: 0,
          remainSkip: 0,
          speaker: '',
          agentNames: names,
        });
        expect(result.storedText).toBe(stored);
        checked++;
      }
      // Every non-empty pair was parsed. "stored []" lines are texts the summary could not match
      // verbatim (cut ones, Skip → Over); the jsonlog test above covers those.
      expect(checked).toBe((summary.match(/ -> stored \['/g) ?? []).length);
    });
  }
});
