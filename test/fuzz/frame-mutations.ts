import fc from 'fast-check';

/**
 * What a hostile or broken server may do to one frame, as data (so a failing case can be printed and
 * replayed). Each kind is one of the ways issue 18 broke the client: keys deleted, wrong types,
 * truncated JSON, unknown or swapped requests, status maps with hundreds of agents, huge strings and
 * histories, deep nesting, odd names, extreme numbers. `pick` chooses a place in the packet
 * (modulo the number of places), so a mutation applies to any frame.
 */
export type FrameMutation =
  | { readonly kind: 'delete-key'; readonly pick: number }
  | { readonly kind: 'wrong-type'; readonly pick: number; readonly value: unknown }
  | { readonly kind: 'truncate'; readonly keep: number }
  | { readonly kind: 'unknown-request'; readonly name: string }
  | { readonly kind: 'swap-request'; readonly to: string }
  | { readonly kind: 'many-agents'; readonly count: number; readonly dead: boolean }
  | { readonly kind: 'huge-string'; readonly pick: number; readonly length: number; readonly unit: string }
  | { readonly kind: 'huge-history'; readonly count: number; readonly textLength: number }
  | { readonly kind: 'deep-nesting'; readonly depth: number }
  | { readonly kind: 'odd-name'; readonly pick: number; readonly name: string }
  | { readonly kind: 'extreme-number'; readonly pick: number; readonly value: number }
  | { readonly kind: 'drop-agent'; readonly pick: number }
  | { readonly kind: 'replace-roster'; readonly count: number; readonly keepSelf: boolean; readonly deadEvery: number };

/** Turn-based requests only: speak-anytime phases legitimately send frames unasked (not what is fuzzed). */
const SWAP_TARGETS = [
  'NAME',
  'INITIALIZE',
  'DAILY_INITIALIZE',
  'TALK',
  'WHISPER',
  'DAILY_FINISH',
  'DIVINE',
  'GUARD',
  'VOTE',
  'ATTACK',
  'FINISH',
];

const WRONG_VALUES: readonly unknown[] = [null, 0, -1, 1.5, 1e300, '', 'x', true, [], {}, [1, 'a'], { a: 1 }];

const ODD_NAMES = [
  'A,B',
  'Agent 01',
  '@Agent[01]',
  'Agent\n01',
  '🐺',
  'ＡＧＥＮＴ',
  '"quoted"',
  'Over',
  'Skip',
  'ANY',
  ' ',
  'Agent[01] ',
  'a'.repeat(99),
];

const pick = fc.nat({ max: 10_000 });

export const frameMutationArbitrary: fc.Arbitrary<FrameMutation> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('delete-key' as const), pick }) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('wrong-type' as const), pick, value: fc.constantFrom(...WRONG_VALUES) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('truncate' as const),
      keep: fc.double({ min: 0, max: 0.999, noNaN: true }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('unknown-request' as const), name: fc.stringMatching(/^[A-Z_]{1,20}$/) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('swap-request' as const), to: fc.constantFrom(...SWAP_TARGETS) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('many-agents' as const),
      count: fc.integer({ min: 20, max: 800 }),
      dead: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('huge-string' as const),
      pick,
      length: fc.integer({ min: 1_000, max: 1_500_000 }),
      unit: fc.constantFrom('x', 'あ', '🐺', ' ', ',', '\n', '@'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('huge-history' as const),
      count: fc.integer({ min: 50, max: 4_000 }),
      textLength: fc.integer({ min: 0, max: 400 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('deep-nesting' as const), depth: fc.integer({ min: 5, max: 100_000 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('odd-name' as const), pick, name: fc.constantFrom(...ODD_NAMES) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('extreme-number' as const),
      pick,
      value: fc.constantFrom(-1, 0, 999, 1000, 1e9, -1e9, 2 ** 53, 1.5, 1e300),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('drop-agent' as const), pick }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('replace-roster' as const),
      count: fc.integer({ min: 1, max: 15 }),
      keepSelf: fc.boolean(),
      deadEvery: fc.integer({ min: 0, max: 4 }),
    }),
  },
);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Place = { readonly parent: Json[] | { [key: string]: Json }; readonly key: string | number; readonly value: Json };

/** Every value in the packet with where it sits, depth first (the root itself is not a place). */
const placesOf = (root: Json): Place[] => {
  const places: Place[] = [];
  const visit = (value: Json): void => {
    if (Array.isArray(value)) {
      value.forEach((child, index) => {
        places.push({ parent: value, key: index, value: child });
        visit(child);
      });
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        places.push({ parent: value, key, value: child });
        visit(child);
      }
    }
  };
  visit(root);
  return places;
};

const setAt = (place: Place, value: Json): void => {
  (place.parent as Record<string | number, Json>)[place.key] = value;
};

const infoOf = (packet: { [key: string]: Json }): { [key: string]: Json } | undefined => {
  const info = packet['info'];
  return info !== null && typeof info === 'object' && !Array.isArray(info) ? info : undefined;
};

/** Names the frame lists (status_map keys), for the name-level mutations. */
const namesOf = (packet: { [key: string]: Json }): string[] => {
  const map = infoOf(packet)?.['status_map'];
  return map !== null && typeof map === 'object' && !Array.isArray(map) && map !== undefined ? Object.keys(map) : [];
};

/** Replaces a name everywhere it occurs: keys, whole values, and inside talk texts. */
const renameEverywhere = (text: string, from: string, to: string): string => {
  const encodedFrom = JSON.stringify(from).slice(1, -1);
  const encodedTo = JSON.stringify(to).slice(1, -1);
  return text.split(encodedFrom).join(encodedTo);
};

/** The frame after the mutation (deterministic). */
export const applyMutation = (frame: string, mutation: FrameMutation): string => {
  if (mutation.kind === 'truncate') return frame.slice(0, Math.floor(frame.length * mutation.keep));
  const packet = JSON.parse(frame) as { [key: string]: Json };
  const places = placesOf(packet);
  const place = 'pick' in mutation && places.length > 0 ? places[mutation.pick % places.length] : undefined;
  switch (mutation.kind) {
    case 'delete-key':
      if (place !== undefined) {
        if (Array.isArray(place.parent)) place.parent.splice(Number(place.key), 1);
        else delete place.parent[place.key as string];
      }
      break;
    case 'wrong-type':
      if (place !== undefined) setAt(place, structuredClone(mutation.value) as Json);
      break;
    case 'unknown-request':
      packet['request'] = `X_${mutation.name}`;
      break;
    case 'swap-request':
      packet['request'] = mutation.to;
      break;
    case 'many-agents': {
      const info = infoOf(packet) ?? {};
      const map: { [key: string]: Json } = { ...((info['status_map'] as { [key: string]: Json } | undefined) ?? {}) };
      for (let index = 0; index < mutation.count; index++)
        map[`Bot${index}`] = mutation.dead && index % 2 === 0 ? 'DEAD' : 'ALIVE';
      packet['info'] = { ...info, status_map: map };
      break;
    }
    case 'huge-string': {
      const strings = places.filter((candidate) => typeof candidate.value === 'string');
      const target = strings[mutation.pick % Math.max(1, strings.length)];
      if (target !== undefined) setAt(target, mutation.unit.repeat(Math.ceil(mutation.length / mutation.unit.length)));
      break;
    }
    case 'huge-history': {
      const names = namesOf(packet);
      packet['talk_history'] = Array.from({ length: mutation.count }, (_, idx) => ({
        idx,
        day: 1,
        turn: Math.floor(idx / 5),
        agent: names[idx % Math.max(1, names.length)] ?? 'Nobody',
        text: 'あ'.repeat(mutation.textLength),
        skip: false,
        over: false,
      }));
      break;
    }
    case 'deep-nesting':
      return `${frame.slice(0, -1)},"deep":${'['.repeat(mutation.depth)}${']'.repeat(mutation.depth)}}`;
    case 'odd-name': {
      const names = namesOf(packet);
      const from = names[mutation.pick % Math.max(1, names.length)];
      return from === undefined ? frame : renameEverywhere(frame, from, mutation.name);
    }
    case 'extreme-number': {
      const numbers = places.filter((candidate) => typeof candidate.value === 'number');
      const target = numbers[mutation.pick % Math.max(1, numbers.length)];
      if (target !== undefined) setAt(target, mutation.value);
      break;
    }
    case 'drop-agent': {
      const map = infoOf(packet)?.['status_map'];
      if (map !== null && typeof map === 'object' && !Array.isArray(map) && map !== undefined) {
        const names = Object.keys(map);
        const name = names[mutation.pick % Math.max(1, names.length)];
        if (name !== undefined) delete map[name];
      }
      break;
    }
    case 'replace-roster': {
      // A whole new cast: none of the names earlier packets (or this one's history) used, so any answer
      // taken from a previous roster names someone absent from the packet in hand.
      const info = infoOf(packet) ?? {};
      const self = info['agent'];
      const map: { [key: string]: Json } = {};
      for (let index = 0; index < mutation.count; index++)
        map[`Cast${index}`] = mutation.deadEvery > 0 && index % mutation.deadEvery === 0 ? 'DEAD' : 'ALIVE';
      if (mutation.keepSelf && typeof self === 'string') map[self] = 'ALIVE';
      packet['info'] = { ...info, status_map: map };
      break;
    }
  }
  return JSON.stringify(packet);
};

/** A short readable form of a mutation for reports. */
export const describeMutation = (mutation: FrameMutation): string => JSON.stringify(mutation);
