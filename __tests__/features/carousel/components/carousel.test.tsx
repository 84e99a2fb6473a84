import React from 'react';
import { render, act, fireEvent, screen } from '@testing-library/react';
import { AUTO_ADVANCE_MS, Carousel } from '../../../../src/features/carousel/components/carousel';
import { theme } from '../../../../src/styles/theme';
import { mockMatchMedia } from '../../../test-utils';

const SLIDES = [
  { id: 1, title: 'Świeże sushi', text: 'Codziennie rano.', image: '/images/carousel/1.svg', link: '/menu/' },
  { id: 2, title: 'Dowóz', text: 'Pod same drzwi.', image: '/images/carousel/2.svg', link: '/about/' },
  { id: 3, title: 'Ramen', text: 'Na chłodne dni.', image: '/images/carousel/3.svg', link: '' },
];

/** The one slide a customer (and a screen reader) can see. */
const shownTitle = () => screen.getByRole('heading', { level: 2 }).textContent;

describe('Carousel', () => {
  afterEach(() => jest.useRealTimers());

  it('shows one slide at a time with its image (size, alt), title, text and link', () => {
    render(<Carousel slides={SLIDES} />);
    const region = screen.getByRole('region', { name: 'Polecamy' });
    expect(region).toHaveAttribute('aria-roledescription', 'karuzela');
    expect(shownTitle()).toBe('Świeże sushi');
    const img = screen.getByRole('img', { name: 'Świeże sushi' });
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '500');
    expect(screen.getByText('Codziennie rano.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zobacz więcej' })).toHaveAttribute('href', '/menu/');
    expect(screen.getByRole('group', { name: '1 z 3' })).toBeVisible();
  });

  it('moves with the Polish previous / next buttons (wrapping) and the dots', () => {
    render(<Carousel slides={SLIDES} />);
    fireEvent.click(screen.getByRole('button', { name: 'Następny slajd' }));
    expect(shownTitle()).toBe('Dowóz');
    expect(screen.getByRole('button', { name: 'Slajd 2: Dowóz' })).toHaveAttribute('aria-current', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Poprzedni slajd' }));
    fireEvent.click(screen.getByRole('button', { name: 'Poprzedni slajd' }));
    expect(shownTitle()).toBe('Ramen');
    // A slide without a link has no link button.
    expect(screen.queryByRole('link', { name: 'Zobacz więcej' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Slajd 1: Świeże sushi' }));
    expect(shownTitle()).toBe('Świeże sushi');
  });

  it('advances by itself, but not while hovered, focused or stopped', () => {
    jest.useFakeTimers();
    render(<Carousel slides={SLIDES} />);
    const region = screen.getByRole('region');
    expect(region.firstElementChild).toHaveAttribute('aria-live', 'off');

    act(() => jest.advanceTimersByTime(AUTO_ADVANCE_MS));
    expect(shownTitle()).toBe('Dowóz');

    fireEvent.mouseEnter(region);
    act(() => jest.advanceTimersByTime(AUTO_ADVANCE_MS * 2));
    expect(shownTitle()).toBe('Dowóz');
    // Paused, changes are announced.
    expect(region.firstElementChild).toHaveAttribute('aria-live', 'polite');
    fireEvent.mouseLeave(region);

    act(() => screen.getByRole('button', { name: 'Następny slajd' }).focus());
    act(() => jest.advanceTimersByTime(AUTO_ADVANCE_MS * 2));
    expect(shownTitle()).toBe('Dowóz');
    act(() => (document.activeElement as HTMLElement).blur());

    fireEvent.click(screen.getByRole('button', { name: 'Zatrzymaj przewijanie' }));
    act(() => jest.advanceTimersByTime(AUTO_ADVANCE_MS * 2));
    expect(shownTitle()).toBe('Dowóz');
    fireEvent.click(screen.getByRole('button', { name: 'Wznów przewijanie' }));
    act(() => jest.advanceTimersByTime(AUTO_ADVANCE_MS));
    expect(shownTitle()).toBe('Ramen');
  });

  it('never moves by itself when the system asks for reduced motion', () => {
    const restore = mockMatchMedia((query) => query === theme.queries.reducedMotion);
    jest.useFakeTimers();
    render(<Carousel slides={SLIDES} />);
    act(() => jest.advanceTimersByTime(AUTO_ADVANCE_MS * 3));
    expect(shownTitle()).toBe('Świeże sushi');
    expect(screen.queryByRole('button', { name: 'Zatrzymaj przewijanie' })).not.toBeInTheDocument();
    restore();
  });

  it('draws nothing without slides and no controls for a single slide', () => {
    const { container, rerender } = render(<Carousel slides={[]} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Carousel slides={SLIDES.slice(0, 1)} />);
    expect(shownTitle()).toBe('Świeże sushi');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
