/**
 * Turns the name a model wrote into a legal target: exact, then normalised (width, case, `@`, quotes,
 * honorifics), then the one roster name it contains, then a one-letter slip. A name that clearly
 * means someone who is not a candidate (dead, self) is never bent into a candidate.
 */
export type TargetMatch =
  | { readonly ok: true; readonly target: string; readonly exact: boolean }
  | { readonly ok: false; readonly reason: 'not_a_candidate' | 'unknown' | 'ambiguous'; readonly named?: string };

const HONORIFICS = /(さん|くん|君|ちゃん|様|さま|氏|殿)$/u;

export const normalizeName = (name: string): string =>
  name
    .normalize('NFKC')
    .replace(/[\s@＠"'「」『』【】()（）.。、!！?？:：]/gu, '')
    .replace(HONORIFICS, '')
    .toLowerCase();

export const matchTarget = (options: {
  readonly text: string;
  readonly candidates: readonly string[];
  readonly agents: readonly string[];
}): TargetMatch => {
  const { text, candidates, agents } = options;
  if (candidates.includes(text)) return { ok: true, target: text, exact: true };
  const wanted = normalizeName(text);
  if (wanted === '') return { ok: false, reason: 'unknown' };
  const named = agents.find((agent) => normalizeName(agent) === wanted);
  if (named !== undefined) return decide(named, candidates);
  // "I vote for ミナト because…": the one roster name the text mentions (longest names first).
  const mentioned = [...agents]
    .sort((a, b) => normalizeName(b).length - normalizeName(a).length)
    .filter((agent) => normalizeName(agent).length > 0 && wanted.includes(normalizeName(agent)));
  const distinct = mentioned.filter(
    (agent) => !mentioned.some((other) => other !== agent && normalizeName(other).includes(normalizeName(agent))),
  );
  if (distinct.length === 1) return decide(distinct[0]!, candidates);
  if (distinct.length > 1) return { ok: false, reason: 'ambiguous' };
  const close = agents.filter((agent) => {
    const normal = normalizeName(agent);
    return normal.length >= 3 && editDistance(normal, wanted) <= 1;
  });
  if (close.length === 1) return decide(close[0]!, candidates);
  return { ok: false, reason: close.length > 1 ? 'ambiguous' : 'unknown' };
};

const decide = (agent: string, candidates: readonly string[]): TargetMatch =>
  candidates.includes(agent)
    ? { ok: true, target: agent, exact: false }
    : { ok: false, reason: 'not_a_candidate', named: agent };

const editDistance = (a: string, b: string): number => {
  const left = [...a];
  const right = [...b];
  let previous = Array.from({ length: right.length + 1 }, (_, index) => index);
  for (let row = 1; row <= left.length; row++) {
    const current = [row];
    for (let column = 1; column <= right.length; column++) {
      const substitution = previous[column - 1]! + (left[row - 1] === right[column - 1] ? 0 : 1);
      current.push(Math.min(previous[column]! + 1, current[column - 1]! + 1, substitution));
    }
    previous = current;
  }
  return previous[right.length]!;
};
