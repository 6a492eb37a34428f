/**
 * A small, strict reader for the few S3 XML answers the handlers need (an upload id, a page of
 * parts, an error's code). It finds named elements and decodes their text; anything it cannot
 * read as plain text (a nested element where text was expected, an unknown entity) is an error,
 * so a surprising answer fails loudly instead of being half read.
 */

const entities: Record<string, string> = { quot: '"', amp: '&', lt: '<', gt: '>', apos: "'" };

/** Each `<name …>…</name>` (or `<name/>`) in `xml`, in order: the inner XML of each. */
export function xmlElements(xml: string, name: string): string[] {
  const found: string[] = [];
  // `<Part>` but not `<PartNumber>`: the name ends at whitespace, `>` or `/>`.
  const pattern = new RegExp(`<${name}(?:\\s[^>]*)?(?:/>|>([\\s\\S]*?)</${name}\\s*>)`, 'g');
  for (const match of xml.matchAll(pattern)) found.push(match[1] ?? '');
  return found;
}

/** The text of the first `<name>` in `xml`, decoded, or undefined if there is none. */
export function xmlText(xml: string, name: string): string | undefined {
  const [inner] = xmlElements(xml, name);
  return inner === undefined ? undefined : decodeText(inner, name);
}

/** Like xmlText, for an element the answer must have. */
export function requiredXmlText(xml: string, name: string): string {
  const text = xmlText(xml, name);
  if (text === undefined) throw new Error(`The XML answer has no <${name}>`);
  return text;
}

/** A whole non-negative number in `<name>`, or undefined if the element is missing. */
export function xmlNumber(xml: string, name: string): number | undefined {
  const text = xmlText(xml, name);
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text.trim())) throw new Error(`<${name}> is not a whole number: ${text}`);
  return Number(text.trim());
}

/** The name of the document's root element (after any declaration), e.g. `Error`. */
export function xmlRoot(xml: string): string | undefined {
  return /^\s*(?:<\?xml[^>]*\?>\s*)?<([A-Za-z][\w.-]*)/.exec(xml)?.[1];
}

function decodeText(inner: string, name: string): string {
  const cdata = /^<!\[CDATA\[([\s\S]*)\]\]>$/.exec(inner);
  if (cdata) return cdata[1] ?? '';
  if (inner.includes('<')) throw new Error(`<${name}> holds markup where text was expected`);
  return inner.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (_, ref: string) => {
    if (ref.startsWith('#x')) return String.fromCodePoint(parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(parseInt(ref.slice(1), 10));
    const char = entities[ref];
    if (char === undefined) throw new Error(`<${name}> uses an unknown entity &${ref};`);
    return char;
  });
}

/** Text made safe to place inside an element. */
export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
