import { screen, waitFor } from '@testing-library/react';
import { loadSettings } from '../../../src/office/settings';
import { SettingsView } from '../../../src/taskpane/features/settings/SettingsView';
import { IN_SIGHT, renderPane } from '../../support/views/renderPane';

const SAVED_KEY = 'saved-key-0000-1234';

function renderSettings() {
  return renderPane(<SettingsView {...IN_SIGHT} />, { settings: { apiKey: SAVED_KEY } });
}

const box = (name: string): HTMLInputElement => screen.getByRole('textbox', { name });
/** A secret's box (a password input, which has no role). */
const secret = (label: string): HTMLInputElement => screen.getByLabelText(label);
const numberBox = (name: string): HTMLInputElement => screen.getByRole('spinbutton', { name });

describe('the Settings form', () => {
  test('the saved key is never shown back: the box is empty, and its hint shows the masked end only', async () => {
    await renderSettings();
    expect(secret('API key').value).toBe('');
    expect(
      screen.getByText('A key is saved (••••1234). Leave this empty to keep it; type a new one to replace it.'),
    ).toBeTruthy();
    expect(document.body.textContent).not.toContain(SAVED_KEY);
  });

  test('a burst of 99999999: refused under Burst, which gets the focus; nothing typed is lost and nothing saved', async () => {
    const { user } = await renderSettings();
    await user.type(secret('API key'), 'new-key-5678');
    await user.clear(numberBox('Burst'));
    await user.type(numberBox('Burst'), '99999999');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      screen.getByText('Enter how many requests may go out at once: a whole number from 1 to 1,000 (for example 20).'),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(numberBox('Burst')));
    expect(numberBox('Burst').getAttribute('aria-invalid')).toBe('true');
    expect(numberBox('Burst').value).toBe('99999999');
    expect(secret('API key').value).toBe('new-key-5678');
    expect((await loadSettings()).burst).toBe(20);
  });

  test.each(['0', '2.5'])(
    'a burst of %s, which the browser would refuse by itself: the pane says what to type, under Burst',
    async (typed) => {
      const { user } = await renderSettings();
      await user.clear(numberBox('Burst'));
      await user.type(numberBox('Burst'), typed);
      await user.click(screen.getByRole('button', { name: 'Save settings' }));
      expect(
        screen.getByText(
          'Enter how many requests may go out at once: a whole number from 1 to 1,000 (for example 20).',
        ),
      ).toBeTruthy();
      expect(numberBox('Burst').value).toBe(typed);
      expect((await loadSettings()).burst).toBe(20);
    },
  );

  test('an empty rate is refused under its field, not read as 0 or NaN', async () => {
    const { user } = await renderSettings();
    await user.clear(numberBox('Requests per second'));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      screen.getByText(
        'Enter the number of requests per second the service allows your key, above 0 and at most 1,000 (for example 10).',
      ),
    ).toBeTruthy();
    expect(document.body.textContent).not.toContain('NaN');
  });

  test('a service URL Save refuses is worded under its field, which keeps what was typed and gets the focus', async () => {
    const { user } = await renderSettings();
    await user.clear(box('Service URL'));
    await user.type(box('Service URL'), 'ftp://pis.example.com');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(box('Service URL').getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(box('Service URL'));
    expect(box('Service URL').value).toBe('ftp://pis.example.com');
    expect((await loadSettings()).serviceUrl).toBe('/api');
    expect(screen.queryByText('Settings saved')).toBeNull();
  });

  test('Save keeps the new key, empties its box and says so; the hint shows the new key masked', async () => {
    const { user } = await renderSettings();
    await user.type(secret('API key'), 'new-key-5678');
    await user.clear(numberBox('Requests per second'));
    await user.type(numberBox('Requests per second'), '5');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    const saved = await loadSettings();
    expect(saved.apiKey).toBe('new-key-5678');
    expect(saved.ratePerSecond).toBe(5);
    expect(secret('API key').value).toBe('');
    expect(
      screen.getByText('A key is saved (••••5678). Leave this empty to keep it; type a new one to replace it.'),
    ).toBeTruthy();
  });

  test('an empty key box keeps the saved key on Save', async () => {
    const { user } = await renderSettings();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Settings saved');
    expect((await loadSettings()).apiKey).toBe(SAVED_KEY);
  });

  test('the organisation’s relay asks for its address and token instead of a key', async () => {
    const { user } = await renderSettings();
    await user.click(screen.getByRole('radio', { name: "My organisation's relay" }));
    expect(screen.getByRole('textbox', { name: "Organisation's relay" })).toBeTruthy();
    expect(screen.getByText('No token is saved yet. Enter the token your administrator issued for you.')).toBeTruthy();
    expect(screen.queryByLabelText('API key')).toBeNull();
  });

  test('a relay token typed is saved as the token, and then only its masked end is shown', async () => {
    const { user } = await renderSettings();
    await user.click(screen.getByRole('radio', { name: "My organisation's relay" }));
    await user.type(box("Organisation's relay"), 'https://partspec.example.com');
    await user.type(secret('Relay token'), 'relay-token-9876');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Settings saved');
    expect((await loadSettings()).relayToken).toBe('relay-token-9876');
    expect(secret('Relay token').value).toBe('');
    expect(
      screen.getByText('A token is saved (••••9876). Leave this empty to keep it; type a new one to replace it.'),
    ).toBeTruthy();
  });

  test('an edit after Saved takes the message away: it spoke of the values before', async () => {
    const { user } = await renderSettings();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Settings saved');
    await user.type(numberBox('Burst'), '5');
    expect(screen.queryByText('Settings saved')).toBeNull();
  });
});
