import { Transform } from 'node:stream';

/**
 * The longest XML token of an xlsx part (a text, a tag with its attributes, a comment): the XML
 * parser keeps a token whole until it ends. Excel's longest cell is 32,767 characters; a text of a
 * few MB is still read (and its row rejected as too long), a longer one refuses the file.
 */
export const MAX_XML_TOKEN_BYTES = 4 * 1024 * 1024;
/** The deepest nesting of elements: a sheet's cells are 6 deep; the parser keeps every open element. */
export const MAX_XML_DEPTH = 64;

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const STATES = { text: 0, start: 1, tag: 2, bang: 3, comment: 4, cdata: 5, pi: 6 } as const;

/**
 * Passes an xlsx part's bytes on while its XML stays within what the parser can hold: no token over
 * `maxToken` bytes, no element nested more than `maxDepth` deep, no document type declaration
 * (OOXML has none; its internal subset is kept whole too). A zip of a few MB can unpack to a
 * single text, or to millions of nested elements, of GBs: the parser (saxes) would have kept
 * them all. It reads only what tells tokens apart (`<`, `>`, quotes in tags, the ends of comments,
 * CDATA and processing instructions), so it costs little next to the parser.
 */
export function xmlGuard(fail: () => Error, maxToken = MAX_XML_TOKEN_BYTES, maxDepth = MAX_XML_DEPTH) {
  let state: number = STATES.text;
  let length = 0;
  let depth = 0;
  /** In a tag: whether it closes an element, its open quote (0: none) and its last byte outside quotes. */
  let closing = false;
  let quote = 0;
  let last = 0;
  /** After `<!`: what follows, until it is known to start a comment or CDATA. */
  let bang = '';
  /** The two bytes before this one, for the ends `-->`, `]]>` and `?>`. */
  let before1 = 0;
  let before2 = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      for (let i = 0; i < chunk.length; i++) {
        if (state === STATES.text) {
          const next = chunk.indexOf(LT, i);
          const end = next === -1 ? chunk.length : next;
          length += end - i;
          if (length > maxToken) return done(fail());
          if (next === -1) break;
          i = next;
          state = STATES.start;
          length = 1;
          continue;
        }
        const b = chunk[i] as number;
        if (++length > maxToken) return done(fail());
        switch (state) {
          case STATES.start:
            if (b === 0x21) {
              state = STATES.bang;
              bang = '';
            } else if (b === 0x3f) {
              state = STATES.pi;
              before1 = before2 = 0;
            } else {
              state = STATES.tag;
              closing = b === SLASH;
              quote = 0;
              last = b;
            }
            break;
          case STATES.tag:
            if (quote !== 0) {
              if (b === quote) {
                quote = 0;
                last = b;
              }
            } else if (b === 0x22 || b === 0x27) {
              quote = b;
            } else if (b === GT) {
              if (closing) depth--;
              else if (last !== SLASH && ++depth > maxDepth) return done(fail());
              state = STATES.text;
              length = 0;
            } else if (b > 0x20) {
              last = b;
            }
            break;
          case STATES.bang:
            bang += String.fromCharCode(b);
            if (bang === '--') {
              state = STATES.comment;
              before1 = before2 = 0;
            } else if (bang === '[CDATA[') {
              state = STATES.cdata;
              before1 = before2 = 0;
            } else if (!'--'.startsWith(bang) && !'[CDATA['.startsWith(bang)) {
              return done(fail());
            }
            break;
          default: {
            const ends =
              b === GT &&
              ((state === STATES.comment && before1 === 0x2d && before2 === 0x2d) ||
                (state === STATES.cdata && before1 === 0x5d && before2 === 0x5d) ||
                (state === STATES.pi && before1 === 0x3f));
            before2 = before1;
            before1 = b;
            if (ends) {
              state = STATES.text;
              length = 0;
            }
          }
        }
      }
      done(null, chunk);
    },
  });
}
