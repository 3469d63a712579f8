import { describe, expect, it } from 'vitest';
import { videoSource } from './video';

const embed = (value: string) => {
  const source = videoSource(value);
  return source && source.kind !== 'link' ? source.embedUrl : source;
};

describe('videoSource', () => {
  it('turns YouTube links into youtube-nocookie embeds', () => {
    const nocookie = 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ';
    expect(embed('https://www.youtube.com/watch?v=aqz-KE-bpKQ')).toBe(nocookie);
    expect(embed('https://youtube.com/watch?feature=share&v=aqz-KE-bpKQ&t=42')).toBe(nocookie);
    expect(embed('https://youtu.be/aqz-KE-bpKQ?si=abc')).toBe(nocookie);
    expect(embed('https://m.youtube.com/watch?v=aqz-KE-bpKQ')).toBe(nocookie);
    expect(embed('https://www.youtube.com/embed/aqz-KE-bpKQ')).toBe(nocookie);
    expect(embed('https://www.youtube.com/shorts/aqz-KE-bpKQ')).toBe(nocookie);
    expect(embed('www.youtube.com/watch?v=aqz-KE-bpKQ')).toBe(nocookie);
  });
  it('turns Vimeo links into do-not-track player embeds', () => {
    expect(embed('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871?dnt=1');
    expect(embed('https://player.vimeo.com/video/76979871')).toBe('https://player.vimeo.com/video/76979871?dnt=1');
    expect(embed('https://vimeo.com/channels/staffpicks/76979871')).toBe('https://player.vimeo.com/video/76979871?dnt=1');
    expect(embed('https://vimeo.com/76979871/a1b2c3d4e5')).toBe('https://player.vimeo.com/video/76979871?dnt=1&h=a1b2c3d4e5');
  });
  it('keeps any other http(s) URL as a plain link', () => {
    expect(videoSource('https://www.studio-lumiere.be/presentation')).toEqual({
      kind: 'link',
      url: 'https://www.studio-lumiere.be/presentation',
    });
    expect(videoSource('https://www.youtube.com/watch?v=bad')?.kind).toBe('link');
    expect(videoSource('https://vimeo.com/about')?.kind).toBe('link');
  });
  it('refuses empty and unsafe values', () => {
    expect(videoSource('')).toBeNull();
    expect(videoSource(null)).toBeNull();
    expect(videoSource('javascript:alert(1)')).toBeNull();
  });
  it('does not mistake look-alike hosts for YouTube', () => {
    expect(videoSource('https://youtube.com.evil.example/watch?v=aqz-KE-bpKQ')?.kind).toBe('link');
  });
});
