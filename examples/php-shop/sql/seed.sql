-- The reference shop's data: three categories, eight dresses, trousers and blouses in sizes,
-- a courier and a parcel-locker delivery, bank transfer and cash on delivery, one customer.

INSERT INTO categories (id, name, uri) VALUES
    (1, 'Sukienki', 'sukienki'),
    (2, 'Spodnie', 'spodnie'),
    (3, 'Bluzki', 'bluzki');

INSERT INTO producers (id, name, uri) VALUES
    (1, 'Lniany Świat', 'lniany-swiat'),
    (2, 'Modna Łódź', 'modna-lodz');

INSERT INTO attributes (id, code, name) VALUES (1, 'rozmiar', 'Rozmiar');
INSERT INTO attribute_values (id, attribute_id, name, uri, position) VALUES
    (1, 1, 'S', 's', 1), (2, 1, 'M', 'm', 2), (3, 1, 'L', 'l', 3), (4, 1, 'XL', 'xl', 4);

INSERT INTO products (id, category_id, producer_id, name, uri, description, price, promo_price, lowest_price, colour, photo, hover_photo) VALUES
    (1, 1, 1, 'Sukienka midi lniana', 'sukienka-midi-lniana', 'Lniana sukienka za kolano.', 249.00, 199.00, 189.00, 'beżowy', 'products/1.svg', 'products/1b.svg'),
    (2, 1, 2, 'Sukienka w grochy', 'sukienka-w-grochy', 'Zwiewna sukienka w grochy.', 179.99, NULL, NULL, 'granatowy', 'products/2.svg', NULL),
    (3, 1, 2, 'Sukienka maxi', 'sukienka-maxi', 'Długa sukienka na lato.', 299.00, NULL, NULL, 'zielony', 'products/3.svg', NULL),
    (4, 1, 1, 'Sukienka koszulowa', 'sukienka-koszulowa', 'Wyprzedana do zera.', 159.00, NULL, NULL, 'biały', 'products/4.svg', NULL),
    (5, 2, 2, 'Spodnie z lnu', 'spodnie-z-lnu', 'Szerokie spodnie z lnu.', 199.00, 149.50, 149.50, 'beżowy', 'products/5.svg', NULL),
    (6, 2, 1, 'Jeansy proste', 'jeansy-proste', 'Klasyczne jeansy.', 229.00, NULL, NULL, 'niebieski', 'products/6.svg', NULL),
    (7, 3, 2, 'Bluzka z falbanką', 'bluzka-z-falbanka', 'Bluzka z wiskozy.', 119.00, NULL, NULL, 'różowy', 'products/7.svg', NULL),
    (8, 3, 1, 'Koszula lniana', 'koszula-lniana', 'Koszula z lnu.', 139.00, 99.00, 99.00, 'biały', 'products/8.svg', NULL);

-- Sizes: product 4 is sold out in every size; product 2 has no L left (stock all blocked).
INSERT INTO variants (id, product_id, attribute_value_id, ean, stock, blocked_stock, delivery_time) VALUES
    (101, 1, 1, '5900000001011', 5, 0, '24 godziny'), (102, 1, 2, '5900000001028', 8, 1, '24 godziny'), (103, 1, 3, '5900000001035', 2, 0, '3 dni'),
    (201, 2, 1, '5900000002018', 4, 0, '24 godziny'), (202, 2, 2, '5900000002025', 6, 0, '24 godziny'), (203, 2, 3, NULL, 2, 2, NULL),
    (301, 3, 2, '5900000003015', 3, 0, '24 godziny'), (302, 3, 3, '5900000003022', 3, 0, '24 godziny'), (303, 3, 4, '5900000003039', 1, 0, '5 dni'),
    (401, 4, 1, '5900000004012', 0, 0, NULL), (402, 4, 2, '5900000004029', 0, 0, NULL),
    (501, 5, 1, '5900000005019', 7, 0, '24 godziny'), (502, 5, 2, '5900000005026', 7, 0, '24 godziny'),
    (601, 6, 2, '5900000006016', 9, 0, '24 godziny'), (602, 6, 3, '5900000006023', 9, 0, '24 godziny'), (603, 6, 4, '5900000006030', 9, 0, '24 godziny'),
    (701, 7, 1, '5900000007013', 3, 0, '24 godziny'), (702, 7, 2, '5900000007020', 3, 0, '24 godziny'),
    (801, 8, 2, '5900000008010', 5, 0, '24 godziny'), (802, 8, 3, '5900000008027', 5, 0, '24 godziny');

-- Product 2 and 3 have no opinions: AVG() gives NULL for them.
INSERT INTO opinions (product_id, author, rating, body) VALUES
    (1, 'Ewa', 5, 'Świetny len, dobrze leży.'),
    (1, 'Marta', 4, 'Trochę za długa.'),
    (5, 'Kasia', 4, 'Wygodne.'),
    (6, 'Ola', 5, 'Dobre jeansy.');

INSERT INTO countries (id, name, iso) VALUES (1, 'Polska', 'PL');

INSERT INTO deliveries (id, name, behaviour, is_map, delivery_time, info) VALUES
    (1, 'Kurier DPD', 'dpd', false, '1-2 dni robocze', NULL),
    (2, 'Paczkomat', 'paczkomaty', true, '1-2 dni robocze', 'Odbiór w wybranym paczkomacie');

INSERT INTO payments (id, name, behaviour, description) VALUES
    (1, 'Przelew tradycyjny', 'bank_transfer', 'Dane do przelewu w potwierdzeniu zamówienia'),
    (2, 'Płatność przy odbiorze', 'on_delivery', NULL),
    (3, 'BLIK', 'bluemedia_blik', 'Kod z aplikacji banku'),
    (9, 'Karta płatnicza', 'card', 'Visa, Mastercard: zapłacisz na stronie operatora');

INSERT INTO delivery_costs (id, delivery_id, payment_id, country_id, cost, position) VALUES
    (1, 1, 1, 1, 14.99, 1),
    (2, 1, 2, 1, 19.99, 2),
    (3, 2, 1, 1, 9.99, 3),
    (4, 1, 3, 1, 14.99, 4),
    (5, 1, 9, 1, 14.99, 5);

INSERT INTO discount_codes (code, percent) VALUES ('LATO10', 10);
INSERT INTO vouchers (code, value) VALUES ('BON-50', 50);

INSERT INTO pickup_points (delivery_id, code, name, lat, lng, city, street, building_number, post_code, operating_hours, location_description) VALUES
    (2, 'LOD01M', 'Paczkomat LOD01M', 51.759400, 19.457000, 'Łódź', 'Piotrkowska', '100', '90-001', '24h/7', 'Przy wejściu do pasażu'),
    (2, 'LOD02M', 'Paczkomat LOD02M', 51.770000, 19.460000, 'Łódź', 'Zachodnia', '12', '91-001', '24h/7', NULL),
    (2, 'WAW01M', 'Paczkomat WAW01M', 52.229700, 21.012200, 'Warszawa', 'Marszałkowska', '1', '00-001', 'pn-pt 8-20', 'Obok kiosku');

INSERT INTO customers (id, email, password_hash, forename, surname, phone) VALUES
    (1, 'anna@example.com', '$2y$10$AhNwNjNsmfHoCYNBF3pC6eg6LBAi7JxCBYpIC80WZ1hK1F1VvrfOi', 'Anna', 'Kowalska', '600100200');

INSERT INTO addresses (customer_id, type, forename, surname, address, postcode, city, email, phone, is_default) VALUES
    (1, 'delivery', 'Anna', 'Kowalska', 'Piotrkowska 10', '90-001', 'Łódź', 'anna@example.com', '600100200', true);

INSERT INTO orders (id, number, transaction_key, customer_id, delivery_cost_id, status, email, forename, surname, address, postcode, city, phone, products_value, delivery_value, total, created_at) VALUES
    (1, '2026/000001', '5d1c0ffee5d1c0ffee', 1, 1, 'sent', 'anna@example.com', 'Anna', 'Kowalska', 'Piotrkowska 10', '90-001', 'Łódź', '600100200', 199.00, 14.99, 213.99, '2026-10-01 12:00+02'),
    (2, '2026/000002', '0b5e55ed0b5e55ed', 1, 1, 'sent', 'anna@example.com', 'Anna', 'Kowalska', 'Piotrkowska 10', '90-001', 'Łódź', '600100200', 299.00, 14.99, 313.99, '2026-10-20 18:30+02');
INSERT INTO order_items (order_id, variant_id, name, size, quantity, price) VALUES
    (1, 102, 'Sukienka midi lniana', 'M', 1, 199.00),
    (2, 501, 'Spodnie z lnu', 'S', 2, 149.50);

SELECT setval('categories_id_seq', 100), setval('producers_id_seq', 100), setval('attributes_id_seq', 100),
    setval('attribute_values_id_seq', 100), setval('products_id_seq', 100), setval('variants_id_seq', 1000),
    setval('countries_id_seq', 100), setval('deliveries_id_seq', 100), setval('payments_id_seq', 100),
    setval('delivery_costs_id_seq', 100), setval('customers_id_seq', 100), setval('orders_id_seq', 100);

INSERT INTO bok_threads (id, customer_id, subject, created_at) VALUES (1, 1, 'Zmiana rozmiaru', '2026-10-02 09:00+02');
INSERT INTO bok_messages (thread_id, author, content, created_at) VALUES
    (1, 'customer', 'Czy mogę wymienić sukienkę na rozmiar L?', '2026-10-02 09:00+02'),
    (1, 'shop', 'Tak, wystarczy zgłosić zwrot w zakładce Zwroty.', '2026-10-02 11:30+02');
SELECT setval('bok_threads_id_seq', 100);

INSERT INTO voucher_discounts (name, value) VALUES ('Bon 100 zł', 100), ('Bon 200 zł', 200), ('Bon 500 zł', 500);
INSERT INTO after_sale_types (name, behaviour) VALUES ('Zwrot', 'return'), ('Wymiana', 'exchange');

INSERT INTO cupboards (id, customer_id, name, is_default) VALUES (1, 1, 'Ulubione', true);
INSERT INTO cupboard_items (cupboard_id, product_id, variant_id) VALUES (1, 2, NULL);
SELECT setval('cupboards_id_seq', 100);

INSERT INTO size_table_rows (category_id, size, bust, waist, hips, position) VALUES
    (1, 'S', '84–88', '66–70', '92–96', 1), (1, 'M', '88–92', '70–74', '96–100', 2),
    (1, 'L', '92–98', '74–80', '100–106', 3), (1, 'XL', '98–104', '80–86', '106–112', 4);
INSERT INTO regions (country_id, name) VALUES
    (1, 'dolnośląskie'), (1, 'łódzkie'), (1, 'małopolskie'), (1, 'mazowieckie'), (1, 'pomorskie'), (1, 'wielkopolskie');
