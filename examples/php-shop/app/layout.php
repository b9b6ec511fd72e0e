<?php
// Every page: the head tags of its islands (backend/php/head-tags.php), window.shopData, the header
// with the mini basket and the search, the loader.

declare(strict_types=1);

require_once __DIR__ . '/../../../backend/php/head-tags.php';

use function ShopIslands\{headTags, islandsIn, jsonForScript, propsAttribute, runtimeTag};

/** static/www of the islands' build, and its manifest.json (read once per request; a real shop caches it per deploy). */
function static_dir(): string
{
    return getenv('SHOP_STATIC_DIR') ?: __DIR__ . '/../../../static/www';
}

function manifest(): array
{
    static $manifest = null;
    return $manifest ??= json_decode((string) file_get_contents(static_dir() . '/manifest.json'), true, 512, JSON_THROW_ON_ERROR);
}

/** README "window.shopData": the parts every page carries. */
function shop_data(array $extra = []): array
{
    $customer = customer();
    $basket = basket_row();
    return [
        'setup' => [
            'login' => [
                'logged' => $customer !== null,
                'basketNotLogged' => $customer === null && $basket !== null && $basket['guest'],
                'from' => $_GET['from'] ?? '',
                'to' => $_GET['to'] ?? '',
                'busy' => false,
                'name' => $customer === null ? '' : $customer['forename'] . ' ' . $customer['surname'],
            ],
            'language' => ['current' => 'pl', 'list' => [['iso' => 'pl', 'name' => 'Polski']], 'default_language_iso' => 'pl'],
            'currency' => ['current' => 1, 'symbol' => 'zł', 'iso' => 'PLN'],
        ],
        'translations' => translations(),
        'config' => [
            'csrfToken' => csrf_token(),
            'imageSizes' => [86, 100, 309, 520, 944],
            'paymentGateways' => [],
            'paths' => ['static' => '/static/www/', 'images' => '/images', 'basket' => '/basket', 'home' => '/', 'login' => '/access/login'],
        ],
        'basket' => basket_data($basket),
        'notifications' => [],
        'cupboards' => cupboards_summary(),
    ] + $extra;
}

function header_html(): string
{
    $customer = customer();
    $phrase = $_GET['phrase'] ?? '';
    $count = basket_count();
    $account = $customer === null
        ? '<a class="header-login" href="/access/login">Zaloguj się</a>'
        : '<a class="header-cupboards" href="/cupboard">Moje szafy</a> <a class="header-account" href="/myAccount/orders">Moje konto</a>';
    $categories = '';
    foreach (rows('SELECT name, uri FROM categories ORDER BY id') as $category) {
        $categories .= '<li><a href="/c/' . e($category['uri']) . '">' . e($category['name']) . '</a></li>';
    }
    return '<header class="header"><a class="header-logo" href="/">Szafa</a>
<nav aria-label="Kategorie"><ul class="header-categories">' . $categories . '</ul></nav>
<div data-widget="search-hints" data-load="interaction" data-props="' . propsAttribute(['action' => '/search', 'phrase' => $phrase]) . '" class="header-search">'
        . '<form class="sw-sh" action="/search" method="get"><label class="sw-visually-hidden" for="search-phrase">Szukaj w sklepie</label>'
        . '<div class="sw-sh__box"><input id="search-phrase" class="sw-sh__input" type="search" name="phrase" value="' . e($phrase) . '" data-replay="phrase" autocomplete="off"></div>'
        . '<button class="sw-button sw-sh__submit" type="submit">Szukaj</button></form></div>
' . $account . '
<div data-widget="mini-basket" data-load="eager" class="header-basket"><div class="sw-mb"><a class="sw-chip sw-mb__toggle" href="/basket">Koszyk<span class="sw-mb__count" aria-hidden="true">' . $count . '</span></a></div></div>
</header>';
}

/** Prints a whole page: $body is the main content; its mount points decide the head tags. */
function page(string $title, string $body, array $shopData = []): never
{
    // A plain form's refusal (form_back), shown once on the page it came back to.
    $flash = isset($_SESSION['flash']) ? '<p class="flash" role="alert">' . e($_SESSION['flash']) . '</p>' : '';
    unset($_SESSION['flash']);
    $body = header_html() . "\n<main id=\"content\">\n" . $flash . $body . "\n</main>\n<div data-widget=\"notifications\"></div>\n<div data-widget=\"connection-alert\" data-load=\"idle\"></div>";
    header('Content-Type: text/html; charset=utf-8');
    header('Cache-Control: no-store');
    echo '<!doctype html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>' . e($title) . ' | Szafa</title>
<link rel="stylesheet" href="/shop.css">
' . headTags(manifest(), islandsIn($body)) . '
</head>
<body>
<script>window.shopData = ' . jsonForScript(shop_data($shopData)) . ';</script>
' . $body . '
<script type="application/json" id="shop-widgets-manifest">' . jsonForScript(array_diff_key(manifest(), ['integrity' => 0, 'lazy' => 0])) . '</script>
' . runtimeTag(manifest()) . '
</body>
</html>';
    exit;
}

/** A mount point with its props in a data-widget-props script (large props) and a fallback. */
function mount(string $widget, mixed $props, string $fallback, string $attributes = ''): string
{
    $script = $props === null ? '' : '<script type="application/json" data-widget-props>' . jsonForScript($props) . '</script>';
    return '<div data-widget="' . e($widget) . '"' . $attributes . '>' . $script . $fallback . '</div>';
}

function hidden_token(): string
{
    return '<input type="hidden" name="_token" value="' . e(csrf_token()) . '">';
}
