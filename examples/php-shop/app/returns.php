<?php
// Returns (SPEC 2 Returns, SPEC 7 returns calls): the return being created waits in the session
// (its orders, after-sale type, items, client's details) until the preview's form confirms it into
// the returns table. Only orders that were sent can be returned. A customer returns from their
// orders; a guest from the one order whose key (the unlogged hash) they have (SPEC 2 Guests).

declare(strict_types=1);

const RETURN_CURRENCY = ['iso' => 'PLN', 'symbol' => 'zł'];

/**
 * Sent orders with what can still be returned: the customer's (all, or one by id or key), or for
 * a guest ($customerId null) the one order of the key.
 */
function returnable_orders(?int $customerId, ?int $id = null, ?string $hash = null): array
{
    if ($customerId === null && $hash === null && $id === null) {
        return [];
    }
    $where = ["status = 'sent'"];
    $params = [];
    foreach (['customer_id' => $customerId, 'id' => $id, 'transaction_key' => $hash] as $column => $value) {
        if ($value !== null) {
            $where[] = $column . ' = ?';
            $params[] = $value;
        }
    }
    $orders = rows(
        "SELECT id, number, to_char(created_at, 'YYYY-MM-DD') AS date, transaction_key AS hash
         FROM orders WHERE " . implode(' AND ', $where) . ' ORDER BY created_at DESC, id DESC',
        $params,
    );
    foreach ($orders as &$order) {
        $order['currency_data'] = RETURN_CURRENCY;
        $order['products'] = return_products((int) $order['id']);
    }
    unset($order);
    return $orders;
}

function return_products(int $orderId): array
{
    $products = rows(
        "SELECT oi.id AS order_item_id, oi.name, pr.name AS producer_name, '/images/100/' || p.photo AS photo, '/p/' || p.uri AS url,
                oi.size, oi.quantity, oi.quantity - COALESCE((SELECT SUM(ri.quantity) FROM return_items ri WHERE ri.order_item_id = oi.id), 0) AS returnable,
                oi.price
         FROM order_items oi JOIN variants v ON v.id = oi.variant_id JOIN products p ON p.id = v.product_id
         JOIN producers pr ON pr.id = p.producer_id WHERE oi.order_id = ? ORDER BY oi.id",
        [$orderId],
    );
    foreach ($products as &$product) {
        $product['attributes'] = $product['size'] === null ? [] : [['key' => 'Rozmiar', 'value' => $product['size']]];
        unset($product['size']);
    }
    unset($product);
    return $products;
}

/** The return being created, as SPEC 3 Returns' creator: the chosen type and items with their sums. */
function return_creator(): array
{
    $draft = $_SESSION['return'] ?? ['type_id' => null, 'items' => [], 'errors' => []];
    $items = [];
    foreach ($draft['items'] as $orderItemId => $quantity) {
        $item = row(
            "SELECT oi.id AS order_item_id, oi.order_id, oi.name, '/images/100/' || p.photo AS photo, oi.size, oi.price
             FROM order_items oi JOIN variants v ON v.id = oi.variant_id JOIN products p ON p.id = v.product_id WHERE oi.id = ?",
            [$orderItemId],
        );
        $item['attributes'] = $item['size'] === null ? [] : [['key' => 'Rozmiar', 'value' => $item['size']]];
        $item['quantity'] = $quantity;
        $item['sumValueToDisplay'] = money($item['price'] * $quantity);
        $item['error'] = $draft['errors'][$orderItemId] ?? '';
        unset($item['size'], $item['price']);
        $items[] = $item;
    }
    return ['type_id' => $draft['type_id'], 'currency_data' => RETURN_CURRENCY, 'items' => $items];
}

/** GET /ajax/returns/create/{hash}: a return of that order begins (a customer's own, or a guest's by its key). */
function ajax_return_create(string $hash): never
{
    $customerId = customer_id();
    $orders = returnable_orders($customerId, null, $hash);
    if (!$orders) {
        json_answer(['status' => false, 'message' => 'Tego zamówienia nie można zwrócić.'], 404);
    }
    // A guest's return may hold only the order of the key; a customer's, any of their sent orders.
    $others = $customerId === null ? [] : array_map(
        fn ($order) => ['id' => $order['id'], 'number' => $order['number'], 'date' => $order['date'], 'currency_data' => RETURN_CURRENCY],
        array_values(array_filter(returnable_orders($customerId), fn ($order) => $order['id'] !== $orders[0]['id'])),
    );
    $_SESSION['return'] = [
        'customer_id' => $customerId, 'hash' => $hash, 'orders' => array_merge([$orders[0]['id']], array_column($others, 'id')),
        'type_id' => null, 'items' => [], 'errors' => [], 'client' => [],
    ];
    json_answer([
        'orders' => $orders,
        'otherOrders' => $others,
        'afterSaleTypes' => rows('SELECT id AS type_id, name, behaviour FROM after_sale_types ORDER BY id'),
        'creator' => return_creator(),
        'unloggedHash' => $customerId === null ? $hash : '',
    ]);
}

/** GET /ajax/returns/items/{id}: another order's products, to return with the first. */
function ajax_return_items(int $orderId): never
{
    require_return_draft();
    $orders = in_array($orderId, $_SESSION['return']['orders'], true) ? returnable_orders($_SESSION['return']['customer_id'], $orderId) : [];
    if (!$orders) {
        json_answer(['status' => false, 'message' => 'Tego zamówienia nie można zwrócić.'], 404);
    }
    json_answer(['orders' => $orders]);
}

/** A refusal unless a return is being created (SPEC 2: the later steps need one). */
function require_return_draft(): void
{
    // A return begun by a customer who has since logged out is not theirs to finish here.
    if (isset($_SESSION['return']) && $_SESSION['return']['customer_id'] !== null && $_SESSION['return']['customer_id'] !== customer_id()) {
        unset($_SESSION['return']);
    }
    if (!isset($_SESSION['return'])) {
        json_answer(['status' => false, 'message' => 'Nie tworzysz teraz zwrotu.', 'redirect' => '/myAccount/orders'], 409);
    }
}

/** POST /ajax/returns/setAfterSaleType: type_id. */
function ajax_return_type(): never
{
    require_return_draft();
    $type = value('SELECT id FROM after_sale_types WHERE id = ?', [post_int('type_id')]);
    if ($type === false) {
        json_answer(['status' => false, 'message' => 'Nie ma takiego rodzaju zwrotu.']);
    }
    $_SESSION['return']['type_id'] = $type;
    json_answer(['creator' => return_creator(), 'errors' => []]);
}

/** POST /ajax/returns/set: items[i][order_item_id], items[i][quantity]; errors by order_item_id. */
function ajax_return_set(): never
{
    require_return_draft();
    $allowed = $_SESSION['return']['orders'];
    $items = [];
    $errors = [];
    foreach ((array) ($_POST['items'] ?? []) as $posted) {
        $id = (int) ($posted['order_item_id'] ?? 0);
        $quantity = (int) ($posted['quantity'] ?? 0);
        $product = row(
            "SELECT oi.quantity - COALESCE((SELECT SUM(ri.quantity) FROM return_items ri WHERE ri.order_item_id = oi.id), 0) AS returnable
             FROM order_items oi JOIN orders o ON o.id = oi.order_id
             WHERE oi.id = ? AND o.id IN (" . implode(',', array_fill(0, count($allowed), '?')) . ") AND o.status = 'sent'",
            array_merge([$id], $allowed),
        );
        if ($product === null) {
            $errors[$id] = 'Tego produktu nie można zwrócić.';
        } elseif ($quantity > (int) $product['returnable']) {
            $errors[$id] = 'Możesz zwrócić najwyżej ' . $product['returnable'] . ' szt.';
        } elseif ($quantity > 0) {
            $items[$id] = $quantity;
        }
    }
    $_SESSION['return']['items'] = $items;
    $_SESSION['return']['errors'] = $errors;
    json_answer(['creator' => return_creator(), 'errors' => $errors]);
}

function return_client_form(array $values): array
{
    $field = fn (string $name, string $label, string $rules = 'required') => ['name' => $name, 'label' => $label, 'value' => (string) ($values[$name] ?? ''), 'rules' => $rules];
    return [
        'name' => 'returnClient',
        'action' => '/ajax/returns/client',
        'fields' => [
            $field('forename', 'Imię'),
            $field('surname', 'Nazwisko'),
            $field('phone', 'Telefon', ''),
            $field('bank_account', 'Numer konta do zwrotu pieniędzy', 'required|exact_length[26]'),
            ['name' => 'next', 'label' => 'Dalej', 'fieldType' => 'button'],
        ],
    ];
}

/** GET /ajax/returns/setClient: the client's form, filled from the account the first time. */
function ajax_return_client_form(): never
{
    require_return_draft();
    // Filled the first time from the order the return began with.
    $values = $_SESSION['return']['client'] ?: row('SELECT forename, surname, phone FROM orders WHERE id = ?', [$_SESSION['return']['orders'][0]]);
    json_answer(['form' => return_client_form($values)]);
}

/** POST /ajax/returns/client: the client form's values. */
function ajax_return_client(): never
{
    require_return_draft();
    $values = [];
    $errors = [];
    foreach (['forename', 'surname', 'phone', 'bank_account'] as $name) {
        $values[$name] = trim((string) ($_POST[$name] ?? ''));
    }
    foreach (['forename', 'surname'] as $name) {
        if ($values[$name] === '') {
            $errors[$name] = 'To pole jest wymagane.';
        }
    }
    $values['bank_account'] = preg_replace('/\s+/', '', $values['bank_account']);
    if (preg_match('/^\d{26}$/', $values['bank_account']) !== 1) {
        $errors['bank_account'] = 'Numer konta ma 26 cyfr.';
    }
    if ($errors) {
        json_answer(['status' => false, 'message' => 'Popraw zaznaczone pola.', 'error_fields' => $errors]);
    }
    $_SESSION['return']['client'] = $values;
    json_answer(['status' => true]);
}

/** GET /ajax/returns/preview: the return as it will be sent, and the form that confirms it. */
function ajax_return_preview(): never
{
    require_return_draft();
    $draft = $_SESSION['return'];
    json_answer([
        'creator' => return_creator(),
        'afterSaleType' => $draft['type_id'] === null ? null : row('SELECT id AS type_id, name, behaviour FROM after_sale_types WHERE id = ?', [$draft['type_id']]),
        'client' => $draft['client'],
        'form' => ['name' => 'returnConfirm', 'action' => '/ajax/returns/confirm', 'fields' => [
            ['name' => 'regulations', 'label' => 'Akceptuję regulamin zwrotów', 'fieldType' => 'checkbox', 'rules' => 'required'],
            ['name' => 'confirm', 'label' => 'Zgłaszam zwrot', 'fieldType' => 'button'],
        ]],
    ]);
}

/** POST /ajax/returns/confirm: the return is saved; its code goes on the parcel. */
function ajax_return_confirm(): never
{
    require_return_draft();
    $draft = $_SESSION['return'];
    if ($draft['type_id'] === null || !$draft['items'] || $draft['errors'] || !$draft['client']) {
        json_answer(['status' => false, 'message' => 'Zwrot jest niepełny: wybierz rodzaj, produkty i podaj swoje dane.']);
    }
    if (($_POST['regulations'] ?? '') === '') {
        json_answer(['status' => false, 'message' => 'Popraw zaznaczone pola.', 'error_fields' => ['regulations' => 'To pole jest wymagane.']]);
    }
    $code = 'ZW-' . strtoupper(bin2hex(random_bytes(4)));
    $return = row('INSERT INTO returns (customer_id, type_id, code, bank_account) VALUES (?, ?, ?, ?) RETURNING id',
        [$draft['customer_id'], $draft['type_id'], $code, $draft['client']['bank_account']]);
    foreach ($draft['items'] as $orderItemId => $quantity) {
        rows('INSERT INTO return_items (return_id, order_item_id, quantity) VALUES (?, ?, ?)', [$return['id'], $orderItemId, $quantity]);
    }
    unset($_SESSION['return']);
    json_answer(['status' => true, 'message' => 'Zwrot zgłoszony.', 'return_code' => $code, 'return_pdf' => '']);
}

/** GET /ajax/returns/index/{page}: the customer's returns, or with ?hash= the returns of that order. */
function ajax_returns_index(int $page): never
{
    $hash = (string) ($_GET['hash'] ?? '');
    [$filter, $param] = $hash !== ''
        ? ['EXISTS (SELECT 1 FROM return_items ri JOIN order_items oi ON oi.id = ri.order_item_id JOIN orders o ON o.id = oi.order_id
                   WHERE ri.return_id = r.id AND o.transaction_key = ?)', $hash]
        : ['r.customer_id = ?', require_customer_json()];
    $perPage = 10;
    $count = (int) value("SELECT COUNT(*) FROM returns r WHERE $filter", [$param]);
    $pages = max(1, (int) ceil($count / $perPage));
    $page = min(max(1, $page), $pages);
    $returned = rows(
        "SELECT r.id AS return_id, to_char(r.created_at, 'YYYY-MM-DD') AS date, r.code AS \"returnCode\",
                (SELECT o.number FROM return_items ri JOIN order_items oi ON oi.id = ri.order_item_id JOIN orders o ON o.id = oi.order_id
                 WHERE ri.return_id = r.id ORDER BY ri.id LIMIT 1) AS order_number
         FROM returns r WHERE $filter ORDER BY r.created_at DESC, r.id DESC LIMIT $perPage OFFSET " . (($page - 1) * $perPage),
        [$param],
    );
    foreach ($returned as &$return) {
        $return['products'] = rows(
            "SELECT oi.id AS order_item_id, oi.name, '/images/100/' || p.photo AS photo, ri.quantity
             FROM return_items ri JOIN order_items oi ON oi.id = ri.order_item_id JOIN variants v ON v.id = oi.variant_id
             JOIN products p ON p.id = v.product_id WHERE ri.return_id = ? ORDER BY ri.id",
            [$return['return_id']],
        );
    }
    unset($return);
    json_answer(['returned' => $returned, 'paginator' => ['page' => $page, 'pages' => $pages]]);
}
