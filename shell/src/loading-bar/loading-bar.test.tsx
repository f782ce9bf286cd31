import { act, render, screen } from '@testing-library/react';
import { setLocale, shopStore } from '@shop/shared';
import { MemoryRouter } from 'react-router-dom';
import { LoadingBar } from './loading-bar';
import { LOADING_BAR } from './loading-bar-timing';

describe('loading bar', () => {
  beforeEach(async () => {
    jest.useFakeTimers();
    await setLocale('nb');
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  function renderBar() {
    render(
      <MemoryRouter>
        <LoadingBar />
      </MemoryRouter>,
    );
    // The route change of the first render counts for one frame.
    act(() => {
      jest.advanceTimersByTime(50);
    });
  }

  it('shows only for loads longer than the throttle, and leaves the page once they are done', () => {
    renderBar();
    act(() => shopStore.getState().startLoading());
    act(() => {
      jest.advanceTimersByTime(LOADING_BAR.throttleMs - 10);
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => {
      jest.advanceTimersByTime(20);
    });
    expect(screen.getByRole('progressbar', { name: 'Laster siden' })).toBeInTheDocument();

    act(() => shopStore.getState().finishLoading());
    act(() => {
      jest.advanceTimersByTime(LOADING_BAR.finishMs + 10);
    });
    // Not merely faded out: a screen reader must not hear a page that is always loading.
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('never shows for a load quicker than the throttle', () => {
    renderBar();
    act(() => shopStore.getState().startLoading());
    act(() => {
      jest.advanceTimersByTime(LOADING_BAR.throttleMs / 2);
    });
    act(() => shopStore.getState().finishLoading());
    act(() => {
      jest.advanceTimersByTime(LOADING_BAR.throttleMs * 2);
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
