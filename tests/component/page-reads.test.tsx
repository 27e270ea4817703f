import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { forgetReads, prefetchRead, usePageRead } from '@/lib/query/page-reads';

/** A read that answers `answers` in turn (an Error is a failure), counting its calls. */
function reader(...answers: (string | Error)[]) {
  return vi.fn(async () => {
    const next = answers.length > 1 ? answers.shift()! : answers[0];
    if (next instanceof Error) throw next;
    return next;
  });
}

describe('usePageRead', () => {
  it('reads a key once for every reader on the page, and each gets the answer', async () => {
    const read = reader('Paris');
    const first = renderHook(() => usePageRead(['city', 41], read));
    const second = renderHook(() => usePageRead(['city', 41], read));
    expect(first.result.current).toMatchObject({ isPending: true, isFetching: true, data: undefined });
    await waitFor(() => expect(first.result.current.data).toBe('Paris'));
    expect(second.result.current).toMatchObject({ data: 'Paris', isSuccess: true, isFetching: false, isPending: false });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads nothing without a key, and counts as pending (the calendar’s skeleton)', () => {
    const read = reader('Paris');
    const { result } = renderHook(() => usePageRead(null, read));
    expect(result.current).toMatchObject({ isPending: true, isFetching: false, isError: false });
    expect(read).not.toHaveBeenCalled();
  });

  it('tries a failure once more before it counts, and reads again when asked', async () => {
    const read = reader(new Error('down'), new Error('down'), 'Paris');
    const { result } = renderHook(() => usePageRead(['city', 42], read));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(read).toHaveBeenCalledTimes(2);
    expect(result.current.isPending).toBe(false);

    act(() => result.current.refetch());
    expect(result.current.isError).toBe(false);
    await waitFor(() => expect(result.current.data).toBe('Paris'));
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('shows a stale answer while a new reader reads it again', async () => {
    const read = reader('10 places', '2 places');
    const first = renderHook(() => usePageRead(['day', 1], read, { freshFor: 0 }));
    await waitFor(() => expect(first.result.current.data).toBe('10 places'));
    first.unmount();

    const again = renderHook(() => usePageRead(['day', 1], read, { freshFor: 0 }));
    expect(again.result.current).toMatchObject({ data: '10 places', isFetching: true });
    await waitFor(() => expect(again.result.current.data).toBe('2 places'));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps a fresh answer for a reader mounted later', async () => {
    const read = reader('Paris');
    const first = renderHook(() => usePageRead(['city', 43], read, { freshFor: 60_000 }));
    await waitFor(() => expect(first.result.current.data).toBe('Paris'));
    first.unmount();
    const later = renderHook(() => usePageRead(['city', 43], read, { freshFor: 60_000 }));
    expect(later.result.current).toMatchObject({ data: 'Paris', isFetching: false });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads a family of keys again once forgotten, and only that family', async () => {
    const tour = reader('tour: 18 places', 'tour: 2 places');
    const other = reader('other product');
    const { result } = renderHook(() => usePageRead(['booking', 4103, 'day', '2027-05-14'], tour));
    const neighbour = renderHook(() => usePageRead(['booking', 41031, 'day', '2027-05-14'], other));
    await waitFor(() => expect(result.current.data).toBe('tour: 18 places'));
    await waitFor(() => expect(neighbour.result.current.data).toBe('other product'));

    act(() => forgetReads(['booking', 4103]));
    await waitFor(() => expect(result.current.data).toBe('tour: 2 places'));
    expect(tour).toHaveBeenCalledTimes(2);
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('reads a shown answer again when many others have pushed it out', async () => {
    const read = reader('June');
    const { result } = renderHook(() => usePageRead(['month', '2027-06'], read));
    await waitFor(() => expect(result.current.data).toBe('June'));
    // A visitor who types many searches on the page: more answers than are kept.
    await act(async () => {
      for (let i = 0; i < 70; i++) prefetchRead(['search', i], async () => i);
    });
    await waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(result.current).toMatchObject({ data: 'June', isFetching: false }));
  });

  it('lets a prefetched answer serve the reader that comes for it', async () => {
    const read = reader('June');
    prefetchRead(['month', '2027-06'], read);
    prefetchRead(['month', '2027-06'], read);
    const { result } = renderHook(() => usePageRead(['month', '2027-06'], read));
    await waitFor(() => expect(result.current.data).toBe('June'));
    expect(read).toHaveBeenCalledTimes(1);
  });
});
