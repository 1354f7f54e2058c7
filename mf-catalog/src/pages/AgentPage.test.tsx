import { act, fireEvent, screen } from '@testing-library/react';
import { routeById } from '@realty/shared';
import { mockApi, renderWithApp } from '@realty/shared/testing';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';
import ru from '../i18n/ru.json';
import { agentPageFixture } from '../testing/fixtures';
import AgentPage from './AgentPage';

const path = '/en/real-estate-agent/7-demo';

async function renderAgent() {
  const { calls } = mockApi(({ path: url, method }) => {
    if (/\/api\/pages\/real-estate-agent\//.test(url)) return { data: { route: 'agent', data: agentPageFixture() } };
    if (method === 'POST' && url === '/api/conversations') return { status: 201, data: { data: { conversation_id: 12, message: { id: 1 } } } };
    return undefined;
  });
  const view = await renderWithApp(<AgentPage lang="en" route={routeById('agent')} rest="7-demo" />, { lang: 'en', path, namespaces: { catalog: { en, tr, ru } } });
  await screen.findByTestId('agent-page');
  return { ...view, calls };
}

describe('AgentPage: the "Message" button (issue 30)', () => {
  it('a signed-in visitor writes to the agent (agent_id) and gets a link to the thread', async () => {
    const { store, calls } = await renderAgent();
    act(() => store.auth.setUser({ id: 3, name: 'Deniz' }));
    fireEvent.click(screen.getByTestId('message-button'));
    fireEvent.change(await screen.findByRole('textbox'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByTestId('message-send'));
    expect((await screen.findByTestId('message-thread-link')).getAttribute('href')).toBe('/en/profile/messages/12');
    expect(calls.find((call) => call.path === '/api/conversations')?.data).toEqual({ agent_id: 7, text: 'Hello' });
  });

  it('signed out: asks to sign in; the agent does not see it on their own page', async () => {
    const { store } = await renderAgent();
    const asked = jest.fn();
    store.bus.on('auth:required', asked);
    fireEvent.click(screen.getByTestId('message-button'));
    expect(asked).toHaveBeenCalled();
    act(() => store.auth.setUser({ id: 7, name: 'Ayşe' }));
    expect(screen.queryByTestId('message-button')).toBeNull();
  });
});
