/**
 * A part split off the first load: rendered on first use, fetched early once the page is idle,
 * and a failed early fetch neither throws nor sticks (the first use tries again).
 */
import React, { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyPart, useFetchWhenIdle } from '../../../src/components/ui/lazy-part';

const Part = ({ text }: { text: string }) => <p>{text}</p>;

function Host({ part, show }: { part: ReturnType<typeof lazyPart<{ text: string }>>; show: boolean }) {
  useFetchWhenIdle(part.fetchEarly);
  return show ? (
    <Suspense fallback={null}>
      <part.Component text="Moje zamówienie" />
    </Suspense>
  ) : null;
}

afterEach(() => jest.useRealTimers());

it('is fetched once the browser is idle after mount, before anyone opens it', async () => {
  jest.useFakeTimers();
  const load = jest.fn(async () => Part);
  const part = lazyPart(load);

  render(<Host part={part} show={false} />);
  expect(load).not.toHaveBeenCalled();
  await act(async () => jest.runAllTimers());
  expect(load).toHaveBeenCalledTimes(1);
});

it('renders on first use, and a failed early fetch is retried then', async () => {
  jest.useFakeTimers();
  const load = jest.fn<Promise<typeof Part>, []>().mockRejectedValueOnce(new Error('Loading chunk 7 failed.')).mockResolvedValue(Part);
  const part = lazyPart(load);

  const { rerender } = render(<Host part={part} show={false} />);
  await act(async () => jest.runAllTimers()); // the early fetch fails quietly
  jest.useRealTimers();
  rerender(<Host part={part} show />);

  expect(await screen.findByText('Moje zamówienie')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
