/**
 * The component tests' jsdom answers getComputedStyle faster (test/support/jsdom-style-rules.js,
 * loaded by their environment): it must answer exactly as jsdom's own code does, element by
 * element, for a page that meets every kind of rule of jsdom's default stylesheet and of a page's
 * own sheets.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- a jsdom without the shortcuts, and the shortcuts' own module, are loaded in a registry of their own */
import type { JSDOM } from 'jsdom';

const page = `<!DOCTYPE html><html><head><title>t</title>
<style>
  @font-face { font-family: x; src: url(x.woff2); }
  .gone { visibility: hidden; }
  section > p.shown { visibility: visible; }
  @media screen { p.x { display: none; } main ul li { visibility: collapse; } }
  @media print { p { display: none; } }
  [data-off] span, x-card { pointer-events: none; }
  * + h2 { color: red; }
</style></head>
<body>
  <main>
    <section class="gone"><h1>Heading</h1><p>one</p><p class="shown x">two</p><article><h1>Inner</h1></article></section>
    <ul><li>a<ul><li>b<ol><li>c</li></ol></li></ul></li></ul>
    <table><tr><td>1</td><th>2</th></tr><caption>c</caption></table>
    <form><fieldset><legend>L</legend>
      <label>Name <input id="focused" type="text"></label>
      <input type="hidden"><input type="checkbox" checked><input type="button" value="b" disabled><input type="file">
      <select><optgroup label="g" disabled><option>o</option></optgroup></select>
      <textarea dir="auto"></textarea><button type="submit">Go</button>
    </fieldset></form>
    <dialog>closed</dialog><dialog open>open</dialog>
    <details><summary>s</summary>d</details>
    <div hidden><span>hidden</span></div>
    <div data-off><span style="visibility: visible">inline</span></div>
    <x-card><em>custom</em></x-card>
    <ruby>r<rt>t</rt><rp>(</rp></ruby>
    <svg><foreignObject><div>in svg</div></foreignObject><rect></rect></svg>
    <h2>after</h2>
  </main>
</body></html>`;

/** Every element's computed style and visibility, as `window` answers for `page`. */
function computedStyles(window: Window): string[] {
  window.document.getElementById('focused')!.focus();
  return [...window.document.querySelectorAll('*')].map((element) => {
    const style = window.getComputedStyle(element);
    return `${element.localName}: ${style.cssText} | visibility ${style.visibility}`;
  });
}

it("answers every element's computed style as jsdom's own code does", () => {
  // This file's jsdom, with the shortcuts, and one loaded afresh without them.
  document.documentElement.innerHTML = /<html>([\s\S]*)<\/html>/.exec(page)![1]!;
  const fast = computedStyles(window);
  let own!: string[];
  jest.isolateModules(() => {
    const { JSDOM: Dom } = require('jsdom') as { JSDOM: typeof JSDOM };
    const plain = new Dom(page).window;
    own = computedStyles(plain as unknown as Window);
    plain.close();
  });
  expect(fast).toEqual(own);
  // The page meets what the shortcuts skip: hidden and inherited visibility, display from both kinds of sheet.
  expect(own).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^h1: .*visibility hidden$/),
      expect.stringMatching(/^p: .*display: none.*visibility visible$/),
      expect.stringMatching(/^li: .*visibility collapse$/),
      expect.stringMatching(/^dialog: .*display: none/),
      expect.stringMatching(/^div: display: none/),
      expect.stringMatching(/^span: .*visibility visible$/),
      expect.stringMatching(/^x-card: .*pointer-events: none/),
    ]),
  );
});

it('reads the tags a selector list can match, and matches every element against a list it cannot read', () => {
  let tagsOf!: (selector: unknown) => Set<string> | null;
  jest.isolateModules(() => ({ tagsOf } = require('../support/jsdom-style-rules')));
  expect(tagsOf('input[type="button"]:disabled,\nbutton:disabled')).toEqual(new Set(['input', 'button']));
  expect(tagsOf('ul ul, ol > UL')).toEqual(new Set(['ul']));
  expect(tagsOf('[title="a, b"] p:not(.x y)')).toEqual(new Set(['p']));
  expect(tagsOf('table > tr ')).toEqual(new Set(['tr']));
  expect(tagsOf('[hidden]')).toBeNull();
  expect(tagsOf('dialog, :focus')).toBeNull();
  expect(tagsOf('div *')).toBeNull();
  expect(tagsOf('svg|rect')).toBeNull();
  expect(tagsOf('p:not(a')).toBeNull();
  expect(tagsOf(undefined)).toBeNull();
});
