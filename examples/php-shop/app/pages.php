<?php
// The shop's pages: each prints its content with the islands' mount points and their fallbacks.

declare(strict_types=1);

use function ShopIslands\propsAttribute;

function tile_html(array $tile): string
{
    $reduced = $tile['prices']['promo_brutto'] !== null;
    $preview = '<div data-widget="product-preview" data-load="interaction" data-props="'
        . propsAttribute(['productId' => $tile['product_id'], 'name' => $tile['name'], 'url' => $tile['url']]) . '" class="tile__preview">'
        . '<a class="sw-pp__open" href="' . e($tile['url']) . '" data-replay="preview" aria-label="Szybki podgląd: ' . e($tile['name']) . '">Szybki podgląd</a></div>';
    // contract/markup/listing-tiles.html: a tile without `add` links to the product page.
    $add = $tile['add'] === null
        ? '<a class="tile__more" href="' . e($tile['url']) . '">Zobacz produkt</a>'
        : '<form class="tile__add" method="post" action="/basket/add">' . hidden_token()
            . '<input type="hidden" name="return" value="' . e($_SERVER['REQUEST_URI']) . '"><input type="hidden" name="next" value="/basket">'
            . '<input type="hidden" name="id" value="' . e($tile['product_id']) . '"><input type="hidden" name="variant" value="' . e($tile['add']['variant']) . '">'
            . '<button type="submit" class="legacy-add" data-product-id="' . e($tile['product_id']) . '" data-variant-id="' . e($tile['add']['variant']) . '">Do koszyka</button></form>';
    // contract/markup/listing-tiles.html: the picture, then brand, name (the product link), prices.
    return '<li class="tile sw-tile">'
        . '<span class="sw-tile__media"><img class="sw-tile__photo" src="/images/520/' . e($tile['thumbnail']) . '" width="309" height="412" loading="lazy" alt=""></span>'
        . '<a class="tile__brand" href="' . e($tile['brand_category_url']) . '">' . e($tile['producer_name']) . '</a>'
        . '<a class="tile__link" href="' . e($tile['url']) . '" data-product-id="' . e($tile['product_id']) . '"><span class="tile__name">' . e($tile['name']) . '</span></a>'
        . '<p class="sw-tile__price">' . ($reduced ? '<s>' . money($tile['prices']['brutto']) . '</s>' : '') . '<strong' . ($reduced ? ' class="is-reduced"' : '') . '>' . money($tile['price_min']) . '</strong></p>'
        . $preview
        . '<div data-widget="cupboard-button" data-load="visible" data-props="' . propsAttribute(['productId' => $tile['product_id']]) . '" class="tile__save"></div>'
        . $add . '</li>';
}

function home_page(): never
{
    $tiles = tiles(rows('SELECT id FROM products ORDER BY id LIMIT 8'));
    page('Strona główna', '<h1>Nowości</h1><ul class="tiles">' . implode('', array_map('tile_html', $tiles)) . '</ul>');
}

/**
 * A category (/c/{uri}{filter segments}) or the search (/search?phrase=…): page 1 as the server
 * prints it (a GET form for the filters, the tiles, page links), with the listing island's props.
 * A POST to the same address answers the island's JSON.
 */
function listing_page(?array $category, string $rest): never
{
    $base = $category === null ? '/search' : '/c/' . $category['uri'];
    $phrase = trim((string) ($_GET['phrase'] ?? ''));
    $filters = $category === null ? parse_filter_segments((string) ($_GET['filters'] ?? '')) : parse_filter_segments($rest);
    // The no-script filter form sends f.{attribute}=value boxes and apply=1: to the canonical address.
    if (isset($_GET['apply'])) {
        $chosen = [];
        foreach ($_GET as $name => $values) {
            if (str_starts_with($name, 'f_')) { // PHP reads "f.rozmiar" as "f_rozmiar"
                $chosen[substr($name, 2)] = (array) $values;
            }
        }
        redirect(listing_href($base, $chosen, ['phrase' => $phrase ?: null]));
    }
    $perPage = in_array((int) ($_GET['perPage'] ?? 0), PER_PAGE_ITEMS, true) ? (int) $_GET['perPage'] : PER_PAGE_ITEMS[0];
    $sorting = (int) ($_GET['sorting'] ?? 0);
    $page = max(1, (int) ($_GET['page'] ?? 1));
    $answer = listing_answer($category, $phrase, $filters, $page, $perPage, $sorting);
    if ($_SERVER['REQUEST_METHOD'] === 'POST') {
        json_answer($answer);
    }
    $query = ['filters' => $filters, 'fiches' => [], 'page' => $answer['currentPage']];
    if ($phrase !== '') {
        $query['phrase'] = $phrase;
    }
    if (isset($_GET['perPage'])) {
        $query['perPage'] = $perPage;
    }
    if (isset($_GET['sorting'])) {
        $query['sorting'] = (string) $sorting;
    }
    $props = ['base' => $base, 'filtersIn' => $category === null ? 'query' : 'path', 'query' => $query, 'answer' => $answer, 'csrfToken' => csrf_token()];

    $boxes = '';
    foreach ($answer['attributes'] as $attribute) {
        $boxes .= '<fieldset><legend>' . e($attribute['name']) . '</legend>';
        foreach ($attribute['values'] as $value) {
            $checked = in_array($value['u'], $filters[$attribute['url']] ?? [], true) ? ' checked' : '';
            $boxes .= '<label><input type="checkbox" name="f.' . e($attribute['url']) . '[]" value="' . e($value['u']) . '"' . $checked . '> ' . e($value['v']) . '</label> ';
        }
        $boxes .= '</fieldset>';
    }
    $form = '<form class="sw-ls__filters" method="get" action="' . e($base) . '">' . ($phrase !== '' ? '<input type="hidden" name="phrase" value="' . e($phrase) . '">' : '')
        . $boxes . '<input type="hidden" name="apply" value="1"><button type="submit" class="sw-button">Pokaż</button></form>';
    $pages = page_links_html('Strony', (int) $answer['currentPage'], (int) $answer['pagesCount'], fn (int $number) => listing_href($base, $filters, ['phrase' => $phrase ?: null, 'page' => $number]));
    $fallback = '<div class="sw-ls"><h1>' . e($answer['seo_header']) . '</h1>' . $form
        . '<p class="sw-ls__count">Produktów: ' . e($answer['productsCount']) . '</p>'
        . '<ul class="tiles sw-ls__tiles">' . implode('', array_map('tile_html', $answer['products'])) . '</ul>'
        . $pages . '</div>';
    page($answer['seo_title'], mount('listing', $props, $fallback, ' data-load="eager" class="sw-ls-host"'));
}

function product_page(array $product): never
{
    $card = product_card($product);
    $options = '';
    $sizes = rows(
        'SELECT v.id, av.name, v.stock - v.blocked_stock AS available FROM variants v
         JOIN attribute_values av ON av.id = v.attribute_value_id WHERE v.product_id = ? ORDER BY av.position',
        [$product['id']],
    );
    foreach ($sizes as $size) {
        $left = $size['available'] > 0;
        $options .= '<option value="' . e($size['id']) . '"' . ($left ? '' : ' disabled') . '>' . e($size['name']) . ($left ? '' : ' (brak)') . '</option>';
    }
    $price = $product['promo_price'] === null
        ? '<strong>' . money($product['price']) . '</strong>'
        : '<s>' . money($product['price']) . '</s> <strong>' . money($product['promo_price']) . '</strong>';
    $buy = '<p class="price">' . $price . '</p>'
        . '<form class="legacy-product-form" method="post" action="/basket/add" data-product-id="' . e($product['id']) . '">' . hidden_token()
        . '<input type="hidden" name="return" value="/p/' . e($product['uri']) . '"><input type="hidden" name="next" value="/basket">'
        . '<input type="hidden" name="id" value="' . e($product['id']) . '">'
        . '<label>Rozmiar <select name="variant">' . $options . '</select></label> '
        . '<label>Ilość <input type="number" name="quantity" min="1" value="1"></label> '
        . '<button type="submit">Dodaj do koszyka</button></form>';
    $gallery = '<div class="pg"><a class="pg__main" href="' . e($card['photos'][0]) . '" data-replay="photo">'
        . '<img class="product__photo" src="' . e($card['photos'][0]) . '" width="944" height="1259" alt="' . e($product['name']) . '"></a></div>';
    $body = '<article class="product"><p class="product__brand">' . e($product['producer_name']) . '</p><h1>' . e($product['name']) . '</h1>'
        . '<div data-widget="cupboard-button" data-load="visible" data-props="' . propsAttribute(['productId' => $product['id']]) . '" class="product__save"></div>'
        . '<div class="product__gallery" data-widget="product" data-load="interaction" data-props="' . propsAttribute(['part' => 'gallery']) . '">' . $gallery . '</div>'
        . '<div data-widget="product" class="product__buy">' . $buy . '</div>'
        . '<p class="product__description">' . e($product['description']) . '</p></article>';
    page($product['name'], $body, ['product' => $card]);
}

function basket_fallback(): string
{
    $basket = basket_data();
    if (!$basket['products']) {
        return '<h1>Koszyk</h1><p>Twój koszyk jest pusty.</p><p><a href="/">Wróć do zakupów</a></p>';
    }
    $rows = '';
    foreach ($basket['products'] as $line) {
        $rows .= '<tr><td><a href="' . e($line['url']) . '">' . e($line['name']) . '</a> (' . e($line['attributes'][0]['value']) . ')</td><td>'
            . '<form class="basket-quantity" method="post" action="/basket/quantity">' . hidden_token()
            . '<input type="hidden" name="return" value="/basket"><input type="hidden" name="id" value="' . e($line['id']) . '">'
            . '<input type="number" name="quantity" min="1" value="' . e($line['quantity']) . '" aria-label="Ilość: ' . e($line['name']) . '"><button>Zmień</button></form>'
            . '</td><td>' . money($line['value']['final']) . '</td><td>'
            . '<form class="basket-remove" method="post" action="/basket/remove">' . hidden_token()
            . '<input type="hidden" name="return" value="/basket"><input type="hidden" name="id" value="' . e($line['id']) . '"><button>Usuń</button></form></td></tr>';
    }
    return '<h1>Koszyk</h1><table class="basket-table">' . $rows . '</table><p>Razem: <strong>' . money($basket['total']['final']) . '</strong></p>'
        . '<p><a href="/basket/delivery">Przejdź dalej</a></p>';
}

/** The three checkout steps: one checkout island over the server's markup. */
function checkout_page(string $title, string $fallback, array $shopData = []): never
{
    page($title, mount('checkout', ['shoppingUrl' => '/'], $fallback, ' data-load="eager" id="checkout"'), $shopData);
}

function delivery_page(): never
{
    if (!checkout_allowed(basket_row())) {
        redirect('/access/login?from=/basket&to=/basket/delivery');
    }
    checkout_page('Dostawa i płatność', '<h1>Dostawa i płatność</h1><p>Ten krok potrzebuje JavaScriptu.</p><p><a href="/basket">Wróć do koszyka</a></p>');
}

function summary_page(): never
{
    if (!checkout_allowed(basket_row())) {
        redirect('/access/login?from=/basket&to=/basket/summary');
    }
    $choice = $_SESSION['checkout'] ?? null;
    checkout_page(
        'Podsumowanie',
        '<h1>Podsumowanie</h1><p><a href="/basket/delivery">Zmień dostawę i płatność</a></p>',
        ['checkout' => $choice ?? ['deliveryId' => null, 'paymentId' => null]],
    );
}

function order_page(string $key): never
{
    $order = row(
        'SELECT o.*, d.name AS delivery_name, p.name AS payment_name, p.behaviour AS payment_behaviour, pp.name AS point_name,
                pp.street AS point_street, pp.building_number AS point_building, pp.city AS point_city
         FROM orders o JOIN delivery_costs dc ON dc.id = o.delivery_cost_id JOIN deliveries d ON d.id = dc.delivery_id
         JOIN payments p ON p.id = dc.payment_id LEFT JOIN pickup_points pp ON pp.id = o.pickup_point_id
         WHERE o.transaction_key = ?',
        [$key],
    );
    if ($order === null) {
        not_found();
    }
    $items = '';
    foreach (rows('SELECT name, size, quantity, price FROM order_items WHERE order_id = ? ORDER BY id', [$order['id']]) as $item) {
        $items .= '<li>' . e($item['name']) . ' (' . e($item['size']) . ') × ' . e($item['quantity']) . ': ' . money($item['price'] * $item['quantity']) . '</li>';
    }
    $point = $order['point_name'] === null ? ''
        : '<p>Punkt odbioru: ' . e($order['point_name']) . ', ' . e($order['point_street'] . ' ' . $order['point_building'] . ', ' . $order['point_city']) . '</p>';
    // The key is the order page's secret: whoever has it may pay the order from this session.
    $_SESSION['orders'][] = $order['id'];
    $payment = '';
    if ($order['paid_at'] === null && in_array($order['payment_behaviour'], ['card', 'bluemedia_blik'], true)) {
        $card = $order['payment_behaviour'] === 'card';
        if (!$card) {
            $_SESSION['blik'][$order['id']] = $key;
        }
        $props = ['orderId' => (string) $order['id'], 'transactionKey' => $key, 'kind' => $card ? 'card' : 'blik', 'blikAction' => $card ? null : '/ajax/order/blik/' . $order['id']];
        $fallback = $card ? '<p><a class="sw-button" href="' . e(card_gateway_url($key)) . '">Zapłać ponownie</a></p>' : '<p>Zamówienie czeka na płatność BLIK.</p>';
        $payment = '<p class="order__unpaid">Zamówienie nie jest jeszcze opłacone.</p>' . mount('order-payment', $props, $fallback);
    }
    $transfer = $order['payment_behaviour'] === 'bank_transfer'
        ? '<p class="order__transfer">Wpłać ' . money($order['total']) . ' na konto 12 3456 7890 1234 5678 9012 3456, tytułem: ' . e($order['number']) . '.</p>'
        : '';
    page('Zamówienie ' . $order['number'], '<section class="order"><h1>Dziękujemy! Zamówienie nr ' . e($order['number']) . ' przyjęte</h1>'
        . '<ul class="order__items">' . $items . '</ul>'
        . '<p>Dostawa: ' . e($order['delivery_name']) . ' (' . money($order['delivery_value']) . ')</p>' . $point
        . '<p>Płatność: ' . e($order['payment_name']) . '</p>' . $transfer . $payment
        . '<p class="order__total">Razem: <strong>' . money($order['total']) . '</strong></p></section>');
}

/** The login form (SPEC 3 Form), as the login island and the plain page both read it. */
function login_form(): array
{
    return [
        'name' => 'login',
        'action' => '/ajax/access',
        'fields' => [
            ['name' => 'email', 'label' => 'E-mail', 'fieldType' => 'text', 'type' => 'email', 'value' => '', 'rules' => 'required'],
            ['name' => 'psw', 'label' => 'Hasło', 'fieldType' => 'password', 'type' => 'password', 'value' => '', 'rules' => 'required'],
            ['name' => 'login', 'label' => 'Zaloguj się', 'fieldType' => 'button', 'type' => 'submit'],
        ],
        'info' => [],
    ];
}

function login_page(): never
{
    $from = (string) ($_GET['from'] ?? '');
    $props = [
        'form' => login_form(),
        'checkout' => str_starts_with($from, '/basket'),
        'to' => (string) ($_GET['to'] ?? ''),
        'socials' => [],
    ];
    $fallback = '<form class="login-form" method="post" action="/access/login">' . hidden_token()
        . '<label>E-mail <input type="email" name="email" required></label> <label>Hasło <input type="password" name="psw" required></label> '
        . '<button type="submit">Zaloguj się</button></form>';
    page('Logowanie', '<h1>Logowanie</h1>' . mount('login', $props, $fallback, ' id="login"'));
}

function account_orders_page(): never
{
    $customerId = customer_id();
    if ($customerId === null) {
        redirect('/access/login?from=/myAccount/orders&to=/myAccount/orders');
    }
    $answer = orders_answer($customerId, 1);
    $list = '';
    foreach ($answer['orders'] as $order) {
        $list .= '<li>' . e($order['number']) . ', ' . e($order['date']) . ': ' . money($order['total']) . ' (' . e($order['statusName']) . ')</li>';
    }
    $menu = '<nav class="account-menu" aria-label="Moje konto"><ul><li><a href="/myAccount/orders">Zamówienia</a></li>'
        . '<li><a href="/myAccount/personalData">Dane osobowe</a></li><li><a href="/myAccount/address">Adresy</a></li></ul></nav>';
    page('Moje zamówienia', mount('account', ['server' => 'account-server', 'initial' => ['orders/1' => $answer]], $menu, ' id="account"')
        . '<div id="account-server"><h1>Zamówienia</h1><ul>' . ($list ?: '<li>Nie masz jeszcze zamówień.</li>') . '</ul></div>');
}

/** /access/registration_step1: the registration form (SPEC 3 Form) in the forms engine's island. */
function registration_page(): never
{
    $form = [
        'name' => 'registration',
        'action' => '/ajax/registration',
        'fields' => [
            ['name' => 'forename', 'label' => 'Imię', 'rules' => 'required'],
            ['name' => 'surname', 'label' => 'Nazwisko', 'rules' => 'required'],
            ['name' => 'email', 'label' => 'E-mail', 'type' => 'email', 'rules' => 'required'],
            // A dependent list (SPEC 3 Form ajaxPath): the country's regions come from GET /ajax/regions/{id}.
            ['name' => 'country_id', 'label' => 'Kraj', 'fieldType' => 'select', 'value' => '1', 'rules' => 'required',
             'data' => rows('SELECT id AS value, name AS label FROM countries ORDER BY id'), 'ajaxPath' => 'ajax/regions', 'refreshListName' => 'region_id'],
            ['name' => 'region_id', 'label' => 'Województwo', 'fieldType' => 'select', 'rules' => '',
             'data' => rows('SELECT id AS value, name AS label FROM regions WHERE country_id = 1 ORDER BY name')],
            ['name' => 'psw', 'label' => 'Hasło', 'fieldType' => 'password', 'type' => 'password', 'rules' => 'required|min_length[8]'],
            ['name' => 'regulations', 'label' => 'Akceptuję regulamin sklepu', 'fieldType' => 'checkbox', 'rules' => 'required'],
            ['name' => 'register', 'label' => 'Załóż konto', 'fieldType' => 'button'],
        ],
        'info' => [],
    ];
    $fallback = '<p>Rejestracja wymaga JavaScriptu. <a href="/access/login">Zaloguj się</a></p>';
    page('Rejestracja', '<h1>Załóż konto</h1>' . mount('form', ['form' => $form], $fallback, ' id="registration"'));
}
