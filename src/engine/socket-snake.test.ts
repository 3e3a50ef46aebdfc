import { describe, expect, it } from 'vitest';
import { composeDesign } from './index';
import { raster } from './shape-raster';
import { SOCKET_AT, socketSnake } from './socket-snake';

describe('the snake out of an eye socket', () => {
  it('is a scaled viper whose tail end sits in the socket, not a tube of one width', () => {
    const g = socketSnake();
    const ink = raster(g);
    expect(ink(SOCKET_AT[0] + 6, SOCKET_AT[1])).toBe(true); // the body reaches the socket
    expect(ink(290, 212)).toBe(true); // over the crown
    expect(g.alt).toBeTruthy(); // belly scutes
    expect((g.holes ?? '').split('M').length).toBeGreaterThan(40); // back scales
    expect(g.inks?.map((k) => k.role)).toEqual(
      expect.arrayContaining(['red', 'pink', 'bone', 'yellow']),
    ); // open mouth, forked tongue, fangs, eye
  });

  it('draws the same design for the same request', () => {
    const req = { prompt: 'a skull with a snake coming out of the eye socket', seed: 15, output: 'design' as const };
    expect(composeDesign(req).svg).toBe(composeDesign(req).svg);
  });
});
