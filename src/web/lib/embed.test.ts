// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_SUCCESS, postAuthSuccess } from './embed';

const user = { id: 'u1', email: 'a@example.test' };

function frameWithParent(origin: string) {
  const postMessage = vi.fn();
  vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
  vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage } as unknown as Window);
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(`${origin}/embed/page`);
  return postMessage;
}

afterEach(() => vi.restoreAllMocks());

describe('postAuthSuccess', () => {
  it('posts AUTH_SUCCESS to an allowed parent, addressed to that origin only', () => {
    const postMessage = frameWithParent('https://partner.example');
    expect(postAuthSuccess(['https://partner.example'], user)).toBe(true);
    expect(postMessage).toHaveBeenCalledWith({ type: AUTH_SUCCESS, user }, 'https://partner.example');
  });

  it('posts nothing to a parent that is not on the list', () => {
    const postMessage = frameWithParent('https://evil.example');
    expect(postAuthSuccess(['https://partner.example'], user)).toBe(false);
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('posts nothing when not framed', () => {
    expect(postAuthSuccess(['http://localhost:3000'], user)).toBe(false);
  });
});
