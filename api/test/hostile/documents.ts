/**
 * The hostile documents of the security review, and their neighbours just inside the token
 * budget: what the limits tests send over HTTP and WebSocket, and what `pnpm bench hostile`
 * times the refusal of. Each with the error it must get.
 */
/** Refused for its size, or while parsing for its tokens: whichever comes first. */
const TOO_BIG = /^The query is too large: at most 20,000 characters\.$|Document contains more th\w+ 2000 tokens/;

const repeat = (count: number, make: (i: number) => string) => Array.from({ length: count }, (_, i) => make(i)).join(' ');

export const hostile: Record<string, { query: string; message: RegExp }> = {
  '5,000 __typename aliases': { query: `{ ${repeat(5000, (i) => `a${i}: __typename`)} }`, message: TOO_BIG },
  '1,000 __typename aliases': { query: `{ ${repeat(1000, (i) => `a${i}: __typename`)} }`, message: /Document contains more th\w+ 2000 tokens/ },
  '650 __typename aliases': { query: `{ ${repeat(650, (i) => `a${i}: __typename`)} }`, message: /^(Aliases limit of 15|Field limit of 300) exceeded, found 650\.$/ },
  '100 __typename aliases': { query: `{ ${repeat(100, (i) => `a${i}: __typename`)} }`, message: /^Aliases limit of 15 exceeded, found 100\.$/ },
  '14,000 duplicated me { id }': { query: `{${Array(14_000).fill('me{id}').join('')}}`, message: TOO_BIG },
  '400 duplicated me { id }': { query: `{ ${repeat(400, () => 'me { id }')} }`, message: /^Field limit of \d+ exceeded, found 800\.$/ },
  '490 duplicated me { id }': { query: `{ ${repeat(490, () => 'me { id }')} }`, message: /^Field limit of \d+ exceeded, found 980\.$/ },
  '11 copies of me { id }': { query: `{ ${repeat(11, () => 'me { id }')} }`, message: /^The field "me" is selected more than 10 times in one place\.$/ },
  '40 copies of me { id } in inline fragments': {
    query: `{ ${repeat(40, () => '... on Query { me { id } }')} }`,
    message: /^The field "me" is selected more than 10 times in one place\.$/,
  },
  'one fragment spread 900 times': {
    query: `{ ${repeat(900, () => '...F')} } fragment F on Query { me { id } }`,
    message: /^Field limit of \d+ exceeded, found 1800\.$/,
  },
  '3,000 __typename': { query: `{ ${repeat(3000, () => '__typename')} }`, message: TOO_BIG },
  '30,000 levels of nesting': { query: `${'{a'.repeat(30_000)}${'}'.repeat(30_000)}`, message: TOO_BIG },
  '6,000 levels of nesting': { query: `${'{a'.repeat(6_000)}${'}'.repeat(6_000)}`, message: /Document contains more th\w+ 2000 tokens/ },
  'fragments spread into each other, doubling each time': {
    query: `query { ...F0 } ${Array.from({ length: 40 }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`).join(' ')} fragment F40 on Query { me { id } }`,
    message: /^Field limit of \d+ exceeded/,
  },
  '13 levels of nesting written as fragments': {
    query: `{ post(id: "00000000-0000-4000-8000-000000000000") { ...P0 } } ${repeat(11, (i) => `fragment P${i} on Post { originalPost { ...P${i + 1} } }`)} fragment P11 on Post { id }`,
    message: /^Query depth limit of 10 exceeded, found 13\.$/,
  },
  'a 25,000-character comment': { query: `# ${'x'.repeat(25_000)}\n{ __typename }`, message: /^The query is too large: at most 20,000 characters\.$/ },
};

