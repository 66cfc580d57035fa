import { act, fireEvent, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { editionAtom } from '@site/shared/session';
import { renderWithSite } from '@site/shared/testing';
import { Header } from './header';

describe('the header', () => {
  it('switches the edition from its button, and back', async () => {
    const store = createStore();
    renderWithSite(<Header />, { store });
    const button = screen.getByRole('button', { name: '切换版本' });
    expect(button).toHaveAttribute('title', '专业版');
    await act(async () => fireEvent.click(button));
    expect(store.get(editionAtom)).toBe('professional');
    expect(button).toHaveAttribute('title', '经典版');
    expect(button).not.toHaveAttribute('aria-busy');
    await act(async () => fireEvent.click(button));
    expect(store.get(editionAtom)).toBe('classic');
  });
});
