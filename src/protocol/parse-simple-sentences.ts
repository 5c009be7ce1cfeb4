import type { AgentNumber, TargetVerb } from './ast.ts';
import type { Body, Parsed } from './parse-body.ts';
import { type ProtocolError, protocolError } from './protocol-error.ts';
import { expectEnd, expectLiteral, readAgent, readNumber, requireBlanks, upperWordEnd, wordLength } from './text-scanner.ts';
import { isRole, isSpecies, isTalkType } from './vocabulary.ts';
import { err, ok, type Result } from '../result.ts';

/** Sentences without clauses: `[subject] VERB …` as the reference's agree/estimate/divined/attack patterns. */
export const parseAgreement = (body: Body<'AGREE' | 'DISAGREE'>): Parsed => {
  const { context, end } = body;
  const { text } = context;
  const afterVerb = requireBlanks(text, body.position, end);
  if (!afterVerb.ok) return afterVerb;
  const typeEnd = upperWordEnd(text, afterVerb.value, end);
  const talkType = text.slice(afterVerb.value, typeEnd);
  if (!isTalkType(talkType)) {
    return err(protocolError({ code: 'unknown-talk-type', offset: afterVerb.value, length: wordLength(text, afterVerb.value, end) }));
  }
  const afterType = requireBlanks(text, typeEnd, end);
  if (!afterType.ok) return afterType;
  const afterDayWord = expectLiteral({ text, position: afterType.value, end, word: 'day', code: 'expected-day-keyword' });
  if (!afterDayWord.ok) return afterDayWord;
  const talkDay = readNumber(text, afterDayWord.value, end);
  if (!talkDay.ok) return talkDay;
  const afterDay = requireBlanks(text, talkDay.value.next, end);
  if (!afterDay.ok) return afterDay;
  const afterIdWord = expectLiteral({ text, position: afterDay.value, end, word: 'ID:', code: 'expected-id-keyword' });
  if (!afterIdWord.ok) return afterIdWord;
  const talkId = readNumber(text, afterIdWord.value, end);
  if (!talkId.ok) return talkId;
  const atEnd = expectEnd(talkId.value.next, end);
  if (!atEnd.ok) return atEnd;
  return ok({ ...body.subjectPart, type: body.type, talkType, talkDay: talkDay.value.value, talkId: talkId.value.value });
};

/** `<blanks><target>`, shared by every sentence that names a target. */
const readTarget = (body: Body<unknown>): Result<{ readonly value: AgentNumber; readonly next: number }, ProtocolError> => {
  const afterVerb = requireBlanks(body.context.text, body.position, body.end);
  if (!afterVerb.ok) return afterVerb;
  return readAgent(body.context.text, afterVerb.value, body.end);
};

/** `<blanks><[A-Z]+ word><end>`: the role or species slot, looked up after matching as the reference does. */
const readFinalWord = (body: Body<unknown>, position: number): Result<{ readonly word: string; readonly offset: number }, ProtocolError> => {
  const { text } = body.context;
  const afterTarget = requireBlanks(text, position, body.end);
  if (!afterTarget.ok) return afterTarget;
  const wordEnd = upperWordEnd(text, afterTarget.value, body.end);
  if (wordEnd < body.end && wordEnd > afterTarget.value) {
    return err(protocolError({ code: 'trailing-text', offset: wordEnd, length: body.end - wordEnd }));
  }
  return ok({ word: text.slice(afterTarget.value, body.end), offset: afterTarget.value });
};

export const parseRoleSentence = (body: Body<'ESTIMATE' | 'COMINGOUT'>): Parsed => {
  const target = readTarget(body);
  if (!target.ok) return target;
  const role = readFinalWord(body, target.value.next);
  if (!role.ok) return role;
  if (!isRole(role.value.word)) return err(protocolError({ code: 'unknown-role', offset: role.value.offset, length: role.value.word.length }));
  return ok({ ...body.subjectPart, type: body.type, target: target.value.value, role: role.value.word });
};

export const parseSpeciesSentence = (body: Body<'DIVINED' | 'IDENTIFIED'>): Parsed => {
  const target = readTarget(body);
  if (!target.ok) return target;
  const species = readFinalWord(body, target.value.next);
  if (!species.ok) return species;
  if (!isSpecies(species.value.word)) {
    return err(protocolError({ code: 'unknown-species', offset: species.value.offset, length: species.value.word.length }));
  }
  return ok({ ...body.subjectPart, type: body.type, target: target.value.value, species: species.value.word });
};

export const parseTargetSentence = (body: Body<TargetVerb>): Parsed => {
  const target = readTarget(body);
  if (!target.ok) return target;
  const atEnd = expectEnd(target.value.next, body.end);
  if (!atEnd.ok) return atEnd;
  return ok({ ...body.subjectPart, type: body.type, target: target.value.value });
};
