-- The reference shop's tables (PostgreSQL 15). Plain SQL; load with psql -f schema.sql, then seed.sql.

CREATE TABLE categories (
    id serial PRIMARY KEY,
    name text NOT NULL,
    uri text NOT NULL UNIQUE
);

CREATE TABLE producers (
    id serial PRIMARY KEY,
    name text NOT NULL,
    uri text NOT NULL UNIQUE
);

CREATE TABLE products (
    id serial PRIMARY KEY,
    category_id integer NOT NULL REFERENCES categories,
    producer_id integer NOT NULL REFERENCES producers,
    name text NOT NULL,
    uri text NOT NULL UNIQUE,
    description text NOT NULL DEFAULT '',
    price numeric(10, 2) NOT NULL,
    promo_price numeric(10, 2),            -- NULL: no promotion
    lowest_price numeric(10, 2),           -- the lowest price of the last 30 days; NULL when unknown
    colour text,
    photo text NOT NULL,                   -- relative to /images/{size}/
    hover_photo text
);

CREATE TABLE attributes (
    id serial PRIMARY KEY,
    code text NOT NULL UNIQUE,             -- the filter's token in the address: /c/sukienki/rozmiar_m
    name text NOT NULL
);

CREATE TABLE attribute_values (
    id serial PRIMARY KEY,
    attribute_id integer NOT NULL REFERENCES attributes,
    name text NOT NULL,
    uri text NOT NULL,
    position integer NOT NULL DEFAULT 0,
    UNIQUE (attribute_id, uri)
);

CREATE TABLE variants (
    id serial PRIMARY KEY,
    product_id integer NOT NULL REFERENCES products,
    attribute_value_id integer NOT NULL REFERENCES attribute_values,
    ean text,
    stock integer NOT NULL DEFAULT 0,
    blocked_stock integer NOT NULL DEFAULT 0,
    delivery_time text
);

CREATE TABLE opinions (
    id serial PRIMARY KEY,
    product_id integer NOT NULL REFERENCES products,
    author text NOT NULL,
    rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
    body text NOT NULL,
    created_at date NOT NULL DEFAULT current_date
);

CREATE TABLE countries (
    id serial PRIMARY KEY,
    name text NOT NULL,
    iso text NOT NULL
);

CREATE TABLE deliveries (
    id serial PRIMARY KEY,
    name text NOT NULL,
    behaviour text NOT NULL,               -- SPEC 9: dpd, paczkomaty, …
    is_map boolean NOT NULL DEFAULT false, -- a pickup point must be chosen
    delivery_time text NOT NULL DEFAULT '',
    info text
);

CREATE TABLE payments (
    id serial PRIMARY KEY,
    name text NOT NULL,
    behaviour text NOT NULL,               -- SPEC 9: bank_transfer, on_delivery, …
    description text
);

-- What a delivery with a payment costs in a country: the islands' delivery_cost_id.
CREATE TABLE delivery_costs (
    id serial PRIMARY KEY,
    delivery_id integer NOT NULL REFERENCES deliveries,
    payment_id integer NOT NULL REFERENCES payments,
    country_id integer NOT NULL REFERENCES countries,
    cost numeric(10, 2) NOT NULL,
    position integer NOT NULL DEFAULT 0
);

CREATE TABLE pickup_points (
    id serial PRIMARY KEY,
    delivery_id integer NOT NULL REFERENCES deliveries,
    code text NOT NULL,
    name text NOT NULL,
    lat numeric(9, 6) NOT NULL,
    lng numeric(9, 6) NOT NULL,
    city text NOT NULL,
    street text NOT NULL,
    building_number text NOT NULL,
    post_code text NOT NULL,
    operating_hours text,
    location_description text,
    UNIQUE (delivery_id, code)
);

CREATE TABLE customers (
    id serial PRIMARY KEY,
    email text NOT NULL UNIQUE,
    password_hash text NOT NULL,           -- password_hash() of PHP
    forename text NOT NULL,
    surname text NOT NULL,
    phone text
);

CREATE TABLE addresses (
    id serial PRIMARY KEY,
    customer_id integer NOT NULL REFERENCES customers,
    type text NOT NULL CHECK (type IN ('delivery', 'invoice')),
    forename text NOT NULL,
    surname text NOT NULL,
    address text NOT NULL,
    postcode text NOT NULL,
    city text NOT NULL,
    email text,
    phone text,
    company_name text,
    tax_identifier text,
    is_default boolean NOT NULL DEFAULT false
);

-- One basket per visitor's session; a customer's basket follows the customer.
CREATE TABLE baskets (
    id serial PRIMARY KEY,
    session_key text NOT NULL UNIQUE,
    customer_id integer REFERENCES customers,
    country_id integer REFERENCES countries,
    guest boolean NOT NULL DEFAULT false,  -- chose "continue without an account"
    create_account boolean NOT NULL DEFAULT false,
    updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE basket_items (
    id serial PRIMARY KEY,
    basket_id integer NOT NULL REFERENCES baskets ON DELETE CASCADE,
    variant_id integer NOT NULL REFERENCES variants,
    quantity integer NOT NULL CHECK (quantity > 0),
    UNIQUE (basket_id, variant_id)
);

CREATE TABLE orders (
    id serial PRIMARY KEY,
    number text NOT NULL UNIQUE,
    transaction_key text NOT NULL UNIQUE,
    -- The Idempotency-Key of the call that placed it; a repeated key gets this order.
    attempt_key text UNIQUE,
    customer_id integer REFERENCES customers,
    delivery_cost_id integer NOT NULL REFERENCES delivery_costs,
    pickup_point_id integer REFERENCES pickup_points,
    status text NOT NULL DEFAULT 'new',
    email text NOT NULL,
    forename text NOT NULL,
    surname text NOT NULL,
    address text,
    postcode text,
    city text,
    phone text,
    products_value numeric(10, 2) NOT NULL,
    delivery_value numeric(10, 2) NOT NULL,
    total numeric(10, 2) NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE order_items (
    id serial PRIMARY KEY,
    order_id integer NOT NULL REFERENCES orders,
    variant_id integer NOT NULL REFERENCES variants,
    name text NOT NULL,
    size text,
    quantity integer NOT NULL,
    price numeric(10, 2) NOT NULL
);

-- The texts the islands ask for by key (window.shopData.translations).
CREATE TABLE translations (
    key text NOT NULL,
    language text NOT NULL,
    text text NOT NULL,
    PRIMARY KEY (key, language)
);

-- Keys the islands asked for and the shop lacks (POST /ajax/registerTranslations).
CREATE TABLE missing_translations (
    key text PRIMARY KEY,
    first_asked timestamptz NOT NULL DEFAULT now()
);

-- Discount codes (a percentage off the products) and vouchers (an amount off the order).
CREATE TABLE discount_codes (
    code text PRIMARY KEY,
    percent numeric(5, 2) NOT NULL CHECK (percent > 0 AND percent <= 100)
);

CREATE TABLE vouchers (
    code text PRIMARY KEY,
    value numeric(10, 2) NOT NULL CHECK (value > 0),
    used_at timestamptz
);

ALTER TABLE baskets ADD COLUMN discount_code text REFERENCES discount_codes;
ALTER TABLE baskets ADD COLUMN voucher_code text REFERENCES vouchers;
ALTER TABLE orders ADD COLUMN paid_at timestamptz;

-- The customer-service inbox (bok): a customer's threads and their messages.
CREATE TABLE bok_threads (
    id serial PRIMARY KEY,
    customer_id integer NOT NULL REFERENCES customers,
    subject text NOT NULL,
    closed boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE bok_messages (
    id serial PRIMARY KEY,
    thread_id integer NOT NULL REFERENCES bok_threads,
    author text NOT NULL CHECK (author IN ('customer', 'shop')),
    content text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
);

-- Vouchers bought on /vouchers (SPEC 2 Vouchers): the amounts on offer, and the orders for them.
CREATE TABLE voucher_discounts (
    id serial PRIMARY KEY,
    name text NOT NULL,
    value numeric(10, 2) NOT NULL CHECK (value > 0),
    on_sale boolean NOT NULL DEFAULT true
);

CREATE TABLE voucher_orders (
    id serial PRIMARY KEY,
    transaction_key text NOT NULL UNIQUE,
    discount_id integer NOT NULL REFERENCES voucher_discounts,
    forename text NOT NULL,
    surname text NOT NULL,
    email text NOT NULL,
    phone text,
    created_at timestamptz NOT NULL DEFAULT now()
);

-- Returns (SPEC 2 Returns): what a customer sent back, item by item.
CREATE TABLE after_sale_types (
    id serial PRIMARY KEY,
    name text NOT NULL,
    behaviour text NOT NULL
);

CREATE TABLE returns (
    id serial PRIMARY KEY,
    customer_id integer REFERENCES customers,         -- NULL: a guest's return, by the order's key
    type_id integer NOT NULL REFERENCES after_sale_types,
    code text NOT NULL UNIQUE,
    bank_account text,
    created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE return_items (
    id serial PRIMARY KEY,
    return_id integer NOT NULL REFERENCES returns,
    order_item_id integer NOT NULL REFERENCES order_items,
    quantity integer NOT NULL CHECK (quantity > 0)
);

-- Cupboards (SPEC 2 Cupboards): a customer's saved-product lists, one of them the default.
CREATE TABLE cupboards (
    id serial PRIMARY KEY,
    customer_id integer NOT NULL REFERENCES customers,
    name text NOT NULL,
    is_default boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE cupboard_items (
    id serial PRIMARY KEY,
    cupboard_id integer NOT NULL REFERENCES cupboards ON DELETE CASCADE,
    product_id integer NOT NULL REFERENCES products,
    variant_id integer REFERENCES variants,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (cupboard_id, product_id)
);

-- A category's size table (GET /ajax/getSizeTable/{id}): body measures per size, in cm.
CREATE TABLE size_table_rows (
    category_id integer NOT NULL REFERENCES categories,
    size text NOT NULL,
    bust text NOT NULL,
    waist text NOT NULL,
    hips text NOT NULL,
    position integer NOT NULL,
    PRIMARY KEY (category_id, size)
);

-- Regions of a country: the registration form's dependent list (GET /ajax/regions/{countryId}).
CREATE TABLE regions (
    id serial PRIMARY KEY,
    country_id integer NOT NULL REFERENCES countries,
    name text NOT NULL
);
ALTER TABLE customers ADD COLUMN region_id integer REFERENCES regions;

-- A customer's requests for a copy of their data (GET /myAccount/ajax/personalData/download).
CREATE TABLE data_requests (
    id serial PRIMARY KEY,
    customer_id integer NOT NULL REFERENCES customers,
    kind text NOT NULL,
    requested_at timestamptz NOT NULL DEFAULT now()
);
