import { type Inference, type InferenceInput, inferRoles } from './inference.ts';

/**
 * The last inference of one game and agent, with a snapshot of the facts it was computed from, and a
 * second buffer the next call writes its facts into (the two swap on a change: no array per call).
 */
export type InferenceMemo = { last?: { readonly facts: Fact[]; readonly value: Inference }; scratch?: Fact[] };

export const createInferenceMemo = (): InferenceMemo => ({});

type Fact = string | number | boolean | undefined;

/**
 * `inferRoles`, or the last result when nothing it reads has changed: most talks add no claim, result
 * or vote, so the posterior is the same. The facts are compared value by value with a snapshot taken
 * when the last result was computed (a JSON key built on every call cost as much as a quarter of a
 * 13-player inference; a reference to the last input would miss a record changed in place). They are
 * listed once per call, into a buffer reused from call to call.
 */
export const memoisedInference = (memo: InferenceMemo, input: InferenceInput): Inference => {
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
const visitFacts = (input: InferenceInput, facts: Fact[]): number => {
  let written = 0;
  const put = (fact: Fact): void => {
    facts[written++] = fact;
  };
  const { state } = input;
  put(state.self);
  put(state.role);
  put(Math.min(state.day, 2));
  put(state.finished);
  put(state.agents.length);
  for (const agent of state.agents) {
    put(agent);
    put(state.status[agent] === 'ALIVE');
  }
  const known = Object.keys(state.knownRoles);
  put(known.length);
  for (const agent of known) {
    put(agent);
    put(state.knownRoles[agent]);
  }
  put(state.teammates.length);
  for (const teammate of state.teammates) put(teammate);
  put(state.attacked.length);
  for (const death of state.attacked) put(death.agent);
  for (const results of [state.divineResults, state.mediumResults]) {
    put(results.length);
    for (const result of results) {
      put(result.target);
      put(result.result);
    }
  }
  put(state.votes.length);
  for (const vote of state.votes) {
    put(vote.agent);
    put(vote.target);
  }
  put(input.latestClaims.length);
  for (const claim of input.latestClaims) {
    put(claim.agent);
    put(claim.role);
  }
  put(input.reports.length);
  for (const report of input.reports) {
    put(report.reporter);
    put(report.target);
    put(report.species);
    put(report.kind);
  }
  put(input.accused?.size ?? 0);
  for (const agent of input.accused ?? []) put(agent);
  // Intentions weigh only in small villages (see inferRoles), in their order.
  const intentions = state.agents.length > 6 ? [] : Object.entries(input.intentions ?? {});
  put(intentions.length);
  for (const [voter, target] of intentions) {
    put(voter);
    put(target);
  }
  const roleCounts = Object.entries(state.settings?.roleNumMap ?? {});
  put(state.settings === undefined);
  put(roleCounts.length);
  for (const [role, seats] of roleCounts) {
    put(role);
    put(seats);
  }
  return written;
};
