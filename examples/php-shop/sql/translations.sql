-- The texts of the islands the reference shop's pages use (window.shopData.translations), in Polish.
INSERT INTO translations (key, language, text) VALUES
    ('basket', 'pl', 'Koszyk');
