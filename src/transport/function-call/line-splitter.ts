/** Splits a byte stream into newline-delimited lines (the TCP framing); keeps the unfinished tail. */
export const createLineSplitter = (onLine: (line: string) => void): ((chunk: Buffer | string) => void) => {
  let buffer = '';
  return (chunk) => {
    buffer += chunk.toString();
    let end = buffer.indexOf('\n');
    while (end >= 0) {
      const line = buffer.slice(0, end).replace(/\r$/, '');
      buffer = buffer.slice(end + 1);
      if (line.trim() !== '') onLine(line);
      end = buffer.indexOf('\n');
    }
  };
};
