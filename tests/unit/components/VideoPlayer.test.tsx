import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VideoPlayer } from '../../../resources/shared/VideoPlayer';
import { renderInAdmin } from './renderInAdmin';

afterEach(() => vi.restoreAllMocks());

const WORDS = {
  es: 'El video no se pudo cargar: revise su conexión a internet e intente más tarde.',
  en: 'The video could not be loaded: check your internet connection and try again later.',
};

describe('a video that cannot load', () => {
  it.each(['es', 'en'] as const)('says so in words (%s) when its file fails', (locale) => {
    const { container } = renderInAdmin(
      <VideoPlayer url="https://cdn.example/programa.mp4" title="Programa" />,
      locale,
    );
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.error(container.querySelector('video')!);
    expect(screen.getByRole('status')).toHaveTextContent(WORDS[locale]);
    expect(container.querySelector('video')).toBeNull();
  });

  it('says so instead of an embedded player without a connection', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { container } = renderInAdmin(
      <VideoPlayer url="https://www.youtube.com/watch?v=dQw4w9WgXcQ" title="Programa" />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(WORDS.es);
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('shows the player while online', () => {
    const { container } = renderInAdmin(
      <VideoPlayer url="https://www.youtube.com/watch?v=dQw4w9WgXcQ" title="Programa" />,
    );
    expect(container.querySelector('iframe')).not.toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
