/// <reference types="office-js" />
import type { Product } from '../../../src/core';
import { partCard } from '../../../src/functions/partCard';
import { products } from '../../support/oracle';

// A card's picture: Excel shows a web image from https only (Excel.WebImageCellValue), so an address over
// http is no picture: the Appearance property keeps its text, and the card names no main image.

const part = products().find((product) => product.category === 'ceramicCapacitorsSMD')! as Product;
const withAppearance = (address: string): Product => ({
  ...part,
  record: {
    ...part.record,
    MediaFileUrls: { ...(part.record.MediaFileUrls as Record<string, unknown>), Appearance: address },
  } as Product['record'],
});

test('an https picture is the card’s web image and main image', () => {
  const address = 'https://www.orvane.example/media/appearance/OCA03.jpg';
  const card = partCard(withAppearance(address));
  expect(card.properties?.Appearance).toEqual({ type: 'WebImage', address, altText: 'Appearance' });
  expect(card.layouts?.card?.mainImage).toEqual({ property: 'Appearance' });
});

test.each(['http://www.orvane.example/media/appearance/OCA03.jpg', 'HTTP://insecure.example/a.png'])(
  'a picture over http (%s) is refused as an image: its address stays as text, and the card has no main image',
  (address) => {
    const card = partCard(withAppearance(address));
    expect(card.properties?.Appearance).toEqual({ type: 'String', basicValue: address });
    expect(card.layouts?.card).not.toHaveProperty('mainImage');
  },
);
