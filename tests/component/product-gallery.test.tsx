import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderShop } from '../support/render-shop';
import { galleryPictures } from '@/components/product/gallery-pictures';
import { GalleryControls } from '@/components/product/gallery-controls';
import { ProductGallery } from '@/components/product/product-gallery';

const IMAGES = [
  { url: '/api/v2/media/product/4101.svg', alt: 'Paris: an open-top sightseeing bus in front of the city', width: 1200, height: 800 },
  { url: '/api/v2/media/location/41.svg', alt: 'Paris: the Eiffel Tower and the city’s rooftops', width: 1200, height: 800 },
  { url: 'https://images.example.com/paris/louvre.jpg', alt: 'The Louvre pyramid at night', width: 1600, height: 1067, credit: 'A. Photographer' },
  { url: '/api/v2/media/product/4101-3.svg', alt: 'Paris: the view from the bus’s open top deck', width: 1200, height: 800 },
];

function renderGallery(images = IMAGES, language: 'en' | 'fr' = 'en') {
  renderShop(<ProductGallery images={images} pictures={galleryPictures(images)} name="Paris Hop-On Hop-Off" />, {}, language);
  return screen.getByRole('region', { name: language === 'en' ? 'Pictures of Paris Hop-On Hop-Off' : 'Images de Paris Hop-On Hop-Off' });
}

const status = () => screen.getByText(/^Picture \d of \d$/, { selector: 'p' });

describe('the product gallery', () => {
  it('shows every picture with its alt text, the first one loading first', () => {
    const gallery = renderGallery();
    const pictures = within(gallery).getAllByRole('img');
    expect(pictures.map((img) => img.getAttribute('alt'))).toEqual(IMAGES.map((image) => image.alt));
    expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
    expect(pictures[0]).not.toHaveAttribute('loading', 'lazy');
    for (const later of pictures.slice(1)) expect(later).toHaveAttribute('loading', 'lazy');
  });

  it('credits a picture that has a credit, and only that one', () => {
    const gallery = renderGallery();
    const figures = within(gallery).getAllByRole('figure');
    expect(within(figures[2]!).getByText('Photo: A. Photographer')).toBeInTheDocument();
    expect(gallery.querySelectorAll('figcaption')).toHaveLength(1);
  });

  it('steps through the pictures with the buttons, announcing the position', async () => {
    renderGallery();
    const previous = screen.getByRole('button', { name: 'Previous picture' });
    const next = screen.getByRole('button', { name: 'Next picture' });
    expect(status()).toHaveTextContent('Picture 1 of 4');
    expect(status()).toHaveAttribute('aria-live', 'polite');
    expect(previous).toBeDisabled();

    await userEvent.click(next);
    expect(status()).toHaveTextContent('Picture 2 of 4');
    await userEvent.click(next);
    await userEvent.click(next);
    expect(status()).toHaveTextContent('Picture 4 of 4');
    expect(next).toBeDisabled();
    await userEvent.click(previous);
    expect(status()).toHaveTextContent('Picture 3 of 4');
  });

  it('follows the arrow keys, Home and End when the pictures have the focus', async () => {
    const gallery = renderGallery();
    const viewport = gallery.querySelector<HTMLElement>('[tabindex="0"]')!;
    await userEvent.tab();
    expect(viewport).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(status()).toHaveTextContent('Picture 3 of 4');
    await userEvent.keyboard('{ArrowLeft}');
    expect(status()).toHaveTextContent('Picture 2 of 4');
    await userEvent.keyboard('{End}{ArrowRight}');
    expect(status()).toHaveTextContent('Picture 4 of 4');
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(status()).toHaveTextContent('Picture 1 of 4');
  });

  it('follows a swipe once the pictures settle', async () => {
    const gallery = renderGallery();
    const viewport = gallery.querySelector<HTMLElement>('[tabindex="0"]')!;
    Object.defineProperty(viewport, 'clientWidth', { value: 390, configurable: true });
    viewport.scrollLeft = 390 * 2;
    viewport.dispatchEvent(new Event('scroll'));
    await screen.findByText('Picture 3 of 4', { selector: 'p' });
  });

  it('goes on to the picture asked for when quick presses leave the pictures short of it', async () => {
    const gallery = renderGallery();
    const viewport = gallery.querySelector<HTMLElement>('[tabindex="0"]')!;
    Object.defineProperty(viewport, 'clientWidth', { value: 390, configurable: true });
    const scrolls: number[] = [];
    viewport.scrollTo = ((options: ScrollToOptions) => scrolls.push(options.left!)) as typeof viewport.scrollTo;
    await userEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous picture' }));
    expect(status()).toHaveTextContent('Picture 1 of 4');
    // The browser stopped on the second picture: the first is scrolled to again, and still announced.
    viewport.scrollLeft = 390;
    viewport.dispatchEvent(new Event('scroll'));
    await vi.waitFor(() => expect(scrolls).toEqual([390, 0, 0]));
    expect(status()).toHaveTextContent('Picture 1 of 4');
    // Once there, a swipe is followed again.
    viewport.scrollLeft = 390 * 3;
    viewport.dispatchEvent(new Event('scroll'));
    await screen.findByText('Picture 4 of 4', { selector: 'p' });
  });

  it('starts from the picture shown when its code comes after a swipe (the pictures swipe without it)', () => {
    const viewport = document.createElement('div');
    viewport.id = 'swiped-pictures';
    document.body.append(viewport);
    Object.defineProperty(viewport, 'clientWidth', { value: 390, configurable: true });
    viewport.scrollLeft = 390 * 2;
    renderShop(<GalleryControls viewportId="swiped-pictures" total={4} />);
    expect(status()).toHaveTextContent('Picture 3 of 4');
    viewport.remove();
  });

  it('speaks the visitor’s language', () => {
    renderGallery(IMAGES, 'fr');
    expect(screen.getByRole('button', { name: 'Image suivante' })).toBeInTheDocument();
    expect(screen.getByText('Image 1 sur 4', { selector: 'p' })).toBeInTheDocument();
  });

  it('shows a single picture without buttons or position', () => {
    const gallery = renderGallery(IMAGES.slice(0, 1));
    expect(within(gallery).getByRole('img')).toHaveAttribute('alt', IMAGES[0]!.alt);
    expect(within(gallery).queryByRole('button')).not.toBeInTheDocument();
    expect(gallery.querySelector('[tabindex]')).toBeNull();
  });
});
