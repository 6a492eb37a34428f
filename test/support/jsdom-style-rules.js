/**
 * jsdom's getComputedStyle, answering exactly as before in a small part of the time. The component
 * tests spent about a third of their CPU in it (47 core-seconds for the folder, 34 with this):
 * Testing Library calls it for every ancestor of every element a `*ByRole` query or an accessible
 * name looks at (is it hidden?), user-event for every ancestor of what it clicks (pointer-events),
 * and jsdom 20 answers each call by matching every rule of its default stylesheet (120 selectors)
 * against the element, and then again against each of its ancestors to find the inherited
 * `visibility`. Two shortcuts, neither of which changes an answer:
 * - a rule is matched against an element only if its selector can name that element's tag: a
 *   selector list whose every selector ends in a type (`input[type="button"]:disabled`, `ul ul`)
 *   cannot match any other tag, and nwsapi, which jsdom matches with, compares that type with the
 *   element's local name; a selector that ends otherwise (`[hidden]`, `:focus`) is always matched;
 * - the cascade of one property (`visibility`, up the ancestors) only matches the rules that
 *   declare that property, as a rule without it leaves the value as it is.
 * jsdom 21 and later cache computed styles themselves (Jest 30's jsdom environment): this module
 * is written against jsdom 20's helpers and refuses any other jsdom, to be removed with it.
 *
 * It replaces the helpers' exports before jsdom's Window module reads them, so it must be loaded
 * before jsdom is (test/support/dom-environment.js loads it first).
 */
const { dirname, join } = require('node:path');

const styleRulesPath = require.resolve('jsdom/lib/jsdom/living/helpers/style-rules.js');
const windowPath = require.resolve('jsdom/lib/jsdom/browser/Window.js');
const { version } = require('jsdom/package.json');

if (!version.startsWith('20.')) {
  throw new Error(`${__filename} is written for jsdom 20, not ${version}: remove it if this jsdom caches computed styles, or adapt it.`);
}
if (require.cache[windowPath]) {
  throw new Error(`${__filename} must be loaded before jsdom's Window module, which keeps the helpers it found at its own load.`);
}

// The same modules jsdom uses: the CSS parser and its default stylesheet, and its selector matching.
const helpers = dirname(styleRulesPath);
const cssom = require(require.resolve('cssom', { paths: [helpers] }));
const defaultStyleSheet = require(join(helpers, '..', '..', 'browser', 'default-stylesheet.js'));
const { matchesDontThrow } = require(join(helpers, 'selectors.js'));
const styleRules = require(styleRulesPath);

const { forEach, indexOf } = Array.prototype;
let parsedDefaultStyleSheet;

/**
 * The tags a selector list can match, lower-cased, or null when it may match any element: when a
 * selector of the list does not end in a type, or when the text is not plain enough to read here
 * (an escape, a namespace), in which case the rule is simply always matched.
 */
function tagsOf(selectorText) {
  if (typeof selectorText !== 'string' || /[\\|]/.test(selectorText)) return null;
  // The list's selectors, and where the last compound of each starts: after its last combinator
  // (a space, >, + or ~) outside brackets, parentheses and quotes.
  const selectors = [];
  let depth = 0;
  let quote = '';
  let current = { start: 0, compound: 0 };
  for (let i = 0; i < selectorText.length; i++) {
    const c = selectorText[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0 && c === ',') {
      selectors.push({ ...current, end: i });
      current = { start: i + 1, compound: i + 1 };
    } else if (depth === 0 && /[\s>+~]/.test(c) && selectorText.slice(i + 1, i + 2).trim() !== '' && selectorText.slice(current.start, i).trim() !== '') {
      current.compound = i + 1;
    }
  }
  if (quote || depth !== 0) return null;
  selectors.push({ ...current, end: selectorText.length });
  const tags = new Set();
  for (const { compound, end } of selectors) {
    const type = /^[_a-z][\w-]*/i.exec(selectorText.slice(compound, end).trim());
    if (!type) return null;
    tags.add(type[0].toLowerCase());
  }
  return tags;
}

const tagsBySelector = new Map();
function mayMatch(rule, elementImpl) {
  const text = rule.selectorText;
  let tags = tagsBySelector.get(text);
  if (tags === undefined) tagsBySelector.set(text, (tags = tagsOf(text)));
  return tags === null || tags.has(elementImpl._localName.toLowerCase());
}

/** jsdom's own walk over the rules that match an element, in cascade order; `declaring` skips rules without that property. */
function forEachMatchingSheetRuleOfElement(elementImpl, handleRule, declaring) {
  const consider = (rule) => {
    // (A rule without declarations, `@import` say, is matched as jsdom matches it.)
    if (declaring !== undefined && rule.style && rule.style.getPropertyValue(declaring) === '') return;
    if (mayMatch(rule, elementImpl) && matchesDontThrow(elementImpl, rule.selectorText)) handleRule(rule);
  };
  function handleSheet(sheet) {
    forEach.call(sheet.cssRules, (rule) => {
      if (rule.media) {
        if (indexOf.call(rule.media, 'screen') !== -1) forEach.call(rule.cssRules, consider);
      } else {
        consider(rule);
      }
    });
  }
  if (!parsedDefaultStyleSheet) parsedDefaultStyleSheet = cssom.parse(defaultStyleSheet);
  handleSheet(parsedDefaultStyleSheet);
  forEach.call(elementImpl._ownerDocument.styleSheets._list, handleSheet);
}

/** jsdom's resolved value of a property it implements (`visibility`): cascaded, else inherited or initial. */
function getResolvedValue(elementImpl, property) {
  const { initial, inherited, computedValue } = styleRules.propertiesWithResolvedValueImplemented[property];
  if (computedValue !== 'as-specified') throw new TypeError(`Internal error: unrecognized computed value instruction '${computedValue}'`);
  let value = '';
  forEachMatchingSheetRuleOfElement(elementImpl, (rule) => (value = rule.style.getPropertyValue(property)), property);
  const inline = elementImpl.style.getPropertyValue(property);
  if (inline !== '' && inline !== null) value = inline;
  if (value !== '') return value;
  if (inherited && elementImpl.parentElement !== null) return getResolvedValue(elementImpl.parentElement, property);
  return initial;
}

styleRules.forEachMatchingSheetRuleOfElement = (elementImpl, handleRule) => forEachMatchingSheetRuleOfElement(elementImpl, handleRule);
styleRules.getResolvedValue = getResolvedValue;

module.exports = { tagsOf };
