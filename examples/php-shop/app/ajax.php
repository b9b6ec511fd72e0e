<?php
// The JSON calls of SPEC 7 that the islands make, and the plain forms that do the same without
// scripts. Every answer is json_encode of what PDO gave: numeric strings, NULL, PHP lists.

declare(strict_types=1);

function post_int(string $name): int
{
    return (int) ($_POST[$name] ?? 0);
}

/** POST /ajax/basket/add: id, variant, quantity (a plain product; README "Embedding widgets"). */
function ajax_basket_add(): never
{
    $productId = post_int('id');
    $refusal = basket_add($productId, post_int('variant'), max(1, (int) ($_POST['quantity'] ?? 1)));
    if ($refusal !== null) {
        // SPEC 4: a refusal without the limit flag marks the size sold out; only a size with none left is.
        $soldOut = value('SELECT stock - blocked_stock <= 0 FROM variants WHERE id = ? AND product_id = ?', [post_int('variant'), $productId]);
        json_answer(['status' => false, 'message' => $refusal] + ($soldOut === true ? [] : ['limit' => true]));
    }
    $item = row(
        'SELECT p.name, c.name AS category_name, COALESCE(p.promo_price, p.price) AS final, v.ean, p.id AS product_id, pr.name AS producer_name
         FROM variants v JOIN products p ON p.id = v.product_id JOIN categories c ON c.id = p.category_id JOIN producers pr ON pr.id = p.producer_id
         WHERE v.id = ?',
        [post_int('variant')],
    );
    json_answer([
        'status' => true,
        'item' => [
            'name' => $item['name'],
            'category_name' => $item['category_name'],
            'price' => ['final' => $item['final']],
            'ean' => $item['ean'],
            'product_id' => $item['product_id'],
            'quantity' => max(1, (int) ($_POST['quantity'] ?? 1)),
        ],
        'producer_name' => $item['producer_name'],
    ]);
}

/** POST /ajax/basket/quantity: id (the basket line), quantity. */
function ajax_basket_quantity(): never
{
    $refusal = basket_set_quantity(post_int('id'), post_int('quantity'));
    $answer = ['status' => $refusal === null, 'data' => ['basket' => basket_data()]];
    if ($refusal !== null) {
        $answer['message'] = $refusal;
    }
    json_answer($answer);
}

function ajax_basket_delete(): never
{
    basket_delete(post_int('id'));
    json_answer(['status' => true, 'data' => ['basket' => basket_data()], 'basket' => basket_data()]);
}

/** POST /ajax/basket/guest: create_account 0 or 1: the visitor goes on without logging in. */
function ajax_basket_guest(): never
{
    $basket = basket_row(true);
    rows('UPDATE baskets SET guest = true, create_account = ? WHERE id = ?', [($_POST['create_account'] ?? '0') === '1' ? 't' : 'f', $basket['id']]);
    json_answer(['status' => true]);
}

function ajax_country_set(): never
{
    $basket = basket_row(true);
    $country = row('SELECT id FROM countries WHERE id = ?', [post_int('id')]);
    if ($country !== null) {
        rows('UPDATE baskets SET country_id = ? WHERE id = ?', [$country['id'], $basket['id']]);
    }
    json_answer(payments_answer());
}

/** POST /ajax/basket/points/all: id (delivery), pid (payment): the pickup points of that delivery. */
function ajax_points_all(): never
{
    if (value('SELECT is_map FROM deliveries WHERE id = ?', [post_int('id')]) !== true) {
        // Not "no points here": a delivery without a map has no list to show.
        json_answer(['status' => false, 'message' => 'Ten sposób dostawy nie ma punktów odbioru.'], 422);
    }
    $points = rows('SELECT * FROM pickup_points WHERE delivery_id = ? ORDER BY code', [post_int('id')]);
    json_answer(['status' => true, 'items' => array_map('pickup_point_json', $points)]);
}

function ajax_points_details(): never
{
    $point = row('SELECT * FROM pickup_points WHERE delivery_id = ? AND code = ?', [post_int('id'), (string) ($_POST['point'] ?? '')]);
    json_answer($point === null ? ['status' => false, 'message' => 'Nie ma takiego punktu.'] : ['status' => true, 'point' => pickup_point_json($point)]);
}

/** POST /ajax/basket/summary: checks the order payload; the summary page then shows the choice. */
function ajax_summary(): never
{
    $checked = check_order($_POST);
    if (!isset($checked['choice'])) {
        json_answer(['status' => false, 'message' => $checked['message'], 'error_fields' => $checked['errors'], 'redirect' => $checked['redirect'] ?? '']);
    }
    $_SESSION['checkout'] = $checked['choice'];
    json_answer(['status' => true, 'basket' => basket_data()]);
}

function ajax_order(): never
{
    // One attempt, one order: a key seen before gets the answer of the order its first
    // call placed, and nothing is checked or placed again (the basket is empty by then).
    $attempt = (string) ($_SERVER['HTTP_IDEMPOTENCY_KEY'] ?? '');
    if (!preg_match('/^[\w-]{16,128}$/', $attempt)) {
        json_answer(['status' => false, 'message' => 'The header "Idempotency-Key" must be 16 to 128 letters, digits, "-" or "_".'], 400);
    }
    $first = placed_attempt($attempt);
    if ($first !== null) {
        json_answer(order_answer($first));
    }
    $checked = check_order($_POST);
    if (!isset($checked['choice'])) {
        json_answer(['status' => false, 'message' => $checked['message'], 'errors' => $checked['errors'], 'redirect' => $checked['redirect'] ?? '/basket']);
    }
    try {
        place_order($checked, $attempt);
    } catch (PDOException $error) {
        // Two calls of one attempt at once (the session lock keeps them apart, but not every
        // backend has one): the key is UNIQUE, so the later one answers with the earlier's order.
        if (db()->inTransaction()) {
            db()->rollBack();
        }
        $first = $error->getCode() === '23505' ? placed_attempt($attempt) : null;
        if ($first === null) {
            throw $error;
        }
    }
    json_answer(order_answer(placed_attempt($attempt)));
}

/** The order placed under an Idempotency-Key, with its payment behaviour; null when none was. */
function placed_attempt(string $attempt): ?array
{
    return row(
        'SELECT o.id, o.transaction_key, p.behaviour AS payment_behaviour FROM orders o
         JOIN delivery_costs dc ON dc.id = o.delivery_cost_id JOIN payments p ON p.id = dc.payment_id WHERE o.attempt_key = ?',
        [$attempt],
    );
}

/** SPEC 7: the answer of a placed order, the same for every call of its attempt. */
function order_answer(array $order): array
{
    $key = $order['transaction_key'];
    $answer = ['status' => true, 'transaction' => $key, 'orderId' => $order['id']];
    if ($order['payment_behaviour'] === 'bluemedia_blik') {
        // SPEC 4: a BLIK order asks for the code; the code goes to BlikAction.
        $_SESSION['blik'][$order['id']] = $key;
        $answer += ['BlikStatus' => 'pending', 'BlikAction' => '/ajax/order/blik/' . $order['id']];
    }
    if ($order['payment_behaviour'] === 'card') {
        // SPEC 4: a card order goes to the card operator's page.
        $answer['redirect_url'] = card_gateway_url($key);
    }
    return $answer;
}

/** POST /ajax/access: email, psw (the login form's fields), basket. */
function ajax_access(): never
{
    $customer = row('SELECT * FROM customers WHERE email = ?', [trim((string) ($_POST['email'] ?? ''))]);
    if ($customer === null || !password_verify((string) ($_POST['psw'] ?? ''), $customer['password_hash'])) {
        json_answer(['status' => false, 'message' => 'Nieprawidłowy e-mail lub hasło.', 'error_fields' => ['psw' => 'Nieprawidłowy e-mail lub hasło.']]);
    }
    log_in((int) $customer['id']);
    $to = (string) ($_POST['to'] ?? '');
    json_answer([
        'status' => true,
        'message' => 'Witaj, ' . $customer['forename'] . '!',
        'redirect' => str_starts_with($to, '/') && !str_starts_with($to, '//') ? $to : '/',
        'data' => [
            'login' => ['forename' => $customer['forename'], 'surname' => $customer['surname']],
            'addresses' => [
                'delivery' => rows("SELECT forename, surname, address, city FROM addresses WHERE customer_id = ? AND type = 'delivery'", [$customer['id']]),
                'invoice' => rows("SELECT forename, surname, address, city FROM addresses WHERE customer_id = ? AND type = 'invoice'", [$customer['id']]),
            ],
        ],
    ]);
}

/** A new session id for the customer; the visitor's basket comes along. */
function log_in(int $customerId): void
{
    session_regenerate_id(true);
    $_SESSION['customer_id'] = $customerId;
    $basket = basket_row();
    if ($basket !== null) {
        rows('UPDATE baskets SET customer_id = ? WHERE id = ?', [$customerId, $basket['id']]);
    }
}

function ajax_logout(): never
{
    unset($_SESSION['customer_id'], $_SESSION['basket_key'], $_SESSION['checkout']);
    session_regenerate_id(true);
    json_answer(['status' => true, 'redirect' => '/']);
}

/** POST /ajax/registerTranslations: translations[]: keys the islands lacked; kept for the shop's editors. */
function ajax_register_translations(): never
{
    foreach ((array) ($_POST['translations'] ?? []) as $key) {
        rows('INSERT INTO missing_translations (key) VALUES (?) ON CONFLICT DO NOTHING', [(string) $key]);
    }
    json_answer(['status' => true]);
}

function ajax_product_preview(int $id): never
{
    $product = row('SELECT uri FROM products WHERE id = ?', [$id]);
    if ($product === null) {
        json_answer(['status' => false, 'message' => 'Nie ma takiego produktu.'], 404);
    }
    json_answer(['product' => product_card(product_by_uri($product['uri']))]);
}

/** The account's calls; a visitor who is not logged in gets 401 and the login page's address. */
function require_customer_json(): int
{
    $id = customer_id();
    if ($id === null) {
        json_answer(['status' => false, 'message' => 'Zaloguj się.', 'redirect' => '/access/login'], 401);
    }
    return $id;
}

/** The plain forms of the basket (no JavaScript): the same logic, then back to the page (post/redirect/get). */
function form_back(?string $refusal): never
{
    if ($refusal !== null) {
        $_SESSION['flash'] = $refusal;
    }
    $next = $refusal === null ? (string) ($_POST['next'] ?? '') : '';
    $to = $next !== '' ? $next : (string) ($_POST['return'] ?? '/');
    redirect(str_starts_with($to, '/') && !str_starts_with($to, '//') ? $to : '/');
}

/** GET /myAccount/ajax/address/overview: the saved addresses, each as its printed lines. */
function ajax_addresses(): never
{
    $customerId = require_customer_json();
    $answer = ['delivery' => [], 'invoice' => []];
    foreach (rows('SELECT * FROM addresses WHERE customer_id = ? ORDER BY id', [$customerId]) as $address) {
        $answer[$address['type']][] = [
            'id' => $address['id'],
            'type' => $address['type'],
            'isDefault' => $address['is_default'],
            'lines' => [$address['forename'] . ' ' . $address['surname'], $address['address'], $address['postcode'] . ' ' . $address['city']],
        ];
    }
    $answer['canAddMoreDelivery'] = count($answer['delivery']) < 5;
    $answer['canAddMoreInvoice'] = count($answer['invoice']) < 5;
    json_answer(['address' => $answer]);
}

function ajax_personal_data(): never
{
    $customer = customer() ?? require_customer_json();
    json_answer(['form' => [
        'name' => 'personalData',
        'action' => '/myAccount/ajax/personalData/save',
        'fields' => [
            ['name' => 'forename', 'label' => 'Imię', 'value' => $customer['forename'], 'rules' => 'required'],
            ['name' => 'surname', 'label' => 'Nazwisko', 'value' => $customer['surname'], 'rules' => 'required'],
            ['name' => 'phone', 'label' => 'Telefon', 'value' => $customer['phone']],
            ['name' => 'save', 'label' => 'Zapisz', 'fieldType' => 'button'],
        ],
    ]]);
}

function ajax_password_form(): never
{
    require_customer_json();
    json_answer(['form' => [
        'name' => 'passwordChange',
        'action' => '/myAccount/ajax/personalData/password',
        'fields' => [
            ['name' => 'old_password', 'label' => 'Obecne hasło', 'fieldType' => 'password', 'type' => 'password', 'rules' => 'required'],
            ['name' => 'new_password', 'label' => 'Nowe hasło', 'fieldType' => 'password', 'type' => 'password', 'rules' => 'required|min_length[8]'],
            ['name' => 'save', 'label' => 'Zmień hasło', 'fieldType' => 'button'],
        ],
        'info' => ['clearAfter' => true],
    ]]);
}

// The parts of the account this reference shop does not run: honest empty answers.
function ajax_empty_account(string $what): never
{
    require_customer_json();
    json_answer(match ($what) {
        'loyalty' => ['points' => 0],
        'opinions' => ['items' => []],
    });
}

/** GET /ajax/after-sale/index?hash=…: the orders a hash reaches (a customer's own without one). */
function ajax_after_sale(): never
{
    $hash = (string) ($_GET['hash'] ?? '');
    $customerId = customer_id();
    if ($hash === '' && $customerId === null) {
        json_answer(['status' => false, 'message' => 'Zaloguj się.'], 401);
    }
    $orders = rows(
        "SELECT id, number, to_char(created_at, 'YYYY-MM-DD') AS date, status, transaction_key AS hash, total::text AS total
         FROM orders WHERE " . ($hash !== '' ? 'transaction_key = ?' : 'customer_id = ?') . ' ORDER BY id DESC',
        [$hash !== '' ? $hash : $customerId],
    );
    foreach ($orders as &$order) {
        $order['returnable'] = $order['status'] === 'sent';
        $order['products'] = rows('SELECT id AS order_item_id, name, quantity FROM order_items WHERE order_id = ?', [$order['id']]);
    }
    unset($order);
    json_answer(['orders' => $orders, 'payment' => [], 'paginator' => ['page' => 1, 'pages' => 1]]);
}

function ajax_basket_code(string $kind, bool $clear): never
{
    if ($clear) {
        $basket = basket_row();
        if ($basket !== null) {
            rows('UPDATE baskets SET ' . ($kind === 'discount' ? 'discount_code' : 'voucher_code') . ' = NULL WHERE id = ?', [$basket['id']]);
        }
        json_answer(['status' => true, 'message' => '']);
    }
    $refusal = basket_set_code($kind, trim((string) ($_POST[$kind === 'discount' ? 'code' : 'voucher'] ?? '')));
    json_answer(['status' => $refusal === null, 'message' => $refusal ?? ($kind === 'discount' ? 'Kod rabatowy dodany.' : 'Bon dodany.')]);
}

/** GET /ajax/language-choice: the languages, delivery countries and currencies of the language modal. */
function ajax_language_choice(): never
{
    json_answer(['items' => rows(
        "SELECT 'pl' AS language_iso, 'Polski' AS language_name, id AS country_id, name AS country_name, iso AS country_iso,
                'PLN' AS currency_iso, 1 AS currency_id FROM countries ORDER BY id",
    )]);
}

/** POST {BlikAction}: AuthorizationCode, six digits; the order is paid (a real shop asks its payment operator). */
function ajax_blik(int $orderId): never
{
    $order = row('SELECT id, paid_at FROM orders WHERE id = ? AND transaction_key = ?', [$orderId, (string) ($_SESSION['blik'][$orderId] ?? '')]);
    if ($order === null) {
        json_answer(['status' => false, 'message' => 'Nie ma takiego zamówienia.'], 404);
    }
    if (preg_match('/^\d{6}$/', (string) ($_POST['AuthorizationCode'] ?? '')) !== 1) {
        json_answer(['status' => false, 'BlikStatus' => 'payment_error', 'message' => 'Kod BLIK ma sześć cyfr.']);
    }
    rows('UPDATE orders SET paid_at = now() WHERE id = ?', [$order['id']]);
    json_answer(['status' => true, 'BlikStatus' => 'accepted', 'message' => 'Płatność przyjęta.']);
}

/** The address form (SPEC 3 Form) of the account and of the delivery step; $address fills it. */
function address_form(string $type, int $id, array $address = []): array
{
    $field = fn (string $name, string $label, bool $required = true) => [
        'name' => $name, 'label' => $label, 'value' => (string) ($address[$name] ?? ''), 'rules' => $required ? 'required' : '',
    ];
    return [
        'name' => 'address',
        'action' => '/myAccount/ajax/address/save/' . $type . '/' . $id,
        'fields' => [
            $field('forename', 'Imię'),
            $field('surname', 'Nazwisko'),
            $field('address', 'Ulica i numer'),
            $field('postcode', 'Kod pocztowy'),
            $field('city', 'Miejscowość'),
            $field('phone', 'Telefon', false),
            $field('email', 'E-mail', false),
            ['name' => 'save', 'label' => 'Zapisz adres', 'fieldType' => 'button'],
        ],
    ];
}

/** GET /myAccount/ajax/address/{type}/{id}: the form of a saved address, or of a new one (id 0). */
function ajax_address_form(string $type, int $id): never
{
    $customerId = require_customer_json();
    $address = $id === 0 ? [] : row('SELECT * FROM addresses WHERE id = ? AND customer_id = ? AND type = ?', [$id, $customerId, $type]);
    if ($address === null) {
        json_answer(['status' => false, 'message' => 'Nie ma takiego adresu.'], 404);
    }
    json_answer(['form' => address_form($type, $id, $address)]);
}

/** Saves an address from the form's values; the errors by field, or [] and the saved id. */
function save_address(int $customerId, string $type, int $id, array $values): array
{
    $errors = [];
    foreach (['forename', 'surname', 'address', 'postcode', 'city'] as $name) {
        if (trim((string) ($values[$name] ?? '')) === '') {
            $errors[$name] = 'To pole jest wymagane.';
        }
    }
    if ($errors) {
        return [$errors, null];
    }
    $fields = [$values['forename'], $values['surname'], $values['address'], $values['postcode'], $values['city'], $values['email'] ?? null, $values['phone'] ?? null];
    $saved = $id === 0
        ? row('INSERT INTO addresses (customer_id, type, forename, surname, address, postcode, city, email, phone) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id',
            [$customerId, $type, ...$fields])
        : row('UPDATE addresses SET forename = ?, surname = ?, address = ?, postcode = ?, city = ?, email = ?, phone = ? WHERE id = ? AND customer_id = ? RETURNING id',
            [...$fields, $id, $customerId]);
    return [[], $saved['id'] ?? null];
}

/** POST /myAccount/ajax/address/save/{type}/{id}: the form's values and _namespace. */
function ajax_address_save(string $type, int $id): never
{
    [$errors, $saved] = save_address(require_customer_json(), $type, $id, $_POST);
    if ($errors || $saved === null) {
        json_answer(['status' => false, 'message' => $errors ? 'Popraw zaznaczone pola.' : 'Nie ma takiego adresu.', 'error_fields' => $errors]);
    }
    json_answer(['status' => true, 'message' => 'Adres zapisany.']);
}

function ajax_address_delete(int $id): never
{
    $customerId = require_customer_json();
    rows('DELETE FROM addresses WHERE id = ? AND customer_id = ?', [$id, $customerId]);
    json_answer(['status' => true, 'message' => 'Adres usunięty.']);
}

/** POST /ajax/basket/address/form: a customer adds a delivery address at the delivery step. */
function ajax_basket_address(): never
{
    [$errors] = save_address(require_customer_json(), 'delivery', 0, $_POST);
    if ($errors) {
        json_answer(['status' => false, 'message' => 'Popraw zaznaczone pola.', 'error_fields' => $errors]);
    }
    json_answer(['status' => true, 'message' => 'Adres zapisany.', 'basket' => basket_data()]);
}

function ajax_address_default(int $id): never
{
    $customerId = require_customer_json();
    $type = value('SELECT type FROM addresses WHERE id = ? AND customer_id = ?', [$id, $customerId]);
    if ($type === false) {
        json_answer(['status' => false, 'message' => 'Nie ma takiego adresu.'], 404);
    }
    rows('UPDATE addresses SET is_default = (id = ?) WHERE customer_id = ? AND type = ?', [$id, $customerId, $type]);
    json_answer(['status' => true, 'message' => 'Adres domyślny zmieniony.']);
}

/** POST /myAccount/ajax/personalData/save: the personal data form's values. */
function ajax_personal_data_save(): never
{
    $customerId = require_customer_json();
    $errors = [];
    foreach (['forename', 'surname'] as $name) {
        if (trim((string) ($_POST[$name] ?? '')) === '') {
            $errors[$name] = 'To pole jest wymagane.';
        }
    }
    if ($errors) {
        json_answer(['status' => false, 'message' => 'Popraw zaznaczone pola.', 'error_fields' => $errors]);
    }
    rows('UPDATE customers SET forename = ?, surname = ?, phone = ? WHERE id = ?',
        [trim($_POST['forename']), trim($_POST['surname']), trim((string) ($_POST['phone'] ?? '')) ?: null, $customerId]);
    json_answer(['status' => true, 'message' => 'Dane zapisane.']);
}

/** The customer-service inbox: GET /myAccount/ajax/bok/overview/{page}. */
function ajax_bok_overview(int $page): never
{
    $customerId = require_customer_json();
    $perPage = 10;
    $count = (int) value('SELECT COUNT(*) FROM bok_threads WHERE customer_id = ?', [$customerId]);
    $pagesCount = max(1, (int) ceil($count / $perPage));
    $page = min(max(1, $page), $pagesCount);
    $threads = rows(
        "SELECT t.id, t.subject, to_char(t.created_at, 'YYYY-MM-DD HH24:MI') AS date, t.closed AS \"isClosed\",
                (SELECT COUNT(*) FROM bok_messages m WHERE m.thread_id = t.id) AS \"messagesCount\"
         FROM bok_threads t WHERE t.customer_id = ? ORDER BY t.created_at DESC LIMIT $perPage OFFSET " . (($page - 1) * $perPage),
        [$customerId],
    );
    json_answer(['threads' => $threads, 'paginator' => ['page' => $page, 'pagesCount' => $pagesCount, 'count' => $count]]);
}

function bok_form(string $action, bool $withSubject): array
{
    $fields = $withSubject ? [['name' => 'subject', 'label' => 'Temat', 'rules' => 'required|max_length[120]']] : [];
    $fields[] = ['name' => 'content', 'label' => 'Wiadomość', 'fieldType' => 'textarea', 'rules' => 'required|max_length[2000]'];
    $fields[] = ['name' => 'send', 'label' => 'Wyślij', 'fieldType' => 'button'];
    return ['name' => 'bok', 'action' => $action, 'fields' => $fields, 'info' => ['clearAfter' => true]];
}

/** GET /myAccount/ajax/bok/create: the form of a new thread. */
function ajax_bok_create(): never
{
    require_customer_json();
    json_answer(['form' => bok_form('/myAccount/ajax/bok/send', true)]);
}

/** GET /myAccount/ajax/bok/conversation/{id}: a thread, its messages and the reply form. */
function ajax_bok_conversation(int $id): never
{
    $customerId = require_customer_json();
    $thread = row("SELECT id, subject, to_char(created_at, 'YYYY-MM-DD HH24:MI') AS date, closed FROM bok_threads WHERE id = ? AND customer_id = ?", [$id, $customerId]);
    if ($thread === null) {
        json_answer(['status' => false, 'message' => 'Nie ma takiej rozmowy.'], 404);
    }
    $messages = rows(
        "SELECT m.id, m.author, CASE m.author WHEN 'shop' THEN 'Obsługa sklepu' ELSE c.forename || ' ' || c.surname END AS \"authorName\",
                to_char(m.created_at, 'YYYY-MM-DD HH24:MI') AS date, m.content
         FROM bok_messages m JOIN bok_threads t ON t.id = m.thread_id JOIN customers c ON c.id = t.customer_id
         WHERE m.thread_id = ? ORDER BY m.created_at, m.id",
        [$id],
    );
    $closed = $thread['closed'];
    unset($thread['closed']);
    json_answer(['thread' => $thread, 'isClosed' => $closed, 'messages' => $messages, 'form' => $closed ? null : bok_form('/myAccount/ajax/bok/reply/' . $id, false)]);
}

/** POST /myAccount/ajax/bok/send (subject, content) and /reply/{id} (content). */
function ajax_bok_send(?int $threadId): never
{
    $customerId = require_customer_json();
    $content = trim((string) ($_POST['content'] ?? ''));
    $subject = trim((string) ($_POST['subject'] ?? ''));
    $errors = [];
    if ($content === '') {
        $errors['content'] = 'To pole jest wymagane.';
    }
    if ($threadId === null && $subject === '') {
        $errors['subject'] = 'To pole jest wymagane.';
    }
    if ($errors) {
        json_answer(['status' => false, 'message' => 'Popraw zaznaczone pola.', 'error_fields' => $errors]);
    }
    if ($threadId === null) {
        $threadId = row('INSERT INTO bok_threads (customer_id, subject) VALUES (?, ?) RETURNING id', [$customerId, $subject])['id'];
    } elseif (row('SELECT id FROM bok_threads WHERE id = ? AND customer_id = ? AND NOT closed', [$threadId, $customerId]) === null) {
        json_answer(['status' => false, 'message' => 'Ta rozmowa jest zamknięta.']);
    }
    rows("INSERT INTO bok_messages (thread_id, author, content) VALUES (?, 'customer', ?)", [$threadId, $content]);
    json_answer(['status' => true, 'message' => 'Wiadomość wysłana.', 'redirect' => '/myAccount/bok/conversation/' . $threadId]);
}

/** POST /ajax/registration: the registration form's values; the new customer is logged in. */
function ajax_registration(): never
{
    $errors = [];
    foreach (['forename', 'surname', 'email', 'psw', 'regulations'] as $name) {
        if (trim((string) ($_POST[$name] ?? '')) === '') {
            $errors[$name] = 'To pole jest wymagane.';
        }
    }
    $email = trim((string) ($_POST['email'] ?? ''));
    if (!isset($errors['email']) && !filter_var($email, FILTER_VALIDATE_EMAIL)) {
        $errors['email'] = 'Podaj poprawny adres e-mail.';
    }
    if (!isset($errors['psw']) && strlen((string) $_POST['psw']) < 8) {
        $errors['psw'] = 'Hasło musi mieć co najmniej 8 znaków.';
    }
    if (!isset($errors['email']) && value('SELECT id FROM customers WHERE lower(email) = lower(?)', [$email]) !== false) {
        $errors['email'] = 'Konto z tym adresem już istnieje.';
    }
    if ($errors) {
        json_answer(['status' => false, 'message' => 'Popraw zaznaczone pola.', 'error_fields' => $errors]);
    }
    $region = value('SELECT id FROM regions WHERE id = ? AND country_id = ?', [post_int('region_id'), post_int('country_id')]);
    $customer = row('INSERT INTO customers (email, password_hash, forename, surname, region_id) VALUES (?, ?, ?, ?, ?) RETURNING id',
        [$email, password_hash((string) $_POST['psw'], PASSWORD_DEFAULT), trim($_POST['forename']), trim($_POST['surname']), $region === false ? null : $region]);
    log_in((int) $customer['id']);
    json_answer(['status' => true, 'message' => 'Konto założone.', 'redirect' => '/myAccount/orders']);
}

/** The data a customer may ask a copy of (GET /myAccount/ajax/personalData/download). */
const DATA_DOWNLOADS = ['account' => 'Dane konta i adresy', 'orders' => 'Zamówienia i zwroty'];

/** GET /myAccount/ajax/personalData/download: a link per kind of data; one asked for is sent by e-mail. */
function ajax_downloads(): never
{
    $customerId = require_customer_json();
    $asked = [];
    foreach (rows("SELECT kind, to_char(MAX(requested_at), 'YYYY-MM-DD HH24:MI') AS at FROM data_requests WHERE customer_id = ? GROUP BY kind", [$customerId]) as $request) {
        $asked[$request['kind']] = $request['at'];
    }
    $links = [];
    foreach (DATA_DOWNLOADS as $kind => $name) {
        $links[] = [
            'name' => $name,
            'url' => '/myAccount/ajax/personalData/download/' . $kind,
            'sent' => isset($asked[$kind]),
            'lock' => false,
            'status' => isset($asked[$kind]) ? 'Wysłano na e-mail ' . $asked[$kind] : '',
        ];
    }
    json_answer(['downloadLinks' => $links]);
}

/** POST /myAccount/ajax/personalData/download/{kind}: the copy is prepared and e-mailed. */
function ajax_download_request(string $kind): never
{
    $customerId = require_customer_json();
    if (!isset(DATA_DOWNLOADS[$kind])) {
        json_answer(['status' => false, 'message' => 'Nie ma takich danych.'], 404);
    }
    rows('INSERT INTO data_requests (customer_id, kind) VALUES (?, ?)', [$customerId, $kind]);
    json_answer(['status' => true, 'message' => 'Przygotujemy plik i wyślemy go na Twój adres e-mail.']);
}

/** GET /ajax/regions/{countryId}: the registration form's dependent list (SPEC 7 GET /{ajaxPath}/{value}). */
function ajax_regions(int $countryId): never
{
    $regions = rows('SELECT id AS value, name AS label FROM regions WHERE country_id = ? ORDER BY name', [$countryId]);
    json_answer(['data' => $regions, 'disabled' => !$regions, 'hidden' => false]);
}
