/**
 * Undoes what models tend to add around an utterance: a speaker prefix (`ミナト: …`), wrapping quotes,
 * "Over." variants, and a second `@mention` (the server mishandles more than one). Length, commas,
 * emoji and line breaks are left to the game's fitTalk.
 */
export const cleanSpeech = (text: string, self: string): string => {
  let speech = text.trim();
  const prefix = new RegExp(
    `^(?:${escapeRegExp(self)}|${escapeRegExp(self)}\\s*\\(you\\)|${escapeRegExp(self)}（あなた）)\\s*[:：]\\s*`,
    'u',
  );
  speech = speech.replace(prefix, '');
  const quoted = /^(?:「([^「」]*)」|"([^"]*)"|“([^“”]*)”)$/u.exec(speech);
  if (quoted !== null) speech = (quoted[1] ?? quoted[2] ?? quoted[3] ?? '').trim();
  if (/^(?:over|オーバー)[.。!！]?$/iu.test(speech)) return 'Over';
  if (/^skip[.。]?$/iu.test(speech)) return 'Skip';
  let mentions = 0;
  speech = speech.replace(/[@＠]/gu, (mark) => (++mentions === 1 ? '@' : mark === '@' ? '' : ''));
  return speech;
};

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
