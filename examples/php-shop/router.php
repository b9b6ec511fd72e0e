<?php
// The front controller: `php -S 127.0.0.1:8080 router.php` (or any server that sends every request
// here). It serves the islands' build (static/www) and the product pictures, and routes the rest.

declare(strict_types=1);

require __DIR__ . '/app/base.php';
require __DIR__ . '/app/catalogue.php';
require __DIR__ . '/app/basket.php';
require __DIR__ . '/app/layout.php';
require __DIR__ . '/app/pages.php';
require __DIR__ . '/app/ajax.php';
require __DIR__ . '/app/returns.php';
require __DIR__ . '/app/cupboards.php';
require __DIR__ . '/app/payments.php';
require __DIR__ . '/app/vouchers.php';

$path = rawurldecode(parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH) ?? '/');
$method = $_SERVER['REQUEST_METHOD'];

// The islands' build: hashed files forever, loader.js and manifest.json revalidated (README "Build output").
if (str_starts_with($path, '/static/www/')) {
    $file = realpath(static_dir() . '/' . substr($path, strlen('/static/www/')));
    if ($file === false || !str_starts_with($file, realpath(static_dir()) . '/') || !is_file($file)) {
        not_found();
    }
    $types = ['js' => 'text/javascript', 'css' => 'text/css', 'json' => 'application/json', 'map' => 'application/json', 'svg' => 'image/svg+xml'];
    header('Content-Type: ' . ($types[pathinfo($file, PATHINFO_EXTENSION)] ?? 'application/octet-stream'));
    $stable = in_array(basename($file), ['loader.js', 'manifest.json'], true);
    header('Cache-Control: ' . ($stable ? 'no-cache' : 'public, max-age=31536000, immutable'));
    readfile($file);
    return true;
}
// Product pictures: a coloured placeholder per product and size (/images/{size}/products/{n}.svg).
if (preg_match('~^/images/(\d+)/products/(\d+)b?\.svg$~', $path, $match)) {
    header('Content-Type: image/svg+xml');
    header('Cache-Control: public, max-age=86400');
    $hue = ((int) $match[2] * 47) % 360;
    printf('<svg xmlns="http://www.w3.org/2000/svg" width="%1$d" height="%2$d" viewBox="0 0 3 4"><rect width="3" height="4" fill="hsl(%3$d 45%% 75%%)"/></svg>', $match[1], (int) $match[1] * 4 / 3, $hue);
    return true;
}
// The vouchers' pictures: a coloured card per voucher (/images/vouchers/{id}.svg).
if (preg_match('~^/images/vouchers/(\d+)\.svg$~', $path, $match)) {
    header('Content-Type: image/svg+xml');
    header('Cache-Control: public, max-age=86400');
    $hue = ((int) $match[1] * 83) % 360;
    printf('<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160" viewBox="0 0 3 2"><rect width="3" height="2" rx=".2" fill="hsl(%d 55%% 60%%)"/></svg>', $hue);
    return true;
}
if ($path === '/shop.css') {
    header('Content-Type: text/css');
    readfile(__DIR__ . '/shop.css');
    return true;
}

start_session();
require_csrf();

$routes = [
    ['GET', '~^/$~', fn () => home_page()],
    ['GET|POST', '~^/c/([a-z0-9-]+)(/.*)?$~', function ($uri, $rest = '') {
        $category = category_by_uri($uri) ?? not_found();
        listing_page($category, $rest);
    }],
    ['GET|POST', '~^/search$~', fn () => listing_page(null, '')],
    // README "Refusals": the islands' other way to a fresh anti-forgery token.
    ['GET', '~^/ajax/csrf-token$~', fn () => json_answer(['status' => true, 'csrfToken' => csrf_token()])],
    ['GET', '~^/search/hints$~', fn () => json_answer(search_hints((string) ($_GET['phrase'] ?? '')))],
    ['GET', '~^/p/([a-z0-9-]+)$~', fn ($uri) => product_page(product_by_uri($uri) ?? not_found())],
    ['GET', '~^/product/ajaxProductPreview/(\d+)$~', fn ($id) => ajax_product_preview((int) $id)],
    ['GET', '~^/basket$~', fn () => checkout_page('Koszyk', basket_fallback())],
    ['GET', '~^/basket/delivery$~', fn () => delivery_page()],
    ['GET', '~^/basket/summary$~', fn () => summary_page()],
    ['GET', '~^/order/([0-9a-f]+)$~', fn ($key) => order_page($key)],
    ['POST', '~^/order/refresh/([0-9a-f]+)$~', fn ($id) => ajax_order_refresh($id)],
    ['GET', '~^/gateway/([0-9a-f]+)$~', fn ($key) => gateway_page($key)],
    ['POST', '~^/gateway/([0-9a-f]+)$~', fn ($key) => gateway_pay($key)],
    ['GET', '~^/access/login$~', fn () => login_page()],
    ['GET', '~^/myAccount(/orders)?$~', fn () => account_orders_page()],
    ['GET', '~^/access/registration_step1$~', fn () => registration_page()],
    ['POST', '~^/ajax/registration$~', fn () => ajax_registration()],
    ['POST', '~^/ajax/basket/add$~', fn () => ajax_basket_add()],
    ['POST', '~^/ajax/basket/quantity$~', fn () => ajax_basket_quantity()],
    ['POST', '~^/ajax/basket/delete$~', fn () => ajax_basket_delete()],
    ['POST', '~^/ajax/basket/payments$~', fn () => json_answer(payments_answer())],
    ['POST', '~^/ajax/basket/country/set$~', fn () => ajax_country_set()],
    ['POST', '~^/ajax/basket/guest$~', fn () => ajax_basket_guest()],
    ['POST', '~^/ajax/basket/points/all$~', fn () => ajax_points_all()],
    ['POST', '~^/ajax/basket/points/details$~', fn () => ajax_points_details()],
    ['POST', '~^/ajax/basket/summary$~', fn () => ajax_summary()],
    ['POST', '~^/ajax/basket/order$~', fn () => ajax_order()],
    ['POST', '~^/ajax/access$~', fn () => ajax_access()],
    ['POST', '~^/ajax/logout$~', fn () => ajax_logout()],
    ['POST', '~^/ajax/registerTranslations$~', fn () => ajax_register_translations()],
    ['GET', '~^/myAccount/ajax/orders/overview(?:/(\d+))?$~', fn ($page = '1') => json_answer(orders_answer(require_customer_json(), (int) $page))],
    ['GET', '~^/myAccount/ajax/address/overview$~', fn () => ajax_addresses()],
    ['GET', '~^/myAccount/ajax/personalData/editPersonalData$~', fn () => ajax_personal_data()],
    ['POST', '~^/myAccount/ajax/personalData/save$~', fn () => ajax_personal_data_save()],
    ['GET', '~^/myAccount/ajax/personalData/passwordChange$~', fn () => ajax_password_form()],
    ['GET', '~^/myAccount/ajax/personalData/download$~', fn () => ajax_downloads()],
    ['POST', '~^/myAccount/ajax/personalData/download/([a-z]+)$~', fn ($kind) => ajax_download_request($kind)],
    ['GET', '~^/ajax/getSizeTable/(\d+)$~', fn ($id) => ajax_size_table((int) $id)],
    ['GET', '~^/ajax/regions/(\d+)$~', fn ($id) => ajax_regions((int) $id)],
    ['GET', '~^/myAccount/ajax/loyaltyProgram/index$~', fn () => ajax_empty_account('loyalty')],
    ['GET', '~^/myAccount/ajax/opinions/overview$~', fn () => ajax_empty_account('opinions')],
    ['GET', '~^/myAccount/ajax/bok/overview(?:/(\d+))?$~', fn ($page = '1') => ajax_bok_overview((int) $page)],
    ['GET', '~^/myAccount/ajax/bok/create$~', fn () => ajax_bok_create()],
    ['GET', '~^/myAccount/ajax/bok/conversation/(\d+)$~', fn ($id) => ajax_bok_conversation((int) $id)],
    ['POST', '~^/myAccount/ajax/bok/send$~', fn () => ajax_bok_send(null)],
    ['POST', '~^/myAccount/ajax/bok/reply/(\d+)$~', fn ($id) => ajax_bok_send((int) $id)],
    ['GET', '~^/ajax/returns/index/(\d+)$~', fn ($page) => ajax_returns_index((int) $page)],
    ['GET', '~^/ajax/returns/create/([0-9a-f]+)$~', fn ($hash) => ajax_return_create($hash)],
    ['GET', '~^/ajax/returns/items/(\d+)$~', fn ($id) => ajax_return_items((int) $id)],
    ['POST', '~^/ajax/returns/setAfterSaleType$~', fn () => ajax_return_type()],
    ['POST', '~^/ajax/returns/set$~', fn () => ajax_return_set()],
    ['GET', '~^/ajax/returns/setClient$~', fn () => ajax_return_client_form()],
    ['POST', '~^/ajax/returns/client$~', fn () => ajax_return_client()],
    ['GET', '~^/ajax/returns/preview$~', fn () => ajax_return_preview()],
    ['POST', '~^/ajax/returns/confirm$~', fn () => ajax_return_confirm()],
    ['GET', '~^/(?:cupboard|myAccount/cupboards)(?:/(\d+))?$~', fn ($id = '0') => cupboard_page((int) $id)],
    ['GET', '~^/ajax/cupboard/index/(\d+)$~', fn ($id) => ajax_cupboard_index((int) $id)],
    ['POST', '~^/ajax/cupboard/products/add$~', fn () => ajax_cupboard_product_add()],
    ['POST', '~^/ajax/cupboard/products/remove$~', fn () => ajax_cupboard_product_remove()],
    ['POST', '~^/ajax/cupboard/products/delete$~', fn () => ajax_cupboard_products_delete()],
    ['POST', '~^/ajax/cupboard/add$~', fn () => ajax_cupboard_add()],
    ['POST', '~^/ajax/cupboard/remove$~', fn () => ajax_cupboard_remove()],
    ['POST', '~^/ajax/cupboard/setDefault/(\d+)$~', fn ($id) => ajax_cupboard_set_default((int) $id)],
    ['GET', '~^/ajax/cupboard/([a-zA-Z]+)Action/(\d+)$~', fn ($type, $id) => ajax_cupboard_action_form($type, (int) $id)],
    ['POST', '~^/ajax/cupboard/([a-zA-Z]+)Action/(\d+)$~', fn ($type, $id) => ajax_cupboard_action_submit($type, (int) $id)],
    ['POST', '~^/ajax/basket/addFromCupboard$~', fn () => ajax_basket_add_from_cupboard()],
    ['GET', '~^/vouchers$~', fn () => vouchers_page()],
    ['GET', '~^/bony$~', fn () => redirect('/vouchers')],
    ['POST', '~^/vouchers/index$~', fn () => vouchers_index()],
    ['GET', '~^/vouchers/confirm$~', fn () => voucher_confirm_page()],
    ['POST', '~^/vouchers/confirm$~', fn () => vouchers_confirm_form()],
    ['POST', '~^/vouchers/order$~', fn () => vouchers_order()],
    ['GET', '~^/voucherOrder/([0-9a-f]+)$~', fn ($key) => voucher_order_page($key)],
    ['GET', '~^/ajax/after-sale/index$~', fn () => ajax_after_sale()],
    ['POST', '~^/ajax/basket/(discount|voucher)(/clear)?$~', fn ($kind, $clear = '') => ajax_basket_code($kind, $clear !== '')],
    ['GET', '~^/ajax/language-choice$~', fn () => ajax_language_choice()],
    ['GET', '~^/currency/set/(\d+)$~', fn ($id) => $id === '1' ? json_answer(['status' => true]) : json_answer(['status' => false, 'message' => 'Ten sklep przyjmuje tylko złote.'], 404)],
    ['POST', '~^/ajax/order/blik/(\d+)$~', fn ($id) => ajax_blik((int) $id)],
    ['GET', '~^/myAccount/ajax/address/(delivery|invoice)/(\d+)$~', fn ($type, $id) => ajax_address_form($type, (int) $id)],
    ['POST', '~^/myAccount/ajax/address/save/(delivery|invoice)/(\d+)$~', fn ($type, $id) => ajax_address_save($type, (int) $id)],
    ['GET', '~^/myAccount/ajax/address/setDefault/(\d+)$~', fn ($id) => ajax_address_default((int) $id)],
    ['DELETE', '~^/myAccount/ajax/address/delete/(\d+)$~', fn ($id) => ajax_address_delete((int) $id)],
    ['POST', '~^/ajax/basket/address/form$~', fn () => ajax_basket_address()],
    // This shop runs no loyalty programme: basket.loyalty.max_points_value is 0, and points stay 0.
    ['POST', '~^/ajax/basket/loyaltyProgram$~', fn () => json_answer(['status' => true, 'message' => ''])],
    // Without JavaScript: the basket's plain forms.
    ['POST', '~^/basket/add$~', fn () => form_back(basket_add((int) ($_POST['id'] ?? 0), (int) ($_POST['variant'] ?? 0), max(1, (int) ($_POST['quantity'] ?? 1))))],
    ['POST', '~^/basket/quantity$~', fn () => form_back(basket_set_quantity((int) ($_POST['id'] ?? 0), (int) ($_POST['quantity'] ?? 0)))],
    ['POST', '~^/basket/remove$~', function () {
        basket_delete((int) ($_POST['id'] ?? 0));
        form_back(null);
    }],
];

foreach ($routes as [$methods, $pattern, $handle]) {
    if (preg_match($pattern, $path, $match) && in_array($method, explode('|', $methods), true)) {
        $handle(...array_slice($match, 1));
        return true;
    }
}
// An unknown call answers JSON, which the islands read as a refusal; an unknown page, HTML.
if (str_contains($path, '/ajax/')) {
    json_answer(['status' => false, 'message' => 'Nie ma takiej funkcji w tym sklepie.'], 404);
}
not_found();
