import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../testing';
import { Dialog } from './Dialog';

describe('Dialog', () => {
  it('is a labelled modal; Escape, the close button and the backdrop close it; focus is trapped and returns', async () => {
    const onClose = jest.fn();
    const opener = document.createElement('button');
    document.body.appendChild(opener);
    opener.focus();
    const view = await renderWithApp(
      <Dialog title="Choose" onClose={onClose}>
        <input aria-label="first" />
        <button type="button">last</button>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Choose' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'first' }));
    expect(document.documentElement.className).toContain('locked');
    screen.getByRole('button', { name: 'last' }).focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'last' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.mouseDown(screen.getByTestId('popup-backdrop'));
    fireEvent.mouseDown(dialog);
    expect(onClose).toHaveBeenCalledTimes(3);
    view.unmount();
    expect(document.activeElement).toBe(opener);
    expect(document.documentElement.className).not.toContain('locked');
    opener.remove();
  });
});

