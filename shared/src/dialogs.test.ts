// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDialog, isDialogKind, openDialog, takeDialogOpener, useOpenDialog } from './dialogs';

afterEach(() => {
  act(() => closeDialog());
  takeDialogOpener();
  document.body.innerHTML = '';
});

describe('dialog store', () => {
  it('tells every subscriber which dialog is open', () => {
    const { result } = renderHook(() => useOpenDialog());
    expect(result.current).toBeNull();
    act(() => openDialog('waitlist'));
    expect(result.current).toBe('waitlist');
    act(() => closeDialog());
    expect(result.current).toBeNull();
  });

  it('remembers the element that opened the dialog, once', () => {
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    openDialog('demo');
    // Switching to another dialog (from a control inside the first) keeps the original opener.
    const inside = document.createElement('button');
    document.body.append(inside);
    inside.focus();
    expect(document.activeElement).toBe(inside);
    openDialog('contact');
    expect(takeDialogOpener()).toBe(button);
    expect(takeDialogOpener()).toBeNull();
  });

  it('accepts only known dialog kinds from links', () => {
    expect(isDialogKind('api-key')).toBe(true);
    expect(isDialogKind('newsletter')).toBe(false);
    expect(isDialogKind(null)).toBe(false);
  });
});
