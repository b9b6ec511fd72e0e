<?php
// For PHP backends: the <head> tags of the islands a page carries, read from the build's
// manifest.json, and the two encoders for what a page hands the islands (window.shopData and
// data-props). PHP 8.1+, no extension beyond json, no Composer: copy the file or require it.
// A port of backend/head-tags.mjs that prints the same bytes; backend/php/head-tags.test.ts runs
// both over the same manifests and requires identical output.
//
//   require __DIR__ . '/head-tags.php';
//   $manifest = json_decode(file_get_contents('static/www/manifest.json'), true, 512, JSON_THROW_ON_ERROR);
//   echo ShopIslands\headTags($manifest, [['name' => 'mini-basket', 'load' => 'eager'], ['name' => 'language-picker', 'load' => 'interaction']]);
//
// README "Loading islands early: tags for the page head" says what the tags are and why; with the
// build's `integrity` in the manifest, docs/security.md says what the integrity and the import map do.

declare(strict_types=1);

namespace ShopIslands;

/** Text for a double-quoted attribute, escaped as head-tags.mjs escapes it (&, " and <). */
function escapeAttribute(string $text): string
{
    return str_replace(['&', '"', '<'], ['&amp;', '&quot;', '&lt;'], $text);
}

/**
 * The page-head tags: a stylesheet link for every island on the page, whatever its load; a
 * modulepreload link for each chunk of the eager islands and a module script for their entry;
 * each file once, in the order the islands come. With the build's `integrity` (docs/security.md), each
 * tag carries its file's sha384, after an import map with the sha384 of every JavaScript file the
 * islands can come to run (entries, chunks, what import() loads, the runtime's chunks, and each
 * entry's `?retry` address).
 *
 * @param array{widgets: array<string, array{js: string, css?: string, preload: list<string>}>, runtime?: string, integrity?: array<string, string>, lazy?: array<string, list<string>>} $manifest
 *        static/www/manifest.json, json_decode'd to arrays
 * @param list<array{name: string, load?: ?string, route?: string}> $islands the mount points of the page (data-widget, data-load),
 *        and the page's route of an island that has routes (the checkout's step: basket, delivery, summary)
 * @param string $base where static/www is served
 * @param ?string $nonce the page's Content-Security-Policy nonce, printed on every tag when given
 * @return string HTML for the page head, one tag a line
 */
function headTags(array $manifest, array $islands, string $base = '/static/www/', ?string $nonce = null): string
{
    $styles = [];
    $chunks = [];
    $entries = [];
    // Address => integrity of what the page may run, in the order met.
    $mapped = [];
    $map = function (string $file, ?string $address = null) use ($manifest, $base, &$mapped): void {
        $hash = integrityOf($manifest, $file);
        if ($hash !== null) $mapped[$address ?? $base . $file] = $hash;
    };
    foreach ($islands as $island) {
        $entry = $manifest['widgets'][$island['name']] ?? null;
        if (!is_array($entry)) continue; // an unknown island keeps its fallback; the loader reports it
        foreach ([$entry['js'], ...($entry['preload'] ?? []), ...reachable($manifest, (string) $entry['js'])] as $file) $map((string) $file);
        $map((string) $entry['js'], $base . $entry['js'] . '?retry');
        if (isset($entry['css']) && $entry['css'] !== '') $styles[(string) $entry['css']] = true;
        if (($island['load'] ?? 'eager') !== 'eager') continue;
        foreach ($entry['preload'] ?? [] as $file) $chunks[(string) $file] = true;
        $entries[(string) $entry['js']] = true;
        // An unknown route adds nothing: the island loads its screen itself, as without the hint.
        $route = $island['route'] ?? null;
        $screen = is_string($route) ? ($entry['routes'][$route] ?? null) : null;
        if (!is_array($screen)) continue;
        foreach ($screen['preload'] ?? [] as $file) $chunks[(string) $file] = true;
        $entries[(string) $screen['js']] = true;
    }
    if ($mapped !== []) foreach (reachable($manifest, (string) ($manifest['runtime'] ?? 'loader.js')) as $file) $map((string) $file);
    $attributes = $nonce === null ? '' : ' nonce="' . escapeAttribute($nonce) . '"';
    $checked = function (string $file) use ($manifest, $attributes): string {
        $hash = integrityOf($manifest, $file);
        return ($hash === null ? '' : ' integrity="' . escapeAttribute($hash) . '"') . $attributes;
    };
    $tags = [];
    if ($mapped !== []) $tags[] = '<script type="importmap"' . $attributes . '>' . importMapJson($mapped) . '</script>';
    // (string): PHP turns a key such as "123" into the integer 123.
    foreach (array_keys($styles) as $file) $tags[] = '<link rel="stylesheet" href="' . escapeAttribute($base . $file) . '"' . $checked((string) $file) . '>';
    foreach (array_keys($chunks) as $file) $tags[] = '<link rel="modulepreload" href="' . escapeAttribute($base . $file) . '"' . $checked((string) $file) . '>';
    foreach (array_keys($entries) as $file) $tags[] = '<script type="module" src="' . escapeAttribute($base . $file) . '"' . $checked((string) $file) . '></script>';
    return implode("\n", $tags);
}

/**
 * Speculation rules for the page head, as head-tags.mjs speculationRules prints them (off unless
 * the backend asks): `prefetch` addresses are fetched when the browser is idle (the next checkout
 * step), links matching a `hover` URL pattern when the shopper holds the pointer on them (product
 * pages from a listing, '/p/*'). Prefetch only, never prerender of a page that changes state.
 *
 * @param array{prefetch?: list<string>, hover?: list<string>} $rules
 * @return string a <script type="speculationrules"> tag, or '' when there is nothing to fetch
 */
function speculationRules(array $rules, ?string $nonce = null): string
{
    $found = [];
    if (($rules['prefetch'] ?? []) !== []) $found[] = ['source' => 'list', 'urls' => array_values($rules['prefetch'])];
    if (($rules['hover'] ?? []) !== []) $found[] = ['where' => ['href_matches' => array_values($rules['hover'])], 'eagerness' => 'moderate'];
    if ($found === []) return '';
    $attributes = $nonce === null ? '' : ' nonce="' . escapeAttribute($nonce) . '"';
    $json = json_encode(['prefetch' => $found], JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_LINE_TERMINATORS | JSON_THROW_ON_ERROR);
    // `<` escaped as JSON.stringify's output is in head-tags.mjs: no "</script" or "<!--".
    return '<script type="speculationrules"' . $attributes . '>' . str_replace('<', '\u003c', $json) . '</script>';
}

/**
 * The runtime's script tag (loader.js), for the end of the body: with its sha384 when the manifest
 * has the build's integrity, and the nonce when given (docs/security.md).
 */
function runtimeTag(array $manifest, string $base = '/static/www/', ?string $nonce = null): string
{
    $file = (string) ($manifest['runtime'] ?? 'loader.js');
    $hash = integrityOf($manifest, $file);
    return '<script type="module" src="' . escapeAttribute($base . $file) . '"' . ($hash === null ? '' : ' integrity="' . escapeAttribute($hash) . '"')
        . ($nonce === null ? '' : ' nonce="' . escapeAttribute($nonce) . '"') . '></script>';
}

/** A file's integrity in the manifest (build/integrity.mjs), or null. */
function integrityOf(array $manifest, string $file): ?string
{
    $hash = is_array($manifest['integrity'] ?? null) ? ($manifest['integrity'][$file] ?? null) : null;
    return is_string($hash) && $hash !== '' ? $hash : null;
}

/** The JavaScript files an entry reaches through import() (the manifest's `lazy`), or none. */
function reachable(array $manifest, string $file): array
{
    $files = is_array($manifest['lazy'] ?? null) ? ($manifest['lazy'][$file] ?? null) : null;
    return is_array($files) ? array_values($files) : [];
}

/**
 * The import map's JSON, as head-tags.mjs prints it: addresses in the order met, no "<" (so no
 * "</script"), slashes, Unicode and line terminators as they are.
 */
function importMapJson(array $mapped): string
{
    $pairs = [];
    foreach ($mapped as $address => $hash) {
        $pairs[] = json_encode((string) $address, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_LINE_TERMINATORS | JSON_THROW_ON_ERROR)
            . ':' . json_encode($hash, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_LINE_TERMINATORS | JSON_THROW_ON_ERROR);
    }
    return str_replace('<', '\u003c', '{"integrity":{' . implode(',', $pairs) . '}}');
}

/**
 * The islands of a page from its HTML: each data-widget with its data-load (a backend that
 * renders the page knows them already; this reads them from the finished body instead).
 * Attributes are apart by HTML's whitespace and named in any case, as a browser reads them.
 *
 * @return list<array{name: string, load: string}>
 */
function islandsIn(string $html): array
{
    $islands = [];
    preg_match_all('/<[a-z][^>]*[\t\n\f\r ]data-widget="[^"]+"[^>]*>/i', $html, $tags);
    foreach ($tags[0] as $tag) {
        preg_match('/[\t\n\f\r ]data-widget="([^"]+)"/i', $tag, $name);
        $load = preg_match('/[\t\n\f\r ]data-load="([^"]+)"/i', $tag, $found) === 1 ? $found[1] : 'eager';
        $islands[] = ['name' => $name[1], 'load' => $load];
    }
    return $islands;
}

/*
 * json_encode flags that make JSON safe inside HTML:
 * - JSON_HEX_TAG: < and > as \u003C and \u003E, so no "</script", "<!--" or "<script" can appear
 *   and end or confuse the script element;
 * - JSON_HEX_AMP, JSON_HEX_APOS, JSON_HEX_QUOT: & ' " inside strings as \u0026 \u0027 \u0022;
 * - U+2028 and U+2029 stay escaped (json_encode escapes them unless JSON_UNESCAPED_LINE_TERMINATORS
 *   is given, which these flags never give);
 * - JSON_UNESCAPED_UNICODE and JSON_UNESCAPED_SLASHES: "Sukienka łączona", "/c/sukienki" as they are,
 *   a shorter page;
 * - JSON_INVALID_UTF8_SUBSTITUTE: a stray byte from the database prints as U+FFFD, as a browser
 *   shows it in HTML, instead of failing the whole page;
 * - JSON_THROW_ON_ERROR: a value that cannot be encoded (INF, a resource, too deep) throws a
 *   JsonException rather than printing false or half a value.
 */
const JSON_FOR_HTML = JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_UNICODE
    | JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE | JSON_THROW_ON_ERROR;

/**
 * JSON to print inside a script element: `<script>window.shopData = <?= jsonForScript($data) ?>;</script>`,
 * or a `<script type="application/json" data-widget-props>` (large props) or the inlined
 * manifest. Not for an attribute: use propsAttribute there.
 *
 * PHP arrays: a list prints as a JSON array, any other array as an object; an empty array prints
 * as [] (the islands read [] where an object is expected as {}: README "What a backend may send").
 */
function jsonForScript(mixed $value): string
{
    return json_encode($value, JSON_FOR_HTML);
}

/**
 * JSON to print as an attribute's value, in double or single quotes:
 * `<div data-widget="product-preview" data-props="<?= propsAttribute($props) ?>">`.
 * The JSON of jsonForScript, then htmlspecialchars (ENT_QUOTES: its structural " become &quot;),
 * which the browser undoes when it reads the attribute.
 */
function propsAttribute(mixed $value): string
{
    return htmlspecialchars(jsonForScript($value), ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML5, 'UTF-8');
}
