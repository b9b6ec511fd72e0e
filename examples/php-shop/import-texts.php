<?php
// Loads the islands' texts into the shop's translations table: the published file of every key
// the islands use, with its wording (contract/texts/{language}.json), as a shop imports it on
// deploy. The shop's own wording wins: a key already in the table is kept.
//
//   php import-texts.php ../../contract/texts/pl.json pl

declare(strict_types=1);

require __DIR__ . '/app/base.php';

[, $file, $language] = $argv + [null, null, 'pl'];
if ($file === null || !is_file($file)) {
    fwrite(STDERR, "usage: php import-texts.php contract/texts/pl.json [language]\n");
    exit(2);
}
$texts = json_decode((string) file_get_contents($file), true, 512, JSON_THROW_ON_ERROR);
$insert = db()->prepare('INSERT INTO translations (key, language, text) VALUES (?, ?, ?) ON CONFLICT DO NOTHING');
db()->beginTransaction();
$added = 0;
foreach ($texts as $key => $text) {
    $insert->execute([(string) $key, $language, (string) $text]);
    $added += $insert->rowCount();
}
db()->commit();
printf("%d of %d texts added for %s\n", $added, count($texts), $language);
