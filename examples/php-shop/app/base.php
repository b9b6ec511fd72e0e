<?php
// The database, the session, the anti-forgery token and the JSON answers: what every request uses.

declare(strict_types=1);

function db(): PDO
{
    static $pdo = null;
    if ($pdo === null) {
        $dsn = sprintf(
            'pgsql:host=%s;port=%s;dbname=%s',
            getenv('SHOP_DB_HOST') ?: '127.0.0.1',
            getenv('SHOP_DB_PORT') ?: '5432',
            getenv('SHOP_DB_NAME') ?: 'shop',
        );
        $pdo = new PDO($dsn, getenv('SHOP_DB_USER') ?: 'shop', getenv('SHOP_DB_PASSWORD') ?: '', [
            PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION,
            PDO::ATTR_DEFAULT_FETCH_MODE => PDO::FETCH_ASSOC,
        ]);
    }
    return $pdo;
}

/** @return list<array<string, mixed>> */
function rows(string $sql, array $params = []): array
{
    $statement = db()->prepare($sql);
    $statement->execute($params);
    return $statement->fetchAll();
}

function row(string $sql, array $params = []): ?array
{
    $statement = db()->prepare($sql);
    $statement->execute($params);
    $row = $statement->fetch();
    return $row === false ? null : $row;
}

function value(string $sql, array $params = []): mixed
{
    $statement = db()->prepare($sql);
    $statement->execute($params);
    return $statement->fetchColumn();
}

function start_session(): void
{
    session_name('shop_session');
    session_start(['cookie_httponly' => true, 'cookie_samesite' => 'Lax', 'use_strict_mode' => true]);
}

function csrf_token(): string
{
    if (empty($_SESSION['csrf'])) {
        $_SESSION['csrf'] = bin2hex(random_bytes(16));
    }
    return $_SESSION['csrf'];
}

/**
 * Every POST, PUT, PATCH and DELETE, and two GETs, carry the token: the islands as the
 * X-CSRF-Token header, a plain form as _token (README "Fallbacks that keep selling without
 * JavaScript"). A request without it changes nothing and gets README "Refusals"' anti-forgery
 * refusal.
 */
function require_csrf(): void
{
    // contract/README.md: the two GETs of SPEC 7 that change state need the token too (an image tag
    // on another site could make them); every other GET and HEAD changes nothing.
    $path = parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH) ?? '/';
    $changingGet = preg_match('~^/(myAccount/ajax/address/setDefault|currency/set)/~', $path) === 1;
    if (in_array($_SERVER['REQUEST_METHOD'], ['GET', 'HEAD'], true) && !$changingGet) {
        return;
    }
    $sent = $_SERVER['HTTP_X_CSRF_TOKEN'] ?? $_POST['_token'] ?? '';
    if (!is_string($sent) || !hash_equals(csrf_token(), $sent)) {
        if (($_SERVER['HTTP_X_REQUESTED_WITH'] ?? '') !== 'XMLHttpRequest' && isset($_POST['return'])) {
            // A plain form (no JavaScript): back to its page with the message; its next try carries the page's new token.
            form_back('Sesja wygasła. Spróbuj jeszcze raz.');
        }
        // README "Refusals": code "csrf" and the session's token (a new one for an expired session),
        // with which the islands send the call again once. Nothing was done.
        json_answer(['status' => false, 'code' => 'csrf', 'message' => 'Sesja wygasła. Odśwież stronę i spróbuj ponownie.', 'csrfToken' => csrf_token()], 403);
    }
}

function json_answer(mixed $data, int $status = 200): never
{
    http_response_code($status);
    header('Content-Type: application/json; charset=utf-8');
    header('Cache-Control: no-store');
    echo json_encode($data, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_THROW_ON_ERROR);
    exit;
}

function redirect(string $to): never
{
    header('Location: ' . $to, true, 303);
    exit;
}

function not_found(): never
{
    http_response_code(404);
    header('Content-Type: text/html; charset=utf-8');
    echo '<!doctype html><title>Nie znaleziono</title><h1>Nie znaleziono strony</h1><p><a href="/">Strona główna</a></p>';
    exit;
}

function e(mixed $text): string
{
    return htmlspecialchars((string) $text, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8');
}

/** 1299.5 → "1 299,50 zł", 199 → "199 zł" (SPEC 9: whole numbers as is, else two decimals). */
function money(string|int|float $amount): string
{
    $amount = (float) $amount;
    $decimals = floor($amount) == $amount ? 0 : 2;
    return number_format($amount, $decimals, ',', ' ') . ' zł';
}

function customer_id(): ?int
{
    return isset($_SESSION['customer_id']) ? (int) $_SESSION['customer_id'] : null;
}

function customer(): ?array
{
    $id = customer_id();
    return $id === null ? null : row('SELECT id, email, forename, surname, phone FROM customers WHERE id = ?', [$id]);
}

/** @return array<string, string> the shop's texts for the islands, by key */
function translations(): array
{
    $texts = [];
    foreach (rows("SELECT key, text FROM translations WHERE language = 'pl'") as $row) {
        $texts[$row['key']] = $row['text'];
    }
    return $texts;
}
