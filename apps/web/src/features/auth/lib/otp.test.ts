import { describe, expect, it } from 'vitest';
import { backspace, deleteAt, emptyOtp, fillDigits, moveFocus, typeInto } from './otp';

describe('otp rules', () => {
  it('fills from an index and stops at the sixth box', () => {
    expect(fillDigits(emptyOtp(), 0, '1234567')).toEqual({ boxes: ['1', '2', '3', '4', '5', '6'], focus: 5 });
    expect(fillDigits(emptyOtp(), 4, '789')).toEqual({ boxes: ['', '', '', '', '7', '8'], focus: 5 });
    expect(fillDigits(emptyOtp(), 0, 'abc').focus).toBe(0);
  });

  it('keeps the last typed digit and takes autofilled codes whole', () => {
    const boxes = ['1', '', '', '', '', ''];
    expect(typeInto(boxes, 0, '12')).toEqual({ boxes: ['2', '', '', '', '', ''], focus: 1 });
    expect(typeInto(emptyOtp(), 0, '654321').boxes.join('')).toBe('654321');
    expect(typeInto(boxes, 1, 'x')).toEqual({ boxes, focus: 1 });
  });

  it('handles Backspace, Delete and arrows at the edges', () => {
    expect(backspace(['1', '2', '', '', '', ''], 2)).toEqual({ boxes: ['1', '', '', '', '', ''], focus: 1 });
    expect(backspace(emptyOtp(), 0)).toEqual({ boxes: emptyOtp(), focus: 0 });
    expect(deleteAt(['1', '2', '3', '', '', ''], 1)).toEqual({ boxes: ['1', '', '3', '', '', ''], focus: 1 });
    expect(moveFocus(0, -1)).toBe(0);
    expect(moveFocus(5, 1)).toBe(5);
  });
});
