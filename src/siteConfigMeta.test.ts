import { describe, expect, it } from 'vitest';
import { readSiteConfigMeta } from './config';

describe('the service-provided sign-in configuration (issue 15, 6)', () => {
  it('reads the broker URLs the service writes into index.html in production mode', () => {
    const doc = new DOMParser().parseFromString(
      '<head><meta name="doo:login-url" content="https://my.broker.example/login"><meta name="doo:register-url" content="https://my.broker.example/register"></head>',
      'text/html',
    );
    expect(readSiteConfigMeta(doc)).toEqual({
      brokerLoginUrl: 'https://my.broker.example/login',
      brokerRegisterUrl: 'https://my.broker.example/register',
    });
    expect(readSiteConfigMeta(new DOMParser().parseFromString('<head></head>', 'text/html'))).toEqual({});
  });
});
