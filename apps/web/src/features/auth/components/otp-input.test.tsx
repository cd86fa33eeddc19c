import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyOtp } from '../lib/otp';
import { OtpInput } from './otp-input';

function Harness() {
  const [boxes, setBoxes] = useState(emptyOtp);
  return (
    <>
      <OtpInput value={boxes} onChange={setBoxes} />
      <output data-testid="value">{boxes.map((b) => b || '_').join('')}</output>
    </>
  );
}

function setup() {
  const user = userEvent.setup();
  render(<Harness />);
  const boxes = Array.from({ length: 6 }, (_, i) => screen.getByRole('textbox', { name: `Digit ${i + 1} dari 6` }));
  const value = () => screen.getByTestId('value').textContent;
  return { user, boxes, value };
}

describe('OtpInput (spec 2.14)', () => {
  afterEach(cleanup);

  it('accepts digits only and moves focus forward after each', async () => {
    const { user, boxes, value } = setup();
    await user.click(boxes[0]!);
    await user.keyboard('1a2 -3');
    expect(value()).toBe('123___');
    expect(boxes[3]).toHaveFocus();
    await user.keyboard('456');
    expect(value()).toBe('123456');
    expect(boxes[5]).toHaveFocus();
    // Typing into the last box replaces its digit and stays there.
    await user.keyboard('9');
    expect(value()).toBe('123459');
    expect(boxes[5]).toHaveFocus();
  });

  it('Backspace clears a filled box; in an empty box clears the previous box and moves back', async () => {
    const { user, boxes, value } = setup();
    await user.click(boxes[0]!);
    await user.keyboard('123');
    expect(boxes[3]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(value()).toBe('12____');
    expect(boxes[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(value()).toBe('1_____');
    expect(boxes[1]).toHaveFocus();
    await user.click(boxes[0]!);
    await user.keyboard('{Backspace}');
    expect(value()).toBe('______');
    expect(boxes[0]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes[0]).toHaveFocus();
  });

  it('moves with the Left and Right arrows and clears the current box with Delete', async () => {
    const { user, boxes, value } = setup();
    await user.click(boxes[0]!);
    await user.keyboard('12345');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(boxes[3]).toHaveFocus();
    await user.keyboard('{Delete}');
    expect(value()).toBe('123_5_');
    expect(boxes[3]).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(boxes[5]).toHaveFocus();
    await user.click(boxes[0]!);
    await user.keyboard('{ArrowLeft}');
    expect(boxes[0]).toHaveFocus();
  });

  it('fills the boxes from a paste into the first box, up to 6 digits, ignoring other characters', async () => {
    const { user, boxes, value } = setup();
    await user.click(boxes[0]!);
    await user.paste('Kode: 98-76 54 321');
    expect(value()).toBe('987654');
    expect(boxes[5]).toHaveFocus();

    await user.click(boxes[0]!);
    await user.paste('42');
    expect(value()).toBe('427654');
    expect(boxes[2]).toHaveFocus();

    await user.click(boxes[0]!);
    await user.paste('tanpa angka');
    expect(value()).toBe('427654');
  });
});
