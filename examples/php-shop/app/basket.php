<?php
// The basket, the delivery step and the order: one basket per session (a customer's follows them).

declare(strict_types=1);

/** The visitor's basket row; created on the first add when $create. */
function basket_row(bool $create = false): ?array
{
    if (empty($_SESSION['basket_key'])) {
        if (!$create) {
            return null;
        }
        $_SESSION['basket_key'] = bin2hex(random_bytes(16));
    }
    $basket = row('SELECT * FROM baskets WHERE session_key = ?', [$_SESSION['basket_key']]);
    if ($basket === null && $create) {
        $basket = row('INSERT INTO baskets (session_key, customer_id) VALUES (?, ?) RETURNING *', [$_SESSION['basket_key'], customer_id()]);
    }
    return $basket;
}

function basket_lines(?array $basket): array
{
    if ($basket === null) {
        return [];
    }
    return rows(
        'SELECT bi.id, p.id AS product_id, p.name, p.uri, p.photo, pr.name AS producer_name, c.name AS category_name,
                a.name AS attribute_name, av.name AS size, bi.quantity, p.price, p.promo_price,
                COALESCE(p.promo_price, p.price) AS final_price,
                p.price * bi.quantity AS value_regular, COALESCE(p.promo_price, p.price) * bi.quantity AS value_final,
                v.stock - v.blocked_stock < bi.quantity AS is_muted, v.id AS variant_id
         FROM basket_items bi
         JOIN variants v ON v.id = bi.variant_id
         JOIN products p ON p.id = v.product_id
         JOIN producers pr ON pr.id = p.producer_id
         JOIN categories c ON c.id = p.category_id
         JOIN attribute_values av ON av.id = v.attribute_value_id
         JOIN attributes a ON a.id = av.attribute_id
         WHERE bi.basket_id = ? ORDER BY bi.id',
        [$basket['id']],
    );
}

/** The basket as window.shopData.basket and every basket answer carry it (SPEC 3 "Basket"). */
function basket_data(?array $basket = null): array
{
    $basket ??= basket_row();
    $products = [];
    foreach (basket_lines($basket) as $line) {
        $products[] = [
            'id' => $line['id'],
            'product_id' => $line['product_id'],
            'name' => $line['name'],
            'url' => '/p/' . $line['uri'],
            'photo' => $line['photo'],
            'producer_name' => $line['producer_name'],
            'category_name' => $line['category_name'],
            'attributes' => [['key' => $line['attribute_name'], 'value' => $line['size']]],
            'quantity' => $line['quantity'],
            'price' => ['regular' => $line['price'], 'promoted' => $line['promo_price'], 'final' => $line['final_price']],
            'value' => ['regular' => $line['value_regular'], 'promoted' => null, 'final' => $line['value_final']],
            'is_muted' => $line['is_muted'],
            'error' => $line['is_muted'] ? 'Tego rozmiaru nie ma już w takiej ilości.' : null,
        ];
    }
    $total = row(
        'SELECT COALESCE(SUM(p.price * bi.quantity), 0) AS regular, COALESCE(SUM(COALESCE(p.promo_price, p.price) * bi.quantity), 0) AS final
         FROM basket_items bi JOIN variants v ON v.id = bi.variant_id JOIN products p ON p.id = v.product_id WHERE bi.basket_id = ?',
        [$basket['id'] ?? 0],
    );
    $freeFrom = 300;
    $data = [
        'products' => $products,
        'total' => ['regular' => $total['regular'], 'promoted' => null, 'final' => $total['final']],
        'benefit' => $total['regular'] - $total['final'],
        'free_delivery' => $total['final'] >= $freeFrom,
        'free_delivery_missing_amount' => max(0, $freeFrom - $total['final']),
        'free_delivery_min_value' => $freeFrom,
    ];
    // A discount code takes its percentage off the products, a voucher its amount off what is left.
    if ($basket !== null && $basket['discount_code'] !== null) {
        $percent = value('SELECT percent FROM discount_codes WHERE code = ?', [$basket['discount_code']]);
        $data['discount'] = ['code' => $basket['discount_code'], 'value' => round($total['final'] * $percent / 100, 2)];
        $data['total']['final'] = round($total['final'] - $data['discount']['value'], 2);
    }
    if ($basket !== null && $basket['voucher_code'] !== null) {
        $amount = value('SELECT value FROM vouchers WHERE code = ?', [$basket['voucher_code']]);
        $data['voucher'] = ['code' => $basket['voucher_code'], 'value' => min($amount, $data['total']['final'])];
        $data['total']['final'] = round($data['total']['final'] - $data['voucher']['value'], 2);
    }
    return $data;
}

/** POST /ajax/basket/discount (code) and /ajax/basket/voucher (voucher): a refusal's message, or null. */
function basket_set_code(string $kind, string $code): ?string
{
    $known = $kind === 'discount'
        ? value('SELECT code FROM discount_codes WHERE code = ?', [$code])
        : value('SELECT code FROM vouchers WHERE code = ? AND used_at IS NULL', [$code]);
    if ($known === false) {
        return $kind === 'discount' ? 'Nie ma takiego kodu rabatowego.' : 'Nie ma takiego bonu albo został już wykorzystany.';
    }
    $basket = basket_row(true);
    rows('UPDATE baskets SET ' . ($kind === 'discount' ? 'discount_code' : 'voucher_code') . ' = ? WHERE id = ?', [$known, $basket['id']]);
    return null;
}

/** The count the header prints in the mini basket's fallback. */
function basket_count(): int
{
    $basket = basket_row();
    return $basket === null ? 0 : (int) value('SELECT COALESCE(SUM(quantity), 0) FROM basket_items WHERE basket_id = ?', [$basket['id']]);
}

/** Puts a variant in the basket; the message of a refusal, or null. */
function basket_add(int $productId, int $variantId, int $quantity): ?string
{
    $variant = row('SELECT id, stock - blocked_stock AS available FROM variants WHERE id = ? AND product_id = ?', [$variantId, $productId]);
    if ($variant === null) {
        return 'Wybierz rozmiar.';
    }
    $basket = basket_row(true);
    $inBasket = (int) value('SELECT COALESCE(SUM(quantity), 0) FROM basket_items WHERE basket_id = ? AND variant_id = ?', [$basket['id'], $variantId]);
    if ($quantity < 1 || $inBasket + $quantity > $variant['available']) {
        return 'Nie mamy tylu sztuk tego rozmiaru.';
    }
    rows(
        'INSERT INTO basket_items (basket_id, variant_id, quantity) VALUES (?, ?, ?)
         ON CONFLICT (basket_id, variant_id) DO UPDATE SET quantity = basket_items.quantity + EXCLUDED.quantity',
        [$basket['id'], $variantId, $quantity],
    );
    return null;
}

function basket_set_quantity(int $lineId, int $quantity): ?string
{
    $basket = basket_row();
    $line = $basket === null ? null : row(
        'SELECT bi.id, v.stock - v.blocked_stock AS available FROM basket_items bi JOIN variants v ON v.id = bi.variant_id WHERE bi.id = ? AND bi.basket_id = ?',
        [$lineId, $basket['id']],
    );
    if ($line === null) {
        return 'Tego produktu nie ma już w koszyku.';
    }
    if ($quantity < 1) {
        return 'Ilość musi wynosić co najmniej 1.';
    }
    if ($quantity > $line['available']) {
        return 'Nie mamy tylu sztuk tego rozmiaru.';
    }
    rows('UPDATE basket_items SET quantity = ? WHERE id = ?', [$quantity, $lineId]);
    return null;
}

function basket_delete(int $lineId): void
{
    $basket = basket_row();
    if ($basket !== null) {
        rows('DELETE FROM basket_items WHERE id = ? AND basket_id = ?', [$lineId, $basket['id']]);
    }
}

/** A customer, or a visitor who chose "continue without an account": may reach the delivery step. */
function checkout_allowed(?array $basket): bool
{
    return customer_id() !== null || ($basket !== null && $basket['guest']);
}

function delivery_costs(int $countryId): array
{
    return rows(
        "SELECT dc.delivery_id, d.name AS delivery_name, d.behaviour, d.info AS delivery_additional_info, d.delivery_time,
                '' AS spedition, dc.id AS delivery_cost_id, p.name AS payment_name, p.description AS payment_alternative_description,
                dc.payment_id, p.behaviour AS payment_behaviour, dc.cost, d.is_map
         FROM delivery_costs dc JOIN deliveries d ON d.id = dc.delivery_id JOIN payments p ON p.id = dc.payment_id
         WHERE dc.country_id = ? ORDER BY dc.position",
        [$countryId],
    );
}

/** The delivery step's forms (SPEC 3 Form): the address and the consents. */
function checkout_forms(): array
{
    $customer = customer();
    $field = fn (string $name, string $label, string $type = 'text', string $value = '') => [
        'name' => $name, 'label' => $label, 'fieldType' => 'text', 'type' => $type, 'value' => $value, 'rules' => 'required',
    ];
    return [
        'delivery' => [
            'name' => 'delivery',
            'action' => '/ajax/basket/summary',
            'fields' => [
                $field('forename', 'Imię', 'text', $customer['forename'] ?? ''),
                $field('surname', 'Nazwisko', 'text', $customer['surname'] ?? ''),
                $field('address', 'Ulica i numer'),
                $field('postcode', 'Kod pocztowy'),
                $field('city', 'Miejscowość'),
                $field('phone', 'Telefon', 'tel', $customer['phone'] ?? ''),
                $field('email', 'E-mail', 'email', $customer['email'] ?? ''),
            ],
        ],
        'consents' => [
            'name' => 'consents',
            'action' => '/ajax/basket/summary',
            'fields' => [[
                'name' => 'regulations',
                'label' => 'Akceptuję regulamin sklepu',
                'fieldType' => 'checkbox',
                'value' => '',
                'rules' => 'required',
            ]],
        ],
    ];
}

/**
 * POST /ajax/basket/payments: the basket (the mini basket's re-read on every page), and for a
 * visitor who may check out, the delivery step: countries, delivery costs, forms, addresses.
 */
function payments_answer(): array
{
    $basketRow = basket_row();
    $answer = ['basket' => basket_data($basketRow)];
    if (!checkout_allowed($basketRow)) {
        return $answer;
    }
    $countryId = $basketRow['country_id'] ?? value('SELECT id FROM countries ORDER BY id LIMIT 1');
    $addresses = ['delivery' => [], 'invoice' => []];
    if (customer_id() !== null) {
        foreach (rows('SELECT id, type, forename, surname, address, postcode, city, email, phone, company_name AS invoice_company_name,
                              tax_identifier AS invoice_tax_identifier FROM addresses WHERE customer_id = ? ORDER BY id', [customer_id()]) as $address) {
            $addresses[$address['type']][] = $address;
        }
    }
    $answer['basket'] += ['addresses' => $addresses, 'addressIndex' => [], 'wantInvoice' => false, 'payment_methods' => []];
    $answer['countries'] = ['items' => rows('SELECT id, name FROM countries ORDER BY id'), 'selected' => $countryId];
    $answer['deliveries_costs'] = delivery_costs((int) $countryId);
    $answer['forms'] = checkout_forms();
    return $answer;
}

/** The order payload of the delivery step, checked: the choice, or the errors by field. */
function check_order(array $post): array
{
    $errors = [];
    $basket = basket_row();
    if (!checkout_allowed($basket)) {
        return ['errors' => [], 'message' => 'Zaloguj się albo wybierz zakup bez konta.', 'redirect' => '/access/login?from=/basket&to=/basket/delivery'];
    }
    if (!basket_lines($basket)) {
        return ['errors' => [], 'message' => 'Koszyk jest pusty.', 'redirect' => '/basket'];
    }
    $cost = row(
        'SELECT dc.id, dc.delivery_id, dc.payment_id, dc.country_id, dc.cost, d.behaviour, d.is_map, p.behaviour AS payment_behaviour
         FROM delivery_costs dc JOIN deliveries d ON d.id = dc.delivery_id JOIN payments p ON p.id = dc.payment_id WHERE dc.id = ?',
        [(int) ($post['payment'] ?? 0)],
    );
    if ($cost === null) {
        return ['errors' => [], 'message' => 'Wybierz sposób dostawy i płatności.'];
    }
    $point = null;
    if ($cost['is_map']) {
        $point = row('SELECT * FROM pickup_points WHERE delivery_id = ? AND code = ?', [$cost['delivery_id'], (string) ($post['point'] ?? '')]);
        if ($point === null) {
            return ['errors' => [], 'message' => 'Wybierz punkt odbioru.'];
        }
    }
    $delivery = is_array($post['delivery'] ?? null) ? $post['delivery'] : [];
    // A customer may choose a saved address: addressIndex[delivery] is its index in basket.addresses.delivery.
    $index = $post['addressIndex']['delivery'] ?? '';
    if (customer_id() !== null && is_string($index) && ctype_digit($index)) {
        $saved = rows("SELECT forename, surname, address, postcode, city, email, phone FROM addresses
                       WHERE customer_id = ? AND type = 'delivery' ORDER BY id", [customer_id()])[(int) $index] ?? null;
        if ($saved === null) {
            return ['errors' => [], 'message' => 'Wybierz adres dostawy.'];
        }
        $customer = customer();
        $delivery = array_map('strval', $saved) + $delivery;
        $delivery['email'] = $saved['email'] ?: $customer['email'];
        $delivery['phone'] = $saved['phone'] ?: (string) $customer['phone'];
    }
    foreach (checkout_forms()['delivery']['fields'] as $field) {
        if (trim((string) ($delivery[$field['name']] ?? '')) === '') {
            $errors[$field['name']] = 'To pole jest wymagane.';
        }
    }
    if (!isset($errors['email']) && !filter_var($delivery['email'], FILTER_VALIDATE_EMAIL)) {
        $errors['email'] = 'Podaj poprawny adres e-mail.';
    }
    $consents = is_array($post['consents'] ?? null) ? $post['consents'] : [];
    if (($consents['regulations'] ?? '') === '') {
        $errors['regulations'] = 'Zaakceptuj regulamin.';
    }
    if ($errors) {
        return ['errors' => $errors, 'message' => 'Popraw zaznaczone pola.'];
    }
    return ['choice' => [
        'deliveryId' => $cost['delivery_id'],
        'paymentId' => $cost['payment_id'],
        'countryId' => $cost['country_id'],
        'deliveryCostId' => $cost['id'],
        'behaviour' => $cost['behaviour'],
        'paymentBehaviour' => $cost['payment_behaviour'],
        'point' => $point['code'] ?? null,
        'pickupPoint' => $point === null ? null : pickup_point_json($point),
        'accountCreate' => ($post['account_create'] ?? '0') === '1',
        'wantInvoice' => false,
        'addressIndex' => ctype_digit((string) $index) && customer_id() !== null ? ['delivery' => (int) $index] : [],
        'delivery' => array_intersect_key($delivery, array_flip(array_column(checkout_forms()['delivery']['fields'], 'name'))),
        'consents' => ['regulations' => $consents['regulations']],
    ], 'cost' => $cost, 'pointRow' => $point];
}

function pickup_point_json(array $point): array
{
    return [
        'i' => $point['code'],
        'name' => $point['name'],
        'g' => [$point['lat'], $point['lng']],
        'address' => [
            'city' => $point['city'],
            'street' => $point['street'],
            'building_number' => $point['building_number'],
            'post_code' => $point['post_code'],
        ],
        'operating_hours' => $point['operating_hours'],
        'location_description' => $point['location_description'],
    ];
}

/** Places the order of a checked payload under its attempt's Idempotency-Key; its transaction key. */
function place_order(array $checked, string $attempt): string
{
    $basket = basket_row();
    $lines = basket_lines($basket);
    $choice = $checked['choice'];
    $delivery = $choice['delivery'];
    $productsValue = basket_data($basket)['total']['final'];
    $key = bin2hex(random_bytes(12));
    db()->beginTransaction();
    $order = row(
        "INSERT INTO orders (number, transaction_key, attempt_key, customer_id, delivery_cost_id, pickup_point_id, email, forename, surname,
                             address, postcode, city, phone, products_value, delivery_value, total)
         VALUES ('2026/' || lpad(nextval('orders_id_seq')::text, 6, '0'), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
        [$key, $attempt, customer_id(), $choice['deliveryCostId'], $checked['pointRow']['id'] ?? null, $delivery['email'], $delivery['forename'],
         $delivery['surname'], $delivery['address'], $delivery['postcode'], $delivery['city'], $delivery['phone'],
         $productsValue, $checked['cost']['cost'], $productsValue + $checked['cost']['cost']],
    );
    foreach ($lines as $line) {
        rows('INSERT INTO order_items (order_id, variant_id, name, size, quantity, price) VALUES (?, ?, ?, ?, ?, ?)',
            [$order['id'], $line['variant_id'], $line['name'], $line['size'], $line['quantity'], $line['final_price']]);
        rows('UPDATE variants SET blocked_stock = blocked_stock + ? WHERE id = ?', [$line['quantity'], $line['variant_id']]);
    }
    rows('DELETE FROM basket_items WHERE basket_id = ?', [$basket['id']]);
    if ($basket['voucher_code'] !== null) {
        rows('UPDATE vouchers SET used_at = now() WHERE code = ?', [$basket['voucher_code']]);
    }
    rows('UPDATE baskets SET guest = false, discount_code = NULL, voucher_code = NULL WHERE id = ?', [$basket['id']]);
    db()->commit();
    unset($_SESSION['checkout']);
    // The orders this session placed may be paid again from it (POST /order/refresh/{orderId}).
    $_SESSION['orders'][] = $order['id'];
    return $key;
}

/** The orders of the account (GET /myAccount/ajax/orders/overview/{page}). */
function orders_answer(int $customerId, int $page): array
{
    $perPage = 10;
    $count = (int) value('SELECT COUNT(*) FROM orders WHERE customer_id = ?', [$customerId]);
    $pagesCount = max(1, (int) ceil($count / $perPage));
    $page = min(max(1, $page), $pagesCount);
    $orders = rows(
        "SELECT o.id, o.number, to_char(o.created_at, 'YYYY-MM-DD') AS date, o.status, o.total, o.transaction_key AS hash,
                d.name AS \"deliveryName\", p.name AS \"paymentName\"
         FROM orders o JOIN delivery_costs dc ON dc.id = o.delivery_cost_id JOIN deliveries d ON d.id = dc.delivery_id
         JOIN payments p ON p.id = dc.payment_id
         WHERE o.customer_id = ? ORDER BY o.created_at DESC, o.id DESC LIMIT $perPage OFFSET " . (($page - 1) * $perPage),
        [$customerId],
    );
    $statusNames = ['new' => 'Przyjęte', 'sent' => 'Wysłane'];
    foreach ($orders as &$order) {
        $order['statusName'] = $statusNames[$order['status']] ?? $order['status'];
        $order['currency'] = ['iso' => 'PLN', 'symbol' => 'zł'];
        $order['canReturn'] = $order['status'] === 'sent';
        $order['items'] = rows(
            "SELECT oi.id AS order_item_id, oi.name, pr.name AS producer_name, '/p/' || p.uri AS url, oi.quantity, oi.price,
                    '/images/100/' || p.photo AS photo
             FROM order_items oi JOIN variants v ON v.id = oi.variant_id JOIN products p ON p.id = v.product_id
             JOIN producers pr ON pr.id = p.producer_id WHERE oi.order_id = ? ORDER BY oi.id",
            [$order['id']],
        );
    }
    unset($order);
    return ['orders' => $orders, 'ordersPayment' => [], 'paginator' => ['page' => $page, 'pagesCount' => $pagesCount, 'count' => $count]];
}
