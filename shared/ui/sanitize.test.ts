// @vitest-environment happy-dom
import { expect, test } from 'vitest'
import { sanitize } from './sanitize'

test.each([
  ['<strong>Twoje dane.</strong> Na ten adres wyślemy bon.'],
  ['Przeczytaj <a href="/regulamin">regulamin</a>, <em>proszę</em>.<br>'],
  ['<p>Dwa</p><ul><li>punkty</li></ul>'],
  ['a &amp; b &lt;c&gt;'],
])('plain formatting %s is kept as it is, without loading DOMPurify', (html) => {
  // A string at once, not a promise: the library stays unloaded.
  expect(sanitize(html)).toBe(html)
})

// What the fast path must never pass as it is: scripts, handlers, unsafe or extra link attributes,
// foreign namespaces, comments, head elements. DOMPurify's own cleaning is tested in a real browser
// (test/e2e/forms-and-login.spec.ts: the link stays, the script does not run); happy-dom is not one.
test.each([
  ['Przeczytaj <a href="/regulamin">regulamin</a>.<script>alert(1)</script>'],
  ['<img src="x" onerror="alert(1)">'],
  ['<a href="javascript:alert(1)">x</a>'],
  ['<a href=" javascript:alert(1)">x</a>'],
  ['<a href="//evil.example/">x</a>'],
  ['<b onclick="alert(1)">x</b>'],
  ['<span style="background:url(x)">x</span>'],
  ['<a href="/regulamin" target="_blank">regulamin</a>'],
  ['<svg><a href="/x">x</a></svg>'],
  ['<math><mi>x</mi></math>'],
  ['x<!-- <img src=x onerror=alert(1)> -->'],
  ['<title>t</title>x'],
  ['<style>*{}</style>'],
  ['<form><input name="x"></form>'],
])('anything else is left to DOMPurify: %s', (html) => {
  expect(sanitize(html)).toBeInstanceOf(Promise)
})
