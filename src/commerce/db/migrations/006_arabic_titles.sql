-- Product titles and picture alt texts in both languages (docs/decisions/013-two-languages.md): the cart,
-- the checkout, the order page and the order e-mail show them in the reader's language. The feed fills
-- the Arabic ones at the next start; order lines keep the title as it was when ordered, and lines of
-- orders placed before have none (they show the English title).
ALTER TABLE variants ADD COLUMN title_ar text;
ALTER TABLE variants ADD COLUMN image_alt_ar text;
ALTER TABLE order_lines ADD COLUMN title_ar text;
