<?php
// Categories, listings, tiles, product cards and the search: what the shop sells, from SQL.

declare(strict_types=1);

const PER_PAGE_ITEMS = [36, 72];
// The address's ?sorting= is the position in this list (0: relevance).
const SORTINGS = [
    ['Trafność', 'p.id'],
    ['Cena: od najniższej', 'COALESCE(p.promo_price, p.price), p.id'],
    ['Cena: od najwyższej', 'COALESCE(p.promo_price, p.price) DESC, p.id'],
];

/** The size filter (attributes.code) with its values as the listing answer lists them. */
function listing_attributes(): array
{
    $attributes = [];
    foreach (rows('SELECT id, code, name FROM attributes ORDER BY id') as $attribute) {
        $attribute['url'] = $attribute['code'];
        $attribute['values'] = rows(
            'SELECT id, name AS v, uri AS u FROM attribute_values WHERE attribute_id = ? ORDER BY position',
            [$attribute['id']],
        );
        $attributes[] = $attribute;
    }
    return $attributes;
}

/**
 * Filter segments of a listing address: /c/sukienki/rozmiar_m,l → ['rozmiar' => ['m', 'l']]
 * (README "Listings and the header search": attribute `/`, attribute_value `_`, value `,`).
 */
function parse_filter_segments(string $rest): array
{
    $filters = [];
    foreach (array_filter(explode('/', $rest), 'strlen') as $segment) {
        $at = strpos($segment, '_');
        if ($at === false) {
            continue;
        }
        $filters[substr($segment, 0, $at)] = array_values(array_filter(explode(',', substr($segment, $at + 1)), 'strlen'));
    }
    return $filters;
}

/** The canonical address of a listing state (attributes and values sorted, page only above 1). */
function listing_href(string $base, array $filters, array $query): string
{
    ksort($filters);
    $path = $base;
    foreach ($filters as $code => $values) {
        if (!$values) {
            continue;
        }
        sort($values);
        $path .= '/' . $code . '_' . implode(',', $values);
    }
    $query = array_filter($query, fn ($value) => $value !== null && $value !== '' && !($value === 1));
    return $path . ($query ? '?' . http_build_query($query) : '');
}

/**
 * The shop's one pagination, in the islands' markup (shared/ui/page-links.tsx): previous, the
 * first and last pages with two either side of the current one (gaps as "…"), next. The listing
 * island takes it over without a jump. Nothing when there is one page.
 */
function page_links_html(string $label, int $current, int $count, callable $href): string
{
    if ($count < 2) {
        return '';
    }
    $step = function (int $page, string $rel, string $word) use ($count, $href): string {
        $class = 'sw-page-links__step sw-page-links__step--' . $rel;
        $inner = '<span class="sw-page-links__word">' . $word . '</span>';
        return $page >= 1 && $page <= $count
            ? '<a class="' . $class . '" href="' . e($href($page)) . '" rel="' . $rel . '">' . $inner . '</a>'
            : '<span class="' . $class . '" aria-disabled="true">' . $inner . '</span>';
    };
    $items = '<li>' . $step($current - 1, 'prev', 'Poprzednia') . '</li>';
    $gap = false;
    for ($page = 1; $page <= $count; $page++) {
        if ($page === 1 || $page === $count || abs($page - $current) <= 2) {
            $items .= '<li><a href="' . e($href($page)) . '" aria-label="Strona ' . $page . '"' . ($page === $current ? ' aria-current="page"' : '') . '>' . $page . '</a></li>';
            $gap = false;
        } elseif (!$gap) {
            $items .= '<li class="sw-page-links__gap" aria-hidden="true">…</li>';
            $gap = true;
        }
    }
    $items .= '<li>' . $step($current + 1, 'next', 'Następna') . '</li>';
    return '<nav class="sw-page-links" aria-label="' . e($label) . '"><ul>' . $items . '</ul></nav>';
}

/**
 * One page of a category or of a search: the answer of POST {listing address}, which is also the
 * listing island's props.answer on the page.
 *
 * @param array<string, list<string>> $filters attribute code → value uris
 */
function listing_answer(?array $category, string $phrase, array $filters, int $page, int $perPage, int $sorting): array
{
    $where = [];
    $params = [];
    if ($category !== null) {
        $where[] = 'p.category_id = ?';
        $params[] = $category['id'];
    }
    if ($phrase !== '') {
        $where[] = '(p.name ILIKE ? OR pr.name ILIKE ?)';
        $params[] = '%' . $phrase . '%';
        $params[] = '%' . $phrase . '%';
    }
    foreach ($filters as $code => $values) {
        if (!$values) {
            continue;
        }
        // A product passes a filter when one of its sizes is among the chosen values.
        $where[] = 'EXISTS (SELECT 1 FROM variants fv JOIN attribute_values fav ON fav.id = fv.attribute_value_id
            JOIN attributes fa ON fa.id = fav.attribute_id
            WHERE fv.product_id = p.id AND fa.code = ? AND fav.uri IN (' . implode(',', array_fill(0, count($values), '?')) . '))';
        $params[] = $code;
        array_push($params, ...$values);
    }
    $sql = ' FROM products p JOIN producers pr ON pr.id = p.producer_id' . ($where ? ' WHERE ' . implode(' AND ', $where) : '');
    $count = (int) value('SELECT COUNT(*)' . $sql, $params);
    $pagesCount = max(1, (int) ceil($count / $perPage));
    $page = min(max(1, $page), $pagesCount);
    $sorting = isset(SORTINGS[$sorting]) ? $sorting : 0;
    $order = SORTINGS[$sorting][1];
    $products = tiles(rows(
        'SELECT p.id' . $sql . ' ORDER BY ' . $order . ' LIMIT ' . $perPage . ' OFFSET ' . (($page - 1) * $perPage),
        $params,
    ));
    return [
        'attributes' => listing_attributes(),
        'fichesFilter' => [],
        'seo_title' => $category['name'] ?? 'Wyniki wyszukiwania',
        'seo_header' => $category['name'] ?? ('Wyniki wyszukiwania: ' . $phrase),
        'seo_content_description' => '',
        'products' => $products,
        'currentPage' => $page,
        'pagesCount' => $pagesCount,
        'productsCount' => $count,
        'perPage' => ['default' => PER_PAGE_ITEMS[0], 'index' => $perPage, 'items' => PER_PAGE_ITEMS],
        // SPEC 3: an index-to-label map; a PHP list is one (its JSON array reads keyed by position).
        'sorting' => ['items' => array_column(SORTINGS, 0), 'index' => $sorting],
        'separators' => ['start' => '/', 'attribute' => '/', 'attribute_value' => '_', 'value' => ','],
    ];
}

/**
 * Tiles of the given products, in their order (SPEC 3 "Product tile").
 *
 * @param list<array{id: int}> $ids
 */
function tiles(array $ids): array
{
    if (!$ids) {
        return [];
    }
    $list = array_column($ids, 'id');
    $rows = rows(
        'SELECT p.id AS product_id, p.name, p.uri, p.photo AS thumbnail, p.hover_photo AS hover, pr.name AS producer_name,
                pr.uri AS producer_uri, COALESCE(p.promo_price, p.price) AS price_min, p.price AS brutto, p.promo_price AS promo_brutto,
                (SELECT v.id FROM variants v WHERE v.product_id = p.id AND v.stock - v.blocked_stock > 0 ORDER BY v.id LIMIT 1) AS first_variant
         FROM products p JOIN producers pr ON pr.id = p.producer_id
         WHERE p.id IN (' . implode(',', array_fill(0, count($list), '?')) . ')',
        $list,
    );
    $byId = array_column($rows, null, 'product_id');
    $tiles = [];
    foreach ($list as $id) {
        $row = $byId[$id];
        $tiles[] = [
            'name' => $row['name'],
            'product_id' => $row['product_id'],
            'url' => '/p/' . $row['uri'],
            'thumbnail' => $row['thumbnail'],
            'hover' => $row['hover'],
            'producer_name' => $row['producer_name'],
            'brand_category_url' => '/marka/' . $row['producer_uri'],
            'price_min' => $row['price_min'],
            'prices' => ['brutto' => $row['brutto'], 'promo_brutto' => $row['promo_brutto']],
            'fiches' => [],
            // The tile's own add button puts the first size in stock in the basket; none: sold out.
            'add' => $row['first_variant'] === null ? null : ['variant' => $row['first_variant']],
        ];
    }
    return $tiles;
}

function category_by_uri(string $uri): ?array
{
    return row('SELECT id, name, uri FROM categories WHERE uri = ?', [$uri]);
}

function product_by_uri(string $uri): ?array
{
    return row(
        'SELECT p.*, pr.name AS producer_name, c.name AS category_name, c.uri AS category_uri
         FROM products p JOIN producers pr ON pr.id = p.producer_id JOIN categories c ON c.id = p.category_id WHERE p.uri = ?',
        [$uri],
    );
}

/** The product card of window.shopData.product and of the quick view (SPEC 3 "Product card"). */
function product_card(array $product): array
{
    $variants = rows(
        'SELECT v.id AS variant_id, v.product_id, v.attribute_value_id, v.stock, v.blocked_stock, v.ean AS code, v.delivery_time,
                av.attribute_id, av.name AS value_name
         FROM variants v JOIN attribute_values av ON av.id = v.attribute_value_id
         WHERE v.product_id = ? ORDER BY av.position',
        [$product['id']],
    );
    $attributes = [];
    $deliveryTimes = [];
    $cardVariants = [];
    foreach ($variants as $variant) {
        $attributeId = $variant['attribute_id'];
        if (!isset($attributes[$attributeId])) {
            $attribute = row('SELECT id, name FROM attributes WHERE id = ?', [$attributeId]);
            $attributes[$attributeId] = ['id' => $attribute['id'], 'type' => 'select', 'name' => $attribute['name'], 'values' => []];
        }
        $attributes[$attributeId]['values'][] = [
            'id' => $variant['attribute_value_id'],
            'name' => $variant['value_name'],
            'disabled' => false,
            'notifyIco' => $variant['stock'] - $variant['blocked_stock'] <= 0,
        ];
        $deliveryTimes[$variant['variant_id']] = $variant['delivery_time'];
        $cardVariants[] = [
            'variant_id' => $variant['variant_id'],
            'product_id' => $variant['product_id'],
            'attributes' => [['attribute_value_id' => $variant['attribute_value_id']]],
            'prices' => ['PLN' => [
                'brutto' => $product['price'],
                'promo_brutto' => $product['promo_price'],
                'historical_lowest_price' => $product['lowest_price'],
            ]],
            'stock' => $variant['stock'],
            'blocked_stock' => $variant['blocked_stock'],
            'available' => $variant['stock'] > 0,
            'is_promotion' => $product['promo_price'] !== null,
            'code' => $variant['code'],
            'fiches' => [],
        ];
    }
    $opinions = row('SELECT AVG(rating) AS average, COUNT(*) AS count FROM opinions WHERE product_id = ?', [$product['id']]);
    $opinions['list'] = rows(
        "SELECT author, rating, body AS text, to_char(created_at, 'YYYY-MM-DD') AS date FROM opinions WHERE product_id = ? ORDER BY id",
        [$product['id']],
    );
    $photos = ['/images/944/' . $product['photo']];
    if ($product['hover_photo'] !== null) {
        $photos[] = '/images/944/' . $product['hover_photo'];
    }
    return [
        'id' => $product['id'],
        'type' => 'product',
        'name' => $product['name'],
        'producer_name' => $product['producer_name'],
        'url' => '/p/' . $product['uri'],
        'photos' => $photos,
        'attributes' => array_values($attributes),
        'chosen' => [],
        'variants' => $cardVariants,
        'deliveryTimes' => $deliveryTimes,
        'video' => null,
        'quantity' => 1,
        // A size table when the product's category has one (GET /ajax/getSizeTable/{id}).
        'sizeTable' => value('SELECT EXISTS (SELECT 1 FROM size_table_rows WHERE category_id = ?)', [$product['category_id']]),
        'opinions' => $opinions,
    ];
}

/** GET /search/hints?phrase=…: names that match, the first products, the count. */
function search_hints(string $phrase): array
{
    if (trim($phrase) === '') {
        return ['hints' => [], 'products' => [], 'productsCount' => 0];
    }
    $like = '%' . trim($phrase) . '%';
    $products = rows(
        "SELECT p.id AS product_id, p.name, pr.name AS producer_name, '/p/' || p.uri AS url, '/images/309/' || p.photo AS photo,
                p.price AS regular, COALESCE(p.promo_price, p.price) AS final
         FROM products p JOIN producers pr ON pr.id = p.producer_id
         WHERE p.name ILIKE ? OR pr.name ILIKE ? ORDER BY p.id LIMIT 4",
        [$like, $like],
    );
    foreach ($products as &$product) {
        $product['price'] = ['regular' => $product['regular'], 'final' => $product['final']];
        unset($product['regular'], $product['final']);
    }
    unset($product);
    return [
        'hints' => array_column(rows('SELECT name FROM categories WHERE name ILIKE ? ORDER BY id', [$like]), 'name'),
        'products' => $products,
        'productsCount' => value('SELECT COUNT(*) FROM products p JOIN producers pr ON pr.id = p.producer_id WHERE p.name ILIKE ? OR pr.name ILIKE ?', [$like, $like]),
    ];
}

/** GET /ajax/getSizeTable/{id}: the size table of the product's category. */
function ajax_size_table(int $productId): never
{
    $product = row('SELECT p.category_id, c.name FROM products p JOIN categories c ON c.id = p.category_id WHERE p.id = ?', [$productId]);
    $rows = $product === null ? [] : rows('SELECT size, bust, waist, hips FROM size_table_rows WHERE category_id = ? ORDER BY position', [$product['category_id']]);
    if (!$rows) {
        json_answer(['status' => false, 'message' => 'Ten produkt nie ma tabeli rozmiarów.'], 404);
    }
    json_answer(['status' => true, 'sizeTable' => [
        'title' => $product['name'],
        'columns' => ['Rozmiar', 'Biust (cm)', 'Talia (cm)', 'Biodra (cm)'],
        'rows' => array_map('array_values', $rows),
    ]]);
}
