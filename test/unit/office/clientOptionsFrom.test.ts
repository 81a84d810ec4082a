import { clientOptionsFrom } from '../../../src/office/clientOptionsFrom';
import { DEFAULT_SETTINGS, type Settings } from '../../../src/office/settings';

describe('clientOptionsFrom', () => {
  test('the service, the key, the language and the rate limit of the settings, and nothing else', () => {
    const settings: Settings = {
      ...DEFAULT_SETTINGS,
      apiKey: 'key-1',
      serviceUrl: 'https://pis.example.com',
      lang: 'ja',
      ratePerSecond: 4,
      burst: 8,
    };
    expect(clientOptionsFrom(settings)).toEqual({
      baseUrl: 'https://pis.example.com',
      apiKey: 'key-1',
      lang: 'ja',
      rate: { perSecond: 4, burst: 8 },
    });
  });

  test('the defaults: the relay, at the documented rate', () => {
    expect(clientOptionsFrom(DEFAULT_SETTINGS)).toMatchObject({ baseUrl: '/api', rate: { perSecond: 10, burst: 20 } });
  });
});
