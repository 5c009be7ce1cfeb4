/**
 * Why a text is not AIWolf protocol 3.6, as data. Codes are stable (callers and logs branch on them);
 * the human message of each code lives only in the table below.
 */
export const PROTOCOL_ERROR_MESSAGES = {
  'empty-text': 'the text (or a clause) is empty after trimming',
  'expected-agent': 'expected an agent (Agent[NN]) or ANY',
  'expected-blank': 'expected a blank (space, tab or line break) here',
  'expected-clause': "expected '(' starting a clause",
  'expected-day-keyword': "expected 'day' followed by the day number, as in TALK day1 ID:3",
  'expected-id-keyword': "expected 'ID:' followed by the talk number, as in TALK day1 ID:3",
  'expected-number': 'expected a decimal number (ASCII digits)',
  'expected-verb': 'expected a verb or an operator (VOTE, ESTIMATE, REQUEST, ...)',
  'legacy-request': 'REQUEST(...) without a blank is the protocol ver2 form; ver3.6 needs REQUEST <target> (...)',
  'line-break-in-clauses':
    'a line break (LF, CR, U+0085, U+2028, U+2029) inside the clauses; the reference reads them as one line',
  'missing-second-clause': 'BECAUSE and XOR need two clauses',
  'missing-clause': 'this operator needs at least one complete (...) clause',
  'number-too-large': 'the number does not fit in a 32-bit signed integer (max 2147483647)',
  'subject-before-control': 'Skip and Over take no subject',
  'too-deep': 'operators are nested too deeply',
  'trailing-text': 'unexpected text after the end of the sentence',
  'unclosed-clauses': "the clauses must end with ')'",
  'unknown-role': 'unknown role (VILLAGER, SEER, MEDIUM, BODYGUARD, WEREWOLF, POSSESSED, FREEMASON, FOX, ANY)',
  'unknown-species': 'unknown species (HUMAN, WEREWOLF, ANY)',
  'unknown-talk-type': 'unknown talk type (TALK, WHISPER)',
  'unknown-verb': 'unknown verb or operator',
} as const;

export type ProtocolErrorCode = keyof typeof PROTOCOL_ERROR_MESSAGES;

export const PROTOCOL_ERROR_CODES = Object.keys(PROTOCOL_ERROR_MESSAGES) as readonly ProtocolErrorCode[];

/** `offset` and `length` are in UTF-16 code units of the whole text given to `parse`. */
export type ProtocolError = {
  readonly code: ProtocolErrorCode;
  readonly offset: number;
  readonly length: number;
  readonly message: string;
};

export const protocolError = (options: {
  code: ProtocolErrorCode;
  offset: number;
  length?: number;
}): ProtocolError => ({
  code: options.code,
  offset: options.offset,
  length: options.length ?? 0,
  message: PROTOCOL_ERROR_MESSAGES[options.code],
});
