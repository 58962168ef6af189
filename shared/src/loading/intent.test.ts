// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onReached } from './policies';

describe('the intent policy', () => {
  afterEach(() => document.body.replaceChildren());

  const menu = () => {
    const element = document.body.appendChild(document.createElement('nav'));
    const button = element.appendChild(document.createElement('button'));
    const elsewhere = document.body.appendChild(document.createElement('button'));
    return { element, button, elsewhere };
  };

  it('is reached once, by the pointer coming over the element, a touch on it or focus entering it', () => {
    for (const reach of [
      (button: HTMLElement) => button.dispatchEvent(new Event('pointerover', { bubbles: true })),
      (button: HTMLElement) => button.dispatchEvent(new Event('touchstart', { bubbles: true })),
      (button: HTMLElement) => button.focus(),
    ]) {
      const { element, button, elsewhere } = menu();
      const callback = vi.fn();
      onReached('intent', callback, element);
      elsewhere.dispatchEvent(new Event('pointerover', { bubbles: true }));
      elsewhere.focus();
      expect(callback).not.toHaveBeenCalled();
      reach(button);
      reach(button);
      expect(callback).toHaveBeenCalledTimes(1);
      document.body.replaceChildren();
    }
  });

  it('counts focus already inside the element when asked (a block hydrated under it)', () => {
    const { element, button } = menu();
    button.focus();
    const callback = vi.fn();
    onReached('intent', callback, element);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('stops listening when cancelled', () => {
    const { element, button } = menu();
    const callback = vi.fn();
    onReached('intent', callback, element)();
    button.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(callback).not.toHaveBeenCalled();
  });

  it('needs the element to watch', () => {
    expect(() => onReached('intent', () => undefined)).toThrow(/intent policy needs the element/);
  });
});
