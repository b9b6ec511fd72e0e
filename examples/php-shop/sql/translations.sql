-- The shop's own wording of some of the islands' texts (window.shopData.translations), in Polish.
-- The rest comes from contract/texts/pl.json (import-texts.php); a key here wins.
INSERT INTO translations (key, language, text) VALUES
    ('basket', 'pl', 'Koszyk');
