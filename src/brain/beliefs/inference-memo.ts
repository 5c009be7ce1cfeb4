import { type Inference, type InferenceInput, inferRoles } from './inference.ts';

/**
 * The last inference of one game and agent, with a snapshot of the facts it was computed from, and a
 * second buffer the next call writes its facts into (the two swap on a change: no array per call).
 */
export type InferenceMemo = { last?: { readonly facts: Fact[]; readonly value: Inference }; scratch?: Fact[] };

export const createInferenceMemo = (): InferenceMemo => ({});

/** Villages up to this size weigh vote intentions (the `pressureOf` limit in inference.ts). */
const SMALL_VILLAGE = 6;

type Fact = string | number | boolean | undefined;

/**
 * `inferRoles`, or the last result when nothing it reads has changed: most talks add no claim, result
 * or vote, so the posterior is the same. The facts are compared value by value with a snapshot taken
 * when the last result was computed (a JSON key built on every call cost as much as a quarter of a
 * 13-player inference; a reference to the last input would miss a record changed in place). They are
 * listed once per call, into a buffer reused from call to call.
 */
export const memoisedInference = (memo: InferenceMemo, input: InferenceInput): Inference => {
  // In small villages the vote intentions are facts (see inferRoles) and most talks change one: the
  // memo hit about 2 of 28 computations of a 5-player game, and listing the facts every time cost more
  // than the inferences it saved (a 5-player inference is a few dozen worlds).
  if (input.state.agents.length <= SMALL_VILLAGE) return inferRoles(input);
  const facts = memo.scratch ?? [];
  const count = visitFacts(input, facts);
  facts.length = count;
  const last = memo.last;
  if (last !== undefined && sameFacts(last.facts, facts)) {
    memo.scratch = facts;
    return last.value;
  }
  const value = inferRoles(input);
  memo.scratch = last?.facts ?? [];
  memo.last = { facts, value };
  return value;
};

const sameFacts = (snapshot: readonly Fact[], facts: readonly Fact[]): boolean => {
  if (snapshot.length !== facts.length) return false;
  for (let position = 0; position < facts.length; position++) {
    if (snapshot[position] !== facts[position]) return false;
  }
  return true;
};

/**
 * Everything `inferRoles` reads, as a flat sequence of values; every list is preceded by its length,
 * so two sequences are equal only when the facts are.
 */
type FactBuffer = { readonly facts: Fact[]; written: number };

const put = (buffer: FactBuffer, fact: Fact): void => {
  buffer.facts[buffer.written++] = fact;
};

const visitFacts = (input: InferenceInput, facts: Fact[]): number => {
  const buffer: FactBuffer = { facts, written: 0 };
  const { state } = input;
  put(buffer, state.self);
  put(buffer, state.role);
  put(buffer, Math.min(state.day, 2));
  put(buffer, state.finished);
  put(buffer, state.agents.length);
  for (const agent of state.agents) {
    put(buffer, agent);
    put(buffer, state.status[agent] === 'ALIVE');
  }
  const known = Object.keys(state.knownRoles);
  put(buffer, known.length);
  for (const agent of known) {
    put(buffer, agent);
    put(buffer, state.knownRoles[agent]);
  }
  put(buffer, state.teammates.length);
  for (const teammate of state.teammates) put(buffer, teammate);
  put(buffer, state.attacked.length);
  for (const death of state.attacked) put(buffer, death.agent);
  for (const results of [state.divineResults, state.mediumResults]) {
    put(buffer, results.length);
    for (const result of results) {
      put(buffer, result.target);
      put(buffer, result.result);
    }
  }
  put(buffer, state.votes.length);
  for (const vote of state.votes) {
    put(buffer, vote.agent);
    put(buffer, vote.target);
  }
  put(buffer, input.latestClaims.length);
  for (const claim of input.latestClaims) {
    put(buffer, claim.agent);
    put(buffer, claim.role);
  }
  put(buffer, input.reports.length);
  for (const report of input.reports) {
    put(buffer, report.reporter);
    put(buffer, report.target);
    put(buffer, report.species);
    put(buffer, report.kind);
  }
  put(buffer, input.accused?.size ?? 0);
  for (const agent of input.accused ?? []) put(buffer, agent);
  // Intentions weigh only in small villages (see inferRoles), in their order.
  const intentions = state.agents.length > 6 ? [] : Object.entries(input.intentions ?? {});
  put(buffer, intentions.length);
  for (const [voter, target] of intentions) {
    put(buffer, voter);
    put(buffer, target);
  }
  const suspicions = input.suspicions ?? [];
  put(buffer, suspicions.length);
  for (const said of suspicions) {
    put(buffer, said.agent);
    put(buffer, said.target);
    put(buffer, said.role);
    put(buffer, said.day);
  }
  const roleCounts = Object.entries(state.settings?.roleNumMap ?? {});
  put(buffer, state.settings === undefined);
  put(buffer, roleCounts.length);
  for (const [role, seats] of roleCounts) {
    put(buffer, role);
    put(buffer, seats);
  }
  return buffer.written;
};
