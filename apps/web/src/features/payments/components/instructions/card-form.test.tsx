import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_MESSAGES } from '@kelas/contracts/payments';
import { CardForm } from './card-form';

afterEach(cleanup);

describe('card form (spec 2.18)', () => {
  it('checks Luhn, expiry, CVV, names and phone in the browser before anything is sent', async () => {
    const onPay = vi.fn(async () => undefined);
    render(<CardForm amount={1_110_000} sandbox={false} onPay={onPay} />);
    await userEvent.type(screen.getByLabelText('Nomor Kartu'), '4111111111111112');
    await userEvent.type(screen.getByLabelText('Masa Berlaku'), '0120');
    await userEvent.type(screen.getByLabelText('CVV'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Bayar Sekarang' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.cardNumber)).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_MESSAGES.cardExpired)).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_MESSAGES.cardCvv)).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_MESSAGES.firstName)).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_MESSAGES.phone)).toBeInTheDocument();
    expect(screen.getByLabelText('Nomor Kartu')).toHaveAttribute('aria-invalid', 'true');
    expect(onPay).not.toHaveBeenCalled();
  });

  it('formats as typed and hands over digits only', async () => {
    const onPay = vi.fn(async () => undefined);
    render(<CardForm amount={1_110_000} sandbox onPay={onPay} />);
    expect(screen.getByText(/Kartu uji sandbox/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Nomor Kartu'), '4111111111111111');
    expect(screen.getByLabelText('Nomor Kartu')).toHaveValue('4111 1111 1111 1111');
    await userEvent.type(screen.getByLabelText('Masa Berlaku'), '1239');
    expect(screen.getByLabelText('Masa Berlaku')).toHaveValue('12/39');
    await userEvent.type(screen.getByLabelText('CVV'), '123');
    await userEvent.type(screen.getByLabelText('Nama Depan'), 'Putri');
    await userEvent.type(screen.getByLabelText('Nama Belakang'), 'Lestari');
    await userEvent.type(screen.getByLabelText('No. Handphone'), '081234567890');
    await userEvent.click(screen.getByRole('button', { name: 'Bayar Sekarang' }));
    await waitFor(() => expect(onPay).toHaveBeenCalledTimes(1));
    expect(onPay).toHaveBeenCalledWith({ card_number: '4111111111111111', expiry: '12/39', cvv: '123', first_name: 'Putri', last_name: 'Lestari', phone: '81234567890' });
  });
});
