<?php
// Cupboards (SPEC 2 Cupboards, SPEC 7 cupboard calls): a customer's saved-product lists. Every
// call answers the summary of the customer's cupboards (window.shopData.cupboards' shape), so the
// tabs, the counts and every save button follow. A visitor has none: `enabled` is false and the
// save buttons ask for a login.

declare(strict_types=1);

/** window.shopData.cupboards: the list with counts, and by product id the cupboards holding it. */
function cupboards_summary(): array
{
    $customerId = customer_id();
    if ($customerId === null) {
        return ['enabled' => false, 'list' => [], 'saved' => []];
    }
    $list = rows(
        'SELECT c.id AS "cupboardId", c.name AS "cupboardName", c.is_default AS "isDefault", COUNT(i.id) AS count
         FROM cupboards c LEFT JOIN cupboard_items i ON i.cupboard_id = c.id
         WHERE c.customer_id = ? GROUP BY c.id ORDER BY c.id',
        [$customerId],
    );
    $saved = [];
    foreach (rows('SELECT i.product_id, i.cupboard_id FROM cupboard_items i JOIN cupboards c ON c.id = i.cupboard_id WHERE c.customer_id = ? ORDER BY i.id', [$customerId]) as $item) {
        $saved[$item['product_id']][] = $item['cupboard_id'];
    }
    return ['enabled' => true, 'list' => $list, 'saved' => $saved];
}

/** The customer's cupboard by id; 0 or none given: the default one, made when there is none. */
function customer_cupboard(int $customerId, int $id): ?array
{
    if ($id !== 0) {
        return row('SELECT * FROM cupboards WHERE id = ? AND customer_id = ?', [$id, $customerId]);
    }
    return row('SELECT * FROM cupboards WHERE customer_id = ? ORDER BY is_default DESC, id LIMIT 1', [$customerId])
        ?? row("INSERT INTO cupboards (customer_id, name, is_default) VALUES (?, 'Moja szafa', true) RETURNING *", [$customerId]);
}

function cupboard_or_refuse(int $customerId, int $id): array
{
    return customer_cupboard($customerId, $id) ?? json_answer(['status' => false, 'message' => 'Nie ma takiej szafy.'], 404);
}

function cupboards_answer(array $more = []): never
{
    json_answer(['status' => true, 'cupboards' => cupboards_summary()] + $more);
}

/** GET /ajax/cupboard/index/{id}: the summary and that cupboard with its products (SPEC 3 Cupboard). */
function ajax_cupboard_index(int $id): never
{
    $cupboard = cupboard_or_refuse(require_customer_json(), $id);
    $products = [];
    $items = rows(
        "SELECT i.id, i.cupboard_id, p.id AS product_id, p.name, p.uri, p.photo, pr.name AS producer_name, p.price,
                COALESCE(p.promo_price, p.price) AS final, v.id AS variant, v.stock, v.blocked_stock, a.name AS attribute_name, av.name AS size
         FROM cupboard_items i JOIN products p ON p.id = i.product_id JOIN producers pr ON pr.id = p.producer_id
         LEFT JOIN variants v ON v.id = i.variant_id LEFT JOIN attribute_values av ON av.id = v.attribute_value_id
         LEFT JOIN attributes a ON a.id = av.attribute_id
         WHERE i.cupboard_id = ? ORDER BY i.created_at DESC, i.id DESC",
        [$cupboard['id']],
    );
    foreach ($items as $item) {
        $products[] = [
            'id' => $item['id'],
            'cupboard_id' => $item['cupboard_id'],
            'product' => ['id' => $item['product_id'], 'name' => $item['name'], 'url' => '/p/' . $item['uri'], 'photo' => '/images/309/' . $item['photo'], 'producer_name' => $item['producer_name']],
            // Saved without a size (from a tile): no variant, so no "add to basket" until one is chosen.
            'variant' => [
                'variant' => $item['variant'],
                'availability' => $item['variant'] !== null && $item['stock'] - $item['blocked_stock'] > 0,
                'stock' => $item['stock'] ?? 0,
                'blocked_stock' => $item['blocked_stock'] ?? 0,
                'price' => ['regular' => $item['price'], 'final' => $item['final']],
                'attributes' => $item['size'] === null ? [] : [['key' => $item['attribute_name'], 'value' => $item['size']]],
                'quantity' => 1,
            ],
        ];
    }
    cupboards_answer(['cupboard' => [
        'cupboardId' => $cupboard['id'], 'cupboardName' => $cupboard['name'], 'isDefault' => $cupboard['is_default'], 'products' => $products,
    ]]);
}

/** POST /ajax/cupboard/products/add: id (product), cupboard_id (none: the default), variant (optional). */
function ajax_cupboard_product_add(): never
{
    $cupboard = cupboard_or_refuse(require_customer_json(), post_int('cupboard_id'));
    $product = row('SELECT id FROM products WHERE id = ?', [post_int('id')]) ?? json_answer(['status' => false, 'message' => 'Nie ma takiego produktu.'], 404);
    $variant = value('SELECT id FROM variants WHERE id = ? AND product_id = ?', [post_int('variant'), $product['id']]);
    rows(
        'INSERT INTO cupboard_items (cupboard_id, product_id, variant_id) VALUES (?, ?, ?)
         ON CONFLICT (cupboard_id, product_id) DO UPDATE SET variant_id = COALESCE(EXCLUDED.variant_id, cupboard_items.variant_id)',
        [$cupboard['id'], $product['id'], $variant === false ? null : $variant],
    );
    cupboards_answer();
}

/** POST /ajax/cupboard/products/remove: id (product), cupboard_id. */
function ajax_cupboard_product_remove(): never
{
    $cupboard = cupboard_or_refuse(require_customer_json(), post_int('cupboard_id'));
    rows('DELETE FROM cupboard_items WHERE cupboard_id = ? AND product_id = ?', [$cupboard['id'], post_int('id')]);
    cupboards_answer();
}

/** The customer's cupboard items among the posted items[] ids. */
function posted_cupboard_items(int $customerId): array
{
    $ids = array_map('intval', (array) ($_POST['items'] ?? []));
    if (!$ids) {
        return [];
    }
    return rows(
        'SELECT i.* FROM cupboard_items i JOIN cupboards c ON c.id = i.cupboard_id
         WHERE c.customer_id = ? AND i.id IN (' . implode(',', array_fill(0, count($ids), '?')) . ')',
        array_merge([$customerId], $ids),
    );
}

/** POST /ajax/cupboard/products/delete: items[] (cupboard item ids). */
function ajax_cupboard_products_delete(): never
{
    foreach (posted_cupboard_items(require_customer_json()) as $item) {
        rows('DELETE FROM cupboard_items WHERE id = ?', [$item['id']]);
    }
    cupboards_answer();
}

/** POST /ajax/cupboard/add: name. The first cupboard is the default. */
function ajax_cupboard_add(): never
{
    $customerId = require_customer_json();
    $name = trim((string) ($_POST['name'] ?? ''));
    // The islands' texts say 40 characters at most and one name once (cupboardNameTooLong, cupboardNameTaken).
    $problem = match (true) {
        preg_match('/^.{1,40}$/u', $name) !== 1 => 'Nazwa szafy ma od 1 do 40 znaków.',
        value('SELECT id FROM cupboards WHERE customer_id = ? AND lower(name) = lower(?)', [$customerId, $name]) !== false => 'Masz już szafę o tej nazwie.',
        default => null,
    };
    if ($problem !== null) {
        json_answer(['status' => false, 'message' => $problem, 'error_fields' => ['name' => $problem]]);
    }
    $first = (int) value('SELECT COUNT(*) FROM cupboards WHERE customer_id = ?', [$customerId]) === 0;
    $cupboard = row('INSERT INTO cupboards (customer_id, name, is_default) VALUES (?, ?, ?) RETURNING id', [$customerId, $name, $first ? 't' : 'f']);
    cupboards_answer(['cupboard' => ['cupboardId' => $cupboard['id']]]);
}

/** GET /ajax/cupboard/{type}Action/{id}: the form of a cupboard action; `edit` (the name) is this shop's one. */
function ajax_cupboard_action_form(string $type, int $id): never
{
    $cupboard = cupboard_or_refuse(require_customer_json(), max(1, $id));
    if ($type !== 'edit') {
        json_answer(['status' => false, 'message' => 'Nie ma takiej akcji szafy.'], 404);
    }
    cupboards_answer(['form' => [
        'name' => 'cupboard-edit',
        'action' => '/ajax/cupboard/editAction/' . $cupboard['id'],
        'fields' => [['name' => 'name', 'fieldType' => 'text', 'label' => 'Nazwa szafy', 'value' => $cupboard['name'], 'rules' => 'required|max_length[40]']],
    ]]);
}

/** POST /ajax/cupboard/{type}Action/{id}: the action's form sent back (edit: _namespace, name). */
function ajax_cupboard_action_submit(string $type, int $id): never
{
    $customerId = require_customer_json();
    $cupboard = cupboard_or_refuse($customerId, max(1, $id));
    if ($type !== 'edit') {
        json_answer(['status' => false, 'message' => 'Nie ma takiej akcji szafy.'], 404);
    }
    $name = trim((string) ($_POST['name'] ?? ''));
    $problem = match (true) {
        preg_match('/^.{1,40}$/u', $name) !== 1 => 'Nazwa szafy ma od 1 do 40 znaków.',
        value('SELECT id FROM cupboards WHERE customer_id = ? AND lower(name) = lower(?) AND id <> ?', [$customerId, $name, $cupboard['id']]) !== false => 'Masz już szafę o tej nazwie.',
        default => null,
    };
    if ($problem !== null) {
        json_answer(['status' => false, 'error_fields' => ['name' => $problem]]);
    }
    rows('UPDATE cupboards SET name = ? WHERE id = ?', [$name, $cupboard['id']]);
    cupboards_answer(['message' => 'Zapisano nazwę szafy.']);
}

/** POST /ajax/cupboard/remove: id. When it was the default, the oldest left becomes the default. */
function ajax_cupboard_remove(): never
{
    $customerId = require_customer_json();
    $cupboard = cupboard_or_refuse($customerId, max(1, post_int('id')));
    rows('DELETE FROM cupboards WHERE id = ?', [$cupboard['id']]);
    if ($cupboard['is_default']) {
        rows('UPDATE cupboards SET is_default = true WHERE id = (SELECT MIN(id) FROM cupboards WHERE customer_id = ?)', [$customerId]);
    }
    cupboards_answer();
}

/** POST /ajax/cupboard/setDefault/{id}. */
function ajax_cupboard_set_default(int $id): never
{
    $customerId = require_customer_json();
    $cupboard = cupboard_or_refuse($customerId, max(1, $id));
    rows('UPDATE cupboards SET is_default = (id = ?) WHERE customer_id = ?', [$cupboard['id'], $customerId]);
    cupboards_answer();
}

/** POST /ajax/basket/addFromCupboard: items[], delete (1: they leave the cupboard once in the basket). */
function ajax_basket_add_from_cupboard(): never
{
    $refusals = [];
    foreach (posted_cupboard_items(require_customer_json()) as $item) {
        $refusal = $item['variant_id'] === null ? 'Wybierz rozmiar na stronie produktu.' : basket_add($item['product_id'], $item['variant_id'], 1);
        if ($refusal !== null) {
            $refusals[] = $refusal;
        } elseif (($_POST['delete'] ?? '0') === '1') {
            rows('DELETE FROM cupboard_items WHERE id = ?', [$item['id']]);
        }
    }
    if ($refusals) {
        json_answer(['status' => false, 'message' => implode(' ', array_unique($refusals)), 'cupboards' => cupboards_summary(), 'basket' => basket_data()]);
    }
    cupboards_answer(['basket' => basket_data()]);
}

/** /cupboard and /cupboard/{id}: the tabs and the list, both the islands' (the server prints the names). */
function cupboard_page(int $id): never
{
    $customerId = customer_id();
    if ($customerId === null) {
        redirect('/access/login?to=' . rawurlencode('/cupboard' . ($id ? '/' . $id : '')));
    }
    $links = '';
    foreach (cupboards_summary()['list'] as $cupboard) {
        $links .= '<li><a href="/cupboard/' . e($cupboard['cupboardId']) . '">' . e($cupboard['cupboardName']) . ' (' . e($cupboard['count']) . ')</a></li>';
    }
    page('Moje szafy', '<h1>Moje szafy</h1>' . mount('cupboard-tabs', null, '<ul class="cupboard-tabs">' . $links . '</ul>')
        . mount('cupboard', null, '<p>Szafa wymaga JavaScriptu.</p>'));
}
