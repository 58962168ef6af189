// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import PhoneDemo from './PhoneDemo';

afterEach(cleanup);

const tab = (name: string) => screen.getByRole('tab', { name });

describe('phone demo', () => {
  it('follows the tabs pattern: one tab in the Tab order, arrows wrap, Home and End jump', () => {
    render(<PhoneDemo />);
    expect(tab('Chat').getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tab('Chat').id);

    fireEvent.keyDown(tab('Chat'), { key: 'ArrowLeft' });
    expect(tab('Services').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Services'));
    fireEvent.keyDown(tab('Services'), { key: 'ArrowRight' });
    expect(tab('Chat').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Chat'), { key: 'End' });
    expect(tab('Services').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Services'), { key: 'Home' });
    expect(tab('Chat').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Chat'), { key: 'a' });
    expect(tab('Chat').getAttribute('aria-selected')).toBe('true');
  });

  it('answers a typed message locally and ignores blank ones', () => {
    render(<PhoneDemo />);
    const log = screen.getByRole('log');
    const before = within(log).getAllByRole('listitem').length;
    const input = screen.getByRole('textbox', { name: 'Message the concierge' });
    fireEvent.submit(input.closest('form')!);
    expect(within(log).getAllByRole('listitem')).toHaveLength(before);

    fireEvent.change(input, { target: { value: '  Is breakfast included?  ' } });
    fireEvent.submit(input.closest('form')!);
    const items = within(log).getAllByRole('listitem');
    expect(items).toHaveLength(before + 2);
    expect(items[before].textContent).toContain('Is breakfast included?');
    expect(items[before + 1].textContent).toContain('This is a demo');
    expect((input as HTMLInputElement).value).toBe('');
  });
});
