<?php
// Vouchers bought on /vouchers (SPEC 2 Vouchers): the request form (POST /vouchers/index), the
// confirm page, the order (POST /vouchers/order, SPEC 7) and the order's page
// (/voucherOrder/{transaction}). The request waits in the session between the form and the order.

declare(strict_types=1);

/** SPEC 3 Voucher form fields: personalTitle, forename, surname, email, phone, discountsTitle, discount_id. */
function voucher_form(array $values = [], array $errors = []): array
{
    $field = fn (string $name, string $label, string $rules = 'required', string $type = '') => [
        'name' => $name, 'label' => $label, 'type' => $type, 'value' => (string) ($values[$name] ?? ''),
        'error' => $errors[$name] ?? '', 'rules' => $rules,
    ];
    $discounts = [];
    foreach (rows('SELECT id, name FROM voucher_discounts WHERE on_sale ORDER BY value') as $discount) {
        $discounts[] = ['value' => $discount['id'], 'label' => $discount['name'], 'image' => '/images/vouchers/' . $discount['id'] . '.svg'];
    }
    return [
        'name' => 'vouchers',
        'action' => '/vouchers/index',
        'fields' => [
            ['name' => 'personalTitle', 'fieldType' => 'html', 'html' => '<h2>Twoje dane</h2>'],
            $field('forename', 'Imię'),
            $field('surname', 'Nazwisko'),
            $field('email', 'E-mail', 'required|valid_email', 'email'),
            $field('phone', 'Telefon', ''),
            ['name' => 'discountsTitle', 'fieldType' => 'html', 'html' => '<h2>Wybierz bon</h2>'],
            ['fieldType' => 'select', 'data' => $discounts] + $field('discount_id', 'Bon'),
            ['name' => 'send', 'label' => 'Dalej', 'fieldType' => 'button'],
        ],
        // SPEC 2: the form is not cleared after it is sent.
        'info' => ['clearAfter' => false],
    ];
}

/** The request's errors by field; none when it can be ordered. */
function voucher_errors(array $values): array
{
    $errors = [];
    foreach (['forename', 'surname', 'email', 'discount_id'] as $name) {
        if (trim((string) ($values[$name] ?? '')) === '') {
            $errors[$name] = 'To pole jest wymagane.';
        }
    }
    if (!isset($errors['email']) && !filter_var($values['email'], FILTER_VALIDATE_EMAIL)) {
        $errors['email'] = 'Podaj poprawny adres e-mail.';
    }
    if (!isset($errors['discount_id']) && value('SELECT id FROM voucher_discounts WHERE id = ? AND on_sale', [(int) $values['discount_id']]) === false) {
        $errors['discount_id'] = 'Wybierz bon z listy.';
    }
    return $errors;
}

function voucher_values(array $post): array
{
    $values = [];
    foreach (['forename', 'surname', 'email', 'phone', 'discount_id'] as $name) {
        $values[$name] = trim((string) ($post[$name] ?? ''));
    }
    return $values;
}

function vouchers_page(): never
{
    $request = $_SESSION['voucher_request'] ?? ['values' => [], 'errors' => []];
    $form = voucher_form($request['values'], $request['errors']);
    $options = '';
    foreach ($form['fields'][6]['data'] as $option) {
        $options .= '<option value="' . e($option['value']) . '"' . ((string) $option['value'] === ($request['values']['discount_id'] ?? '') ? ' selected' : '') . '>' . e($option['label']) . '</option>';
    }
    $input = fn (string $name, string $label, string $type = 'text') => '<label>' . e($label) . ' <input type="' . $type . '" name="' . $name . '" value="' . e($request['values'][$name] ?? '') . '"></label> ';
    $fallback = '<form class="voucher-form" method="post" action="/vouchers/index">' . hidden_token() . '<input type="hidden" name="_namespace" value="vouchers">'
        . $input('forename', 'Imię') . $input('surname', 'Nazwisko') . $input('email', 'E-mail', 'email') . $input('phone', 'Telefon', 'tel')
        . '<label>Bon <select name="discount_id">' . $options . '</select></label> <button type="submit">Dalej</button></form>';
    page('Bony podarunkowe', '<h1>Bony podarunkowe</h1>' . mount('vouchers', ['screen' => 'form', 'form' => $form], $fallback, ' id="vouchers"'));
}

/** POST /vouchers/index: the island's call answers JSON (SPEC 8 form answer), a plain form is redirected. */
function vouchers_index(): never
{
    $values = voucher_values($_POST);
    $errors = voucher_errors($values);
    $_SESSION['voucher_request'] = ['values' => $values, 'errors' => $errors];
    $scripted = ($_SERVER['HTTP_X_REQUESTED_WITH'] ?? '') === 'XMLHttpRequest';
    if ($errors) {
        $scripted ? json_answer(['status' => false, 'message' => 'Popraw zaznaczone pola.', 'error_fields' => $errors]) : redirect('/vouchers');
    }
    $scripted ? json_answer(['status' => true, 'redirect' => '/vouchers/confirm']) : redirect('/vouchers/confirm');
}

function voucher_confirm_page(): never
{
    $request = $_SESSION['voucher_request'] ?? null;
    if ($request === null || $request['errors']) {
        redirect('/vouchers');
    }
    $values = $request['values'];
    $discount = row('SELECT id, name, on_sale FROM voucher_discounts WHERE id = ?', [(int) $values['discount_id']]);
    $props = [
        'screen' => 'confirm',
        'values' => $values,
        'discount' => ['name' => $discount['name'], 'image' => '/images/vouchers/' . $discount['id'] . '.svg'],
        // SPEC 2: the voucher state flag; a discount taken off sale cannot be ordered.
        'orderDisabled' => !$discount['on_sale'],
    ];
    $fallback = '<dl><dt>Imię i nazwisko</dt><dd>' . e($values['forename'] . ' ' . $values['surname']) . '</dd><dt>E-mail</dt><dd>' . e($values['email'])
        . '</dd><dt>Bon</dt><dd>' . e($discount['name']) . '</dd></dl><form method="post" action="/vouchers/confirm">' . hidden_token()
        . '<button type="submit">Zamawiam</button></form>';
    page('Bon podarunkowy', '<h1>Twój bon</h1>' . mount('vouchers', $props, $fallback, ' id="vouchers"'));
}

/** Places the voucher order; the transaction key, or a refusal. */
function place_voucher_order(array $values): array
{
    if (voucher_errors($values)) {
        return ['status' => false, 'message' => 'Zamówienie bonu jest niepełne. Wypełnij formularz jeszcze raz.'];
    }
    $key = bin2hex(random_bytes(12));
    rows('INSERT INTO voucher_orders (transaction_key, discount_id, forename, surname, email, phone) VALUES (?, ?, ?, ?, ?, ?)',
        [$key, (int) $values['discount_id'], $values['forename'], $values['surname'], $values['email'], $values['phone'] ?: null]);
    unset($_SESSION['voucher_request']);
    return ['status' => true, 'transaction' => $key];
}

/** POST /vouchers/order: the confirm page's values again (SPEC 7): status and transaction. */
function vouchers_order(): never
{
    json_answer(place_voucher_order(voucher_values($_POST)));
}

/** POST /vouchers/confirm: the confirm page's order button without scripts. */
function vouchers_confirm_form(): never
{
    $placed = place_voucher_order($_SESSION['voucher_request']['values'] ?? []);
    redirect($placed['status'] ? '/voucherOrder/' . $placed['transaction'] : '/vouchers');
}

function voucher_order_page(string $key): never
{
    $order = row('SELECT o.*, d.name, d.value FROM voucher_orders o JOIN voucher_discounts d ON d.id = o.discount_id WHERE o.transaction_key = ?', [$key]);
    if ($order === null) {
        not_found();
    }
    page('Bon zamówiony', '<section class="order"><h1>Dziękujemy! Bon zamówiony</h1><p>' . e($order['name']) . ' dla ' . e($order['forename'] . ' ' . $order['surname'])
        . ' trafi na ' . e($order['email']) . ' po wpłacie ' . money($order['value']) . ' na konto 12 3456 7890 1234 5678 9012 3456, tytułem: bon ' . e($order['id']) . '.</p></section>');
}
