<?php
// The card payment (SPEC 4, 7): the order answer's redirect_url, the order page's "pay again"
// (POST /order/refresh/{orderId}) and the card operator's page. A real shop asks its operator
// for a payment session and sends the shopper to the operator's site (listed in
// config.paymentGateways); this shop's stand-in operator is /gateway/{key} on its own site.

declare(strict_types=1);

function card_gateway_url(string $key): string
{
    return '/gateway/' . $key;
}

/** An unpaid order this visitor may pay: placed in this session, or the customer's own. */
function payable_order(string $idOrKey): ?array
{
    $order = row(
        'SELECT o.id, o.transaction_key, o.customer_id, o.paid_at, p.behaviour FROM orders o
         JOIN delivery_costs dc ON dc.id = o.delivery_cost_id JOIN payments p ON p.id = dc.payment_id
         WHERE ' . (ctype_digit($idOrKey) ? 'o.id = ?' : 'o.transaction_key = ?'),
        [ctype_digit($idOrKey) ? (int) $idOrKey : $idOrKey],
    );
    $mine = $order !== null && (in_array($order['id'], $_SESSION['orders'] ?? [], true) || ($order['customer_id'] !== null && $order['customer_id'] === customer_id()));
    return $mine ? $order : null;
}

/** POST /order/refresh/{orderId}: the card order's key and where to pay it again. */
function ajax_order_refresh(string $idOrKey): never
{
    $order = payable_order($idOrKey);
    if ($order === null) {
        json_answer(['status' => false, 'message' => 'Nie ma takiego zamówienia.'], 404);
    }
    if ($order['paid_at'] !== null || $order['behaviour'] !== 'card') {
        json_answer(['status' => false, 'message' => 'To zamówienie nie czeka na płatność kartą.'], 409);
    }
    json_answer(['status' => true, 'transaction_key' => $order['transaction_key'], 'redirect_url' => card_gateway_url($order['transaction_key'])]);
}

/** GET /gateway/{key}: the stand-in card operator's page. */
function gateway_page(string $key): never
{
    $order = row('SELECT number, total, paid_at FROM orders WHERE transaction_key = ?', [$key]) ?? not_found();
    if ($order['paid_at'] !== null) {
        redirect('/order/' . $key);
    }
    page('Płatność kartą', '<section class="gateway"><h1>Płatność kartą</h1><p>Zamówienie ' . e($order['number']) . ': ' . money($order['total']) . '</p>'
        . '<p>To strona zastępcza operatora płatności: przycisk opłaca zamówienie.</p>'
        . '<form method="post" action="/gateway/' . e($key) . '">' . hidden_token() . '<button type="submit">Zapłać</button></form>'
        . '<p><a href="/order/' . e($key) . '">Wróć do sklepu bez płacenia</a></p></section>');
}

/** POST /gateway/{key}: paid; back to the order page, as an operator sends the shopper back. */
function gateway_pay(string $key): never
{
    rows("UPDATE orders SET paid_at = now() WHERE transaction_key = ? AND paid_at IS NULL", [$key]);
    redirect('/order/' . $key);
}
