/**
 * One phrase file holds the variants of one kind, one per line, so that a writer can add a variant by
 * adding a line. Blank lines and Handlebars comment lines (`{{! … }}`) are not variants.
 */
export const variantsOf = (fileText: string): string[] =>
  fileText
    .split(/\r?\n/u)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('{{!'));
