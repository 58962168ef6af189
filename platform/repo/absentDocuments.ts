/**
 * Citations of documents the repository does not hold: the specification and the design notes the site was
 * first written from, and the issue tracker (an issue named by its number). A comment, test title or
 * README says the behaviour itself, or names the test that holds it, rather than pointing at a section of a
 * document or a thread no reader of the repository can open. absentDocuments.test.ts holds the rule over every
 * source and doc file.
 */

/** The files the rule reads: source, styles, pages, schema and docs. */
export const citingFile = /\.(ts|tsx|mts|mjs|js|md|css|html|json|sql|toml|ya?ml|conf|sh)$/;

/**
 * The specification or design notes named in capitals, by file name, or a section of either (`§`); an issue by
 * its number (the word, singular or plural, any case, then the number, with or without `#`; or a number after
 * `(#`), but not a count of issues followed by a slash ("24/7").
 */
const citation = /\bSPEC\b|\bDESIGN(?:\.md\b|\s*§)|\b[Ss]pec(?:ification)?\s*§|\b[Ii]ssues?\s+(?:#\s*)?\d+(?![\d/])|\(#\d+\)/;

export interface Citation {
  line: number;
  text: string;
}

/** The lines of `text` that cite the absent documents, numbered from 1. */
export function citationsOfAbsentDocuments(text: string): Citation[] {
  return text.split('\n').flatMap((line, index) => (citation.test(line) ? [{ line: index + 1, text: line.trim() }] : []));
}
